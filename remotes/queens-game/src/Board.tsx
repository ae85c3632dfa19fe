import { useGridCursor, useGridDrag, type Cell } from '@games/shared/game-kit/grid';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cellAt, type QueensPuzzle } from './logic/board';
import { CROSS, EMPTY, QUEEN, type Mark } from './logic/marks';
import { regionLetter, regionName } from './logic/regionNames';

export type CellAction = 'cycle' | 'cross' | 'queen' | 'clear';

export interface BoardProps {
  puzzle: QueensPuzzle;
  marks: readonly Mark[];
  /** Cells ruled out by placed queens, shown as faint × when auto-× is on. */
  autoCrossed: ReadonlySet<number>;
  conflicts: ReadonlySet<number>;
  hintFocus: ReadonlySet<number>;
  won: boolean;
  /** A tap or key press on one cell. */
  onCellAction(cell: number, action: CellAction): void;
  /** A drag painted (or erased) ×s; `first` is the drag's first change, later ones join its undo step. */
  onPaint(cells: number[], erase: boolean, first: boolean): void;
}

function Crown() {
  return (
    <svg className="qg-crown" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19 18H5L3 8.5Z" />
      <rect x="5" y="19" width="14" height="2.2" rx="1" />
    </svg>
  );
}

function markLabel(mark: Mark, autoCrossed: boolean): string {
  if (mark === QUEEN) return 'queen';
  if (mark === CROSS) return 'marked ×';
  return autoCrossed ? 'ruled out' : 'empty';
}

/** The Queens grid: regions with colours, letters and thick borders; tap, drag and keyboard input. */
export function Board({ puzzle, marks, autoCrossed, conflicts, hintFocus, won, onCellAction, onPaint }: BoardProps) {
  const { size, regions } = puzzle;
  const { cursor, setCursor, handleKey } = useGridCursor(size, size);
  const [focused, setFocused] = useState(false);
  const drag = useRef<{ start: number; erase: boolean; painted: boolean } | null>(null);
  const index = (cell: Cell) => cellAt(size, cell.row, cell.col);

  const dragHandlers = useGridDrag({
    onStart(cell) {
      if (won) return;
      const start = index(cell);
      setCursor(cell);
      drag.current = { start, erase: marks[start] === CROSS, painted: false };
    },
    onEnter(cell) {
      const current = drag.current;
      if (!current) return;
      const cells = current.painted ? [index(cell)] : [current.start, index(cell)];
      onPaint(cells, current.erase, !current.painted);
      current.painted = true;
    },
    onEnd() {
      const current = drag.current;
      drag.current = null;
      if (current && !current.painted) onCellAction(current.start, 'cycle');
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (handleKey(event)) return;
    if (won) return;
    const key = event.key.toLowerCase();
    const action: CellAction | null =
      key === ' ' || key === 'enter'
        ? 'cycle'
        : key === 'q'
          ? 'queen'
          : key === 'x'
            ? 'cross'
            : key === 'backspace' || key === 'delete'
              ? 'clear'
              : null;
    if (!action) return;
    event.preventDefault();
    onCellAction(index(cursor), action);
  };

  const cursorId = `qg-cell-${cursor.row}-${cursor.col}`;

  return (
    <div
      className={`qg-board${won ? ' qg-board--won' : ''}`}
      style={{ gridTemplateColumns: `repeat(${size}, 1fr)`, fontSize: `min(${(60 / size).toFixed(2)}vw, ${Math.round(330 / size)}px)` }}
      role="grid"
      aria-label={`Queens board, ${size} by ${size}. Arrow keys move, Space cycles ×, queen and empty, Q places a queen, X marks ×.`}
      aria-activedescendant={cursorId}
      aria-readonly={won || undefined}
      tabIndex={0}
      data-testid="queens-board"
      data-size={size}
      data-state={won ? 'won' : 'playing'}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      {...dragHandlers}
    >
      {Array.from({ length: size }, (_, row) => (
        <div role="row" className="qg-row" key={row}>
          {Array.from({ length: size }, (_, col) => {
            const cell = cellAt(size, row, col);
            const region = regions[cell];
            const mark = marks[cell];
            const auto = mark === EMPTY && autoCrossed.has(cell);
            const conflict = conflicts.has(cell);
            const classes = [
              'qg-cell',
              `qg-region-${region}`,
              row === 0 || regions[cell - size] !== region ? 'qg-cell--edge-top' : '',
              row === size - 1 || regions[cell + size] !== region ? 'qg-cell--edge-bottom' : '',
              col === 0 || regions[cell - 1] !== region ? 'qg-cell--edge-left' : '',
              col === size - 1 || regions[cell + 1] !== region ? 'qg-cell--edge-right' : '',
              conflict ? 'gk-grid-cell--conflict' : '',
              focused && cursor.row === row && cursor.col === col ? 'gk-grid-cell--cursor' : '',
              hintFocus.has(cell) ? 'qg-cell--hint' : '',
            ];
            return (
              <div
                key={col}
                id={`qg-cell-${row}-${col}`}
                role="gridcell"
                className={classes.filter(Boolean).join(' ')}
                data-row={row}
                data-col={col}
                data-region={region}
                data-mark={mark === QUEEN ? 'queen' : mark === CROSS ? 'cross' : auto ? 'auto-cross' : 'empty'}
                data-conflict={conflict || undefined}
                aria-selected={cursor.row === row && cursor.col === col}
                aria-label={`Row ${row + 1}, column ${col + 1}, ${regionName(region)}, ${markLabel(mark, auto)}${conflict ? ', clashes with another queen' : ''}`}
              >
                <span className="qg-cell__letter" aria-hidden="true">
                  {regionLetter(region)}
                </span>
                {mark === QUEEN && <Crown />}
                {(mark === CROSS || auto) && (
                  <span className={auto ? 'qg-cross qg-cross--auto' : 'qg-cross'} aria-hidden="true">
                    ×
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
