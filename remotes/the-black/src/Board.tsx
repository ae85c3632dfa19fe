import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { cellIndex, type Lights } from './logic/lights';

export interface BoardProps {
  size: number;
  lights: Lights;
  /** Cells the last hint points at. */
  hinted: readonly number[];
  solved: boolean;
  testId: string;
  onPress(cell: number): void;
}

/**
 * The square of tiles: one tab stop (the kit's roving grid), arrow keys move, Enter or Space presses.
 * A tile flips between its black face and its white face (which carries a ring, so the two differ by shape
 * as well as by shade).
 */
export function Board({ size, lights, hinted, solved, testId, onPress }: BoardProps) {
  const grid = useRovingGrid({ rows: size, cols: size, onActivate: ({ row, col }) => onPress(cellIndex(size, row, col)), selectCursor: false });
  return (
    <div
      role="grid"
      aria-label={`Tiles, ${size} by ${size}`}
      className={`the-black__board${solved ? ' the-black__board--solved' : ''}`}
      style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}
      data-testid={testId}
      data-size={size}
      data-state={solved ? 'won' : 'playing'}
      onKeyDown={grid.onKeyDown}
    >
      {Array.from({ length: size }, (_, row) => (
        <div role="row" className="the-black__row" key={row}>
          {Array.from({ length: size }, (_, col) => {
            const cell = cellIndex(size, row, col);
            const white = lights[cell];
            const hint = hinted.includes(cell);
            return (
              <div
                key={col}
                role="gridcell"
                className={`the-black__cell${white ? ' the-black__cell--white' : ''}${hint ? ' the-black__cell--hint' : ''}`}
                aria-label={`Row ${row + 1}, column ${col + 1}, ${white ? 'white' : 'black'}${hint ? ', hint: press here' : ''}`}
                data-row={row}
                data-col={col}
                data-lit={white}
                onClick={() => onPress(cell)}
                {...grid.cellProps(row, col)}
              >
                <span className="the-black__tile" aria-hidden="true">
                  <span className="the-black__face the-black__face--black" />
                  <span className="the-black__face the-black__face--white" />
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
