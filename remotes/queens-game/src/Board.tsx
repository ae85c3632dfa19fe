import { GRID_CELL_CONFLICT, useGridDrag, type Cell } from '@games/shared/game-kit/grid';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useRef, type KeyboardEvent } from 'react';
import { cellAt, type QueensPuzzle } from './logic/board';
import { CROSS, EMPTY, QUEEN, type Mark } from './logic/marks';
import { paintCells, type MarkAction } from './logic/moves';
import { regionLetter, regionName } from './logic/regionNames';

export interface BoardProps {
  puzzle: QueensPuzzle;
  marks: readonly Mark[];
  /** Cells ruled out by placed queens, shown as faint × when auto-× is on. */
  autoCrossed: ReadonlySet<number>;
  conflicts: ReadonlySet<number>;
  hintCells: ReadonlySet<number>;
  /** The colour-blind setting: each region's letter in its cells. */
  regionLetters: boolean;
  won: boolean;
  /** A tap or key press on one cell. */
  onCellAction(cell: number, action: MarkAction): void;
  /**
   * A drag painted (or erased) ×s: every cell it crossed so far, so a board computed from stale marks is
   * still whole; `first` until the drag has changed a mark (later changes join that undo step).
   */
  onPaint(cells: readonly number[], erase: boolean, first: boolean): void;
  /** 'queens-board' for the board in play; the how-to-play's example passes its own. */
  testId?: string;
}

const KEY_ACTIONS: Readonly<Record<string, MarkAction>> = { q: 'queen', x: 'cross', backspace: 'clear', delete: 'clear' };

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

/** The Queens grid: coloured regions with thick borders between them; tap, drag and keyboard input. */
export function Board({ puzzle, marks, autoCrossed, conflicts, hintCells, regionLetters, won, onCellAction, onPaint, testId = 'queens-board' }: BoardProps) {
  const { size, regions } = puzzle;
  const index = (cell: Cell) => cellAt(size, cell.row, cell.col);
  const grid = useRovingGrid({ rows: size, cols: size, onActivate: (cell) => !won && onCellAction(index(cell), 'cycle') });
  // The drag's cells, the marks it started from, and whether it has changed them yet (its first change is a new
  // undo step, the later ones join it).
  const drag = useRef<{ cells: number[]; erase: boolean; base: readonly Mark[]; changed: boolean } | null>(null);

  const dragHandlers = useGridDrag({
    onStart(cell) {
      if (won) return;
      const start = index(cell);
      grid.setCursor(cell);
      drag.current = { cells: [start], erase: marks[start] === CROSS, base: marks, changed: false };
    },
    onEnter(cell) {
      const current = drag.current;
      if (!current) return;
      current.cells.push(index(cell));
      onPaint(current.cells.slice(), current.erase, !current.changed);
      current.changed ||= paintCells(current.base, current.cells, current.erase) !== current.base;
    },
    onEnd() {
      const current = drag.current;
      drag.current = null;
      if (current?.cells.length === 1) onCellAction(current.cells[0], 'cycle');
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (shouldIgnoreGameKey(event) || grid.onKeyDown(event) || won) return;
    const action = KEY_ACTIONS[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    onCellAction(index(grid.cursor), action);
  };

  return (
    <div
      className={`qg-board${won ? ' qg-board--won' : ''}${regionLetters ? ' qg-board--letters' : ''}`}
      style={{ gridTemplateColumns: `repeat(${size}, 1fr)`, gridTemplateRows: `repeat(${size}, 1fr)`, ['--qg-size' as string]: size }}
      role="grid"
      aria-label={`Queens board, ${size} by ${size}. Arrow keys move, Space cycles ×, queen and empty, Q places a queen, X marks ×.`}
      aria-readonly={won || undefined}
      data-testid={testId}
      data-size={size}
      data-state={won ? 'won' : 'playing'}
      onKeyDown={onKeyDown}
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
            // Thick borders between regions tell them apart without colour.
            const classes = [
              'qg-cell',
              `qg-region-${region}`,
              row === 0 || regions[cell - size] !== region ? 'qg-cell--edge-top' : '',
              row === size - 1 || regions[cell + size] !== region ? 'qg-cell--edge-bottom' : '',
              col === 0 || regions[cell - 1] !== region ? 'qg-cell--edge-left' : '',
              col === size - 1 || regions[cell + 1] !== region ? 'qg-cell--edge-right' : '',
              conflict ? GRID_CELL_CONFLICT : '',
              hintCells.has(cell) ? 'qg-cell--hint' : '',
            ];
            return (
              <div
                key={col}
                role="gridcell"
                className={classes.filter(Boolean).join(' ')}
                data-row={row}
                data-col={col}
                data-region={region}
                data-mark={mark === QUEEN ? 'queen' : mark === CROSS ? 'cross' : auto ? 'auto-cross' : 'empty'}
                data-conflict={conflict || undefined}
                aria-label={`Row ${row + 1}, column ${col + 1}, ${regionName(region)}, ${markLabel(mark, auto)}${conflict ? ', clashes with another queen' : ''}`}
                {...grid.cellProps(row, col)}
              >
                {regionLetters && (
                  <span className="qg-cell__letter" aria-hidden="true">
                    {regionLetter(region)}
                  </span>
                )}
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
