import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import type { KeyboardEvent } from 'react';
import { cellName, type Board as Cells, type Mark } from './logic/board';
import { cellForDigitKey } from './logic/digit-keys';

export interface BoardProps {
  size: number;
  cells: Cells;
  /** The winning line's cells, in order along the line. */
  line: readonly number[] | null;
  /** Cells cannot be played (game over, computer thinking). */
  locked: boolean;
  thinking: boolean;
  state: 'playing' | 'won' | 'lost' | 'draw';
  testId: string;
  onPress(cell: number): void;
}

function MarkShape({ mark }: { mark: Mark }) {
  return (
    <svg className={`ttt-mark ttt-mark--${mark}`} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {mark === 'X' ? <path d="M22 22 L78 78 M78 22 L22 78" /> : <circle cx="50" cy="50" r="29" />}
    </svg>
  );
}

/**
 * The strike through a winning line in the board's 0–100 box (the strike's SVG covers the cells' area):
 * from the first cell's centre to the last one's, carried a third of a cell past each so it crosses the
 * end marks whole.
 */
export function strikeThrough(line: readonly number[], size: number): { x1: number; y1: number; x2: number; y2: number } {
  const step = 100 / size;
  const centre = (cell: number) => ({ x: ((cell % size) + 0.5) * step, y: (Math.floor(cell / size) + 0.5) * step });
  const from = centre(line[0]);
  const to = centre(line[line.length - 1]);
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const past = { x: ((to.x - from.x) / length) * step * 0.34, y: ((to.y - from.y) / length) * step * 0.34 };
  return { x1: from.x - past.x, y1: from.y - past.y, x2: to.x + past.x, y2: to.y + past.y };
}

/** The grid: one tab stop (the kit's roving grid), arrows move, Enter or Space places, digits 1–9 on 3×3 (the keypad laid out as the board). */
export function Board({ size, cells, line, locked, thinking, state, testId, onPress }: BoardProps) {
  const grid = useRovingGrid({ rows: size, cols: size, onActivate: ({ row, col }) => onPress(row * size + col), selectCursor: false });
  const onKeyDown = (event: KeyboardEvent) => {
    if (grid.onKeyDown(event)) return;
    const cell = size === 3 && !event.ctrlKey && !event.metaKey && !event.altKey ? cellForDigitKey(event.key, event.code) : null;
    if (cell !== null) {
      event.preventDefault();
      grid.setCursor({ row: Math.floor(cell / 3), col: cell % 3 }, { focus: true });
      onPress(cell);
    }
  };
  const strike = line ? strikeThrough(line, size) : null;
  return (
    <div className="ttt-board-wrap">
      <div
        role="grid"
        aria-label={`Tic-tac-toe board, ${size} by ${size}`}
        aria-busy={thinking}
        className={`ttt-board ttt-board--${size}${locked ? ' ttt-board--locked' : ''}${line ? ' ttt-board--lined' : ''}`}
        style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}
        data-testid={testId}
        data-size={size}
        data-state={state}
        data-thinking={thinking}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: size }, (_, row) => (
          <div role="row" className="ttt-row" key={row}>
            {Array.from({ length: size }, (_, col) => {
              const cell = row * size + col;
              const mark = cells[cell];
              const inLine = line?.includes(cell) ?? false;
              return (
                <div
                  key={col}
                  role="gridcell"
                  className={`ttt-cell${inLine ? ' ttt-cell--win' : ''}${mark ? '' : ' ttt-cell--empty'}`}
                  aria-label={`${size === 3 ? `${cell + 1}, ` : ''}${cellName(cell, size)}, ${mark ?? 'empty'}${inLine ? ', winning line' : ''}`}
                  aria-disabled={locked || mark !== null}
                  data-mark={mark ?? ''}
                  onClick={() => onPress(cell)}
                  {...grid.cellProps(row, col)}
                >
                  {mark && <MarkShape mark={mark} />}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {strike && (
        // A dark edge under a white core: the line reads on light and dark cells, X and O alike.
        <svg className="ttt-strike" viewBox="0 0 100 100" aria-hidden="true" data-testid="tic-tac-toe-strike">
          <line className="ttt-strike__edge" {...strike} />
          <line className="ttt-strike__core" {...strike} />
        </svg>
      )}
    </div>
  );
}
