import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import type { KeyboardEvent } from 'react';
import { COLUMNS } from './logic/pack';

export interface BoardProps {
  tiles: readonly string[];
  selection: readonly number[];
  /** Tiles of the quartiles found (shown done). */
  doneTiles: ReadonlySet<number>;
  hintTile: number | null;
  complete: boolean;
  testId: string;
  onTile(tile: number): void;
  onSubmit(): void;
}

export const tileKey = (tile: number) => String.fromCharCode(65 + tile);

/** The 4 × 5 tiles: one tab stop (the kit's roving grid), arrows move, Space picks, Enter submits, A–T pick a tile. */
export function Board({ tiles, selection, doneTiles, hintTile, complete, testId, onTile, onSubmit }: BoardProps) {
  const rows = Math.ceil(tiles.length / COLUMNS);
  const grid = useRovingGrid({ rows, cols: COLUMNS, onActivate: ({ row, col }) => onTile(row * COLUMNS + col), selectCursor: false });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      onSubmit();
      return;
    }
    grid.onKeyDown(event);
  };
  return (
    <div
      role="grid"
      aria-label="Tiles"
      className="qt-board"
      data-testid={testId}
      data-state={complete ? 'complete' : 'playing'}
      onKeyDown={onKeyDown}
    >
      {Array.from({ length: rows }, (_, row) => (
        <div role="row" className="qt-row" key={row}>
          {Array.from({ length: COLUMNS }, (_, col) => {
            const tile = row * COLUMNS + col;
            const picked = selection.indexOf(tile);
            const classes = ['qt-tile'];
            if (picked >= 0) classes.push('qt-tile--picked');
            if (doneTiles.has(tile)) classes.push('qt-tile--done');
            if (hintTile === tile) classes.push('qt-tile--hint');
            return (
              <div
                key={col}
                role="gridcell"
                className={classes.join(' ')}
                aria-keyshortcuts={tileKey(tile)}
                data-row={row}
                data-col={col}
                data-tile={tile}
                data-picked={picked >= 0}
                onClick={() => onTile(tile)}
                {...grid.cellProps(row, col)}
              >
                <span className="qt-tile__text">{tiles[tile]}</span>
                <span className="gk-visually-hidden">{`${picked >= 0 ? `, picked ${picked + 1}` : ''}${doneTiles.has(tile) ? ', in a found quartile' : ''}${hintTile === tile ? ', hint' : ''}`}</span>
                <span className="qt-tile__key" aria-hidden="true">
                  {tileKey(tile)}
                </span>
                {picked >= 0 && (
                  <span className="qt-tile__order" aria-hidden="true">
                    {picked + 1}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
