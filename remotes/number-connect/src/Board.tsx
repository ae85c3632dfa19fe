import { useGridDrag } from '@games/shared/game-kit/grid/useGridDrag';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { cellOf, COLS, exponentOf, indexOf, ROWS, tileLabel } from './logic/board';
import type { NumberConnect } from './useNumberConnect';

const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** Each tile's colour follows its value (1…20 repeating); the number on it is the real signal. */
const toneOf = (value: number) => ((exponentOf(value) - 1) % 20) + 1;

/**
 * The board: a live preview of the chain's value over a 5×8 grid of tiles. Press and drag (mouse, pen or
 * touch) through tiles to chain them; the grid is one Tab stop with a cursor for the keyboard.
 */
export function Board({ nc, testId }: { nc: NumberConnect; testId: string }) {
  const { game, chain, preview, hammering, changed } = nc;
  const grid = useRovingGrid({ rows: ROWS, cols: COLS, onActivate: ({ row, col }) => nc.activate(indexOf(row, col)), selectCursor: false });
  const pending = useRef<number[]>([]);
  const flush = () => {
    const steps = pending.current;
    pending.current = [];
    if (steps.length) nc.pointer.move(steps);
  };
  const drag = useGridDrag({
    onStart: ({ row, col }) => nc.pointer.start(indexOf(row, col)),
    // One pointer move can pass over several cells; they are taken together (see followDrag).
    onEnter: ({ row, col }) => {
      if (pending.current.push(indexOf(row, col)) === 1) queueMicrotask(flush);
    },
    onEnd: () => {
      flush();
      nc.pointer.end();
    },
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && nc.stepBack()) event.preventDefault();
    else if (event.key === 'Escape' && nc.cancel()) event.preventDefault();
    else grid.onKeyDown(event);
  };

  const end = chain[chain.length - 1];
  const points = chain.map((cell) => {
    const { row, col } = cellOf(cell);
    return `${col + 0.5},${row + 0.5}`;
  });
  const state = nc.over ? 'over' : nc.stuck ? 'stuck' : 'playing';

  return (
    <div className={`nc-board${hammering ? ' nc-board--hammer' : ''}`} data-testid={testId} data-state={state} data-score={game.score}>
      <div className="nc-preview" aria-hidden="true">
        {preview ? (
          <span className="nc-preview__value nc-tone" style={{ '--tone': toneOf(preview) } as CSSProperties} data-testid="nc-preview">
            {tileLabel(preview)}
          </span>
        ) : (
          <span className="nc-preview__hint">{hammering ? 'Tap a tile to smash it' : chain.length ? 'Join an equal tile' : 'Join equal tiles'}</span>
        )}
      </div>
      <div
        role="grid"
        aria-label={`Number Connect board, ${ROWS} rows by ${COLS} columns. Arrow keys move, Enter or Space joins a tile to the chain, Enter on its end merges it, Backspace steps back, Escape cancels.`}
        aria-rowcount={ROWS}
        aria-colcount={COLS}
        className="nc-grid"
        onKeyDown={onKeyDown}
        {...drag}
      >
        <svg className="nc-links" viewBox={`0 0 ${COLS} ${ROWS}`} preserveAspectRatio="none" aria-hidden="true">
          {chain.length > 1 && <polyline points={points.join(' ')} />}
        </svg>
        {Array.from({ length: ROWS }, (_, row) => (
          <div role="row" className="nc-row" key={row}>
            {Array.from({ length: COLS }, (_, col) => {
              const index = indexOf(row, col);
              const value = game.cells[index];
              const place = chain.indexOf(index);
              const classes = ['nc-cell'];
              if (place >= 0) classes.push('nc-cell--chained');
              if (index === end) classes.push('nc-cell--end');
              const label = `${tileLabel(value)}, row ${row + 1}, column ${col + 1}${place >= 0 ? `, ${ordinal(place + 1)} in the chain` : ''}`;
              return (
                <div key={col} role="gridcell" className={classes.join(' ')} aria-label={label} {...grid.cellProps(row, col)}>
                  <span
                    key={changed.cells.includes(index) ? `c${changed.key}` : 'k'}
                    className={`nc-tile nc-tone${changed.cells.includes(index) ? ' nc-tile--new' : ''}`}
                    style={{ '--tone': toneOf(value) } as CSSProperties}
                    data-row={row}
                    data-col={col}
                    data-value={value}
                    data-chain={place >= 0 ? place : undefined}
                  >
                    {tileLabel(value)}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
