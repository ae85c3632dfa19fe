import { useGridDrag } from '@games/shared/game-kit/grid/useGridDrag';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import type { Cell } from '@games/shared/game-kit/grid/grid-cursor';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { memo, useMemo, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { satisfiedClues } from './logic/clues';
import type { MarkMove } from './logic/rules';
import { BLANK, CROSSED, FILLED, type Mark, type Marks, type NonogramPuzzle } from './logic/types';

export type Tool = typeof FILLED | typeof CROSSED;

export interface BoardProps {
  puzzle: NonogramPuzzle;
  marks: Marks;
  /** What a tap or drag marks: fill or cross. */
  tool: Tool;
  hinted: readonly number[];
  /** Filled cells shown as wrong (check-on-fill mode); empty otherwise. */
  wrong: ReadonlySet<number>;
  solved: boolean;
  testId: string;
  /** A move; `merge` joins the previous undo step (the later cells of one drag). */
  onMove(move: MarkMove, merge: boolean): void;
  onTouch(): void;
  /** Takes back the marks of a drag the browser or the zoom cancelled (a second finger made it a pinch). */
  onCancelDrag(): void;
}

const MARK_NAMES = ['blank', 'filled', 'crossed'] as const;
const clueText = (clue: readonly number[]) => (clue.length === 0 ? '0' : clue.join(' '));
/** Width of one clue number, in cells. */
const CLUE_SLOT = 0.62;

/** The clues' room: the most numbers in a row's and a column's clue, and the board's side in cells (clues included). */
export function clueLayout({ width, height, rowClues, colClues }: Pick<NonogramPuzzle, 'width' | 'height' | 'rowClues' | 'colClues'>) {
  const rowSlots = Math.max(1, ...rowClues.map((clue) => clue.length));
  const colSlots = Math.max(1, ...colClues.map((clue) => clue.length));
  const units = Math.max(width + rowSlots * CLUE_SLOT, height + colSlots * CLUE_SLOT) + 0.3;
  return { rowSlots, colSlots, units };
}

/** The board's geometry for its CSS (on the board, and on the zoom's box around it). */
export function boardStyle(puzzle: Pick<NonogramPuzzle, 'width' | 'height' | 'rowClues' | 'colClues'>): CSSProperties {
  const { rowSlots, colSlots, units } = clueLayout(puzzle);
  return { '--tg-units': units, '--tg-row-slots': rowSlots, '--tg-col-slots': colSlots, '--tg-width': puzzle.width, '--tg-height': puzzle.height } as CSSProperties;
}

interface Drag {
  start: Cell;
  mark: Mark;
  /** Only cells that had this mark when the drag started change (fill paints blanks; erase takes one mark off). */
  from: Mark;
  axis: 'row' | 'col' | null;
  /** A finger's press marks its cell when it moves on or lifts, so a press that becomes a pinch marks nothing. */
  pending: boolean;
  /** The drag has marked cells (one undo step). */
  marked: boolean;
}

/**
 * The clues and the grid. Tap or click marks a cell with the tool (again to take it off), right-click
 * crosses; a drag paints along the row or column it started in. Keyboard: arrows move, Space/Enter fill,
 * X cross, Delete clears, Shift+arrows carry the cell's mark along.
 */
export const Board = memo(function Board({ puzzle, marks, tool, hinted, wrong, solved, testId, onMove, onTouch, onCancelDrag }: BoardProps) {
  const { width, height, rowClues, colClues, givens } = puzzle;
  const givenSet = useMemo(() => new Set(givens), [givens]);
  const done = useMemo(() => satisfiedClues(width, height, rowClues, colClues, marks), [width, height, rowClues, colClues, marks]);

  const toggle = (cell: number, mark: Tool) => {
    if (solved || givenSet.has(cell)) return;
    onTouch();
    onMove({ cells: [cell], mark: marks[cell] === mark ? BLANK : mark }, false);
  };

  const grid = useRovingGrid({ rows: height, cols: width, onActivate: ({ row, col }) => toggle(row * width + col, FILLED), selectCursor: false });

  const drag = useRef<Drag | null>(null);
  const cancelled = useRef(false);
  const markStart = (current: Drag) => {
    current.pending = false;
    const index = current.start.row * width + current.start.col;
    if (givenSet.has(index)) return;
    current.marked = true;
    onMove({ cells: [index], mark: current.mark }, false);
  };
  const dragProps = useGridDrag({
    onStart(cell, event) {
      if (solved) return;
      const index = cell.row * width + cell.col;
      grid.setCursor(cell);
      const from = marks[index];
      const mark: Mark = from === tool ? BLANK : tool;
      cancelled.current = false;
      const current: Drag = { start: cell, mark, from: from === tool ? tool : BLANK, axis: null, pending: event.pointerType === 'touch', marked: false };
      drag.current = current;
      onTouch();
      if (!current.pending) markStart(current);
    },
    onEnter(cell) {
      const current = drag.current;
      if (!current) return;
      if (current.pending) markStart(current);
      if (!current.axis) {
        if (cell.row === current.start.row && cell.col === current.start.col) return;
        current.axis = cell.row === current.start.row ? 'row' : 'col';
      }
      // The drag keeps to the first line it took: project the pointer onto it.
      const to = current.axis === 'row' ? { row: current.start.row, col: cell.col } : { row: cell.row, col: current.start.col };
      const cells: number[] = [];
      const steps = Math.max(Math.abs(to.row - current.start.row), Math.abs(to.col - current.start.col));
      for (let i = 0; i <= steps; i += 1) {
        const row = current.start.row + Math.sign(to.row - current.start.row) * i;
        const col = current.start.col + Math.sign(to.col - current.start.col) * i;
        const index = row * width + col;
        if (i === 0 || marks[index] === current.from) cells.push(index);
      }
      current.marked = true;
      onMove({ cells, mark: current.mark }, true);
    },
    onEnd() {
      const current = drag.current;
      drag.current = null;
      if (!current) return;
      if (cancelled.current) {
        if (current.marked) onCancelDrag();
      } else if (current.pending) {
        markStart(current);
      }
    },
  });
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    cancelled.current = true;
    dragProps.onPointerCancel(event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (shouldIgnoreGameKey(event)) return;
    const { row, col } = grid.cursor;
    const cell = row * width + col;
    const key = event.key;
    if (key === 'x' || key === 'X') {
      event.preventDefault();
      toggle(cell, CROSSED);
      return;
    }
    if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault();
      if (!solved && !givenSet.has(cell) && marks[cell] !== BLANK) onMove({ cells: [cell], mark: BLANK }, false);
      return;
    }
    if (event.shiftKey && key.startsWith('Arrow')) {
      event.preventDefault();
      const dRow = key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0;
      const dCol = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
      const next = { row: Math.min(height - 1, Math.max(0, row + dRow)), col: Math.min(width - 1, Math.max(0, col + dCol)) };
      const target = next.row * width + next.col;
      grid.setCursor(next, { focus: true });
      const carried = marks[cell];
      if (!solved && carried !== BLANK && target !== cell && !givenSet.has(target) && marks[target] !== carried) onMove({ cells: [target], mark: carried }, false);
      return;
    }
    grid.onKeyDown(event);
  };

  const style = useMemo(() => boardStyle({ width, height, rowClues, colClues }), [width, height, rowClues, colClues]);
  const thick = (i: number, size: number) => (i % 5 === 4 && i < size - 1 ? ' the-grid__cell--edge' : '');

  return (
    <div className={`the-grid__puzzle${solved ? ' the-grid__puzzle--solved' : ''}`} style={style}>
      <div className="the-grid__corner" aria-hidden="true" />
      <div className="the-grid__col-clues" aria-label="Column clues" role="list">
        {colClues.map((clue, col) => (
          <div
            key={col}
            role="listitem"
            className={`the-grid__col-clue${done.cols[col] ? ' the-grid__clue--done' : ''}${grid.cursor.col === col ? ' the-grid__clue--at' : ''}`}
            aria-label={`Column ${col + 1}: ${clueText(clue)}${done.cols[col] ? ', done' : ''}`}
            data-done={done.cols[col]}
          >
            {(clue.length === 0 ? [0] : clue).map((n, i) => (
              <span key={i}>{n}</span>
            ))}
          </div>
        ))}
      </div>
      <div className="the-grid__row-clues" aria-label="Row clues" role="list">
        {rowClues.map((clue, row) => (
          <div
            key={row}
            role="listitem"
            className={`the-grid__row-clue${done.rows[row] ? ' the-grid__clue--done' : ''}${grid.cursor.row === row ? ' the-grid__clue--at' : ''}`}
            aria-label={`Row ${row + 1}: ${clueText(clue)}${done.rows[row] ? ', done' : ''}`}
            data-done={done.rows[row]}
          >
            {(clue.length === 0 ? [0] : clue).map((n, i) => (
              <span key={i}>{n}</span>
            ))}
          </div>
        ))}
      </div>
      <div
        role="grid"
        aria-label={`Picture grid, ${width} by ${height}`}
        className="the-grid__grid"
        data-testid={testId}
        data-state={solved ? 'won' : 'playing'}
        data-width={width}
        onKeyDown={onKeyDown}
        onContextMenu={(event) => event.preventDefault()}
        {...dragProps}
        onPointerCancel={onPointerCancel}
      >
        {Array.from({ length: height }, (_, row) => (
          <div role="row" className="the-grid__row" key={row}>
            {Array.from({ length: width }, (_, col) => {
              const cell = row * width + col;
              const mark = marks[cell];
              const given = givenSet.has(cell);
              const colour = solved && puzzle.solution[cell] === 1 ? puzzle.colours[cell] : undefined;
              return (
                <div
                  key={col}
                  role="gridcell"
                  className={`the-grid__cell the-grid__cell--${MARK_NAMES[mark]}${given ? ' the-grid__cell--given' : ''}${hinted.includes(cell) ? ' the-grid__cell--hint' : ''}${wrong.has(cell) ? ' the-grid__cell--wrong' : ''}${thick(col, width)}${thick(row, height) ? ' the-grid__cell--edge-below' : ''}`}
                  style={colour ? { background: colour, borderColor: colour } : undefined}
                  aria-label={`Row ${row + 1}, column ${col + 1}, ${MARK_NAMES[mark]}${given ? ', given' : ''}${wrong.has(cell) ? ', wrong' : ''}`}
                  data-row={row}
                  data-col={col}
                  data-mark={MARK_NAMES[mark]}
                  data-wrong={wrong.has(cell) || undefined}
                  onContextMenu={(event) => {
                    event.preventDefault();
                    toggle(cell, CROSSED);
                  }}
                  {...grid.cellProps(row, col)}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
});
