import { useGridDrag } from '@games/shared/game-kit/grid/useGridDrag';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { useKeysBringFocus } from '@games/shared/game-kit/round/useKeysBringFocus';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { placementCells, type Cell, type Placement } from './logic/cells';
import { snapLine } from './logic/selection';

export interface BoardProps {
  rows: readonly string[];
  /** Found words with their colour index. */
  found: ReadonlyArray<{ placement: Placement; colour: number }>;
  hintCell: Cell | null;
  /** A finished line of cells; the game decides whether it is a word (true when it was). */
  onSelect: (cells: Cell[]) => boolean;
  disabled?: boolean;
  label: string;
  /** The player touched or keyed the grid (starts the clock). */
  onInteract?: () => void;
  /** The grid's test id (the help's example has its own). */
  testId?: string;
}

/** Keys that bring focus from the page to the board. */
const BOARD_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'Enter']);

const sameCell = (a: Cell | null, b: Cell | null) => !!a && !!b && a.row === b.row && a.col === b.col;

/** A capsule from the centre of the first cell to the centre of the last, in cell units. */
function Capsule({ cells, className }: { cells: readonly Cell[]; className: string }) {
  const first = cells[0];
  const last = cells[cells.length - 1];
  return <line className={className} x1={first.col + 0.5} y1={first.row + 0.5} x2={last.col + 0.5} y2={last.row + 0.5} />;
}

/**
 * The letter grid: drag across a word, tap its first then last letter, or walk the cursor with the arrow keys
 * and press Enter or Space on the first and last letter. Found words are drawn as coloured capsules.
 */
export function Board({ rows, found, hintCell, onSelect, disabled = false, label, onInteract, testId = 'word-search-grid' }: BoardProps) {
  const size = rows.length;
  const [anchor, setAnchor] = useState<Cell | null>(null);
  const [preview, setPreview] = useState<Cell[] | null>(null);
  const dragging = useRef<{ start: Cell; last: Cell; moved: boolean } | null>(null);
  // A line that was not a word, shown briefly so the player sees the miss.
  const [miss, setMiss] = useState<{ cells: Cell[]; key: number } | null>(null);
  useEffect(() => {
    if (!miss) return;
    const timeout = setTimeout(() => setMiss(null), 450);
    return () => clearTimeout(timeout);
  }, [miss]);

  const cancel = () => {
    setAnchor(null);
    setPreview(null);
  };
  const finish = (cells: Cell[]) => {
    cancel();
    if (!onSelect(cells) && cells.length > 1) setMiss((previous) => ({ cells, key: (previous?.key ?? 0) + 1 }));
  };
  /** A tap or Enter: the first marks the start, the second (elsewhere) the end; the start again cancels. */
  const choose = (cell: Cell) => {
    if (!anchor) {
      setAnchor(cell);
      setPreview([cell]);
    } else if (sameCell(anchor, cell)) cancel();
    else finish(snapLine(anchor, cell, size));
  };

  const grid = useRovingGrid({
    rows: size,
    cols: size,
    selectCursor: false,
    onActivate(cell) {
      if (disabled) return;
      onInteract?.();
      choose(cell);
    },
    onCursorChange(cell) {
      if (anchor) setPreview(snapLine(anchor, cell, size));
    },
  });

  const drag = useGridDrag({
    onStart(cell) {
      if (disabled) return;
      onInteract?.();
      dragging.current = { start: cell, last: cell, moved: false };
      grid.setCursor(cell);
      setPreview(anchor ? snapLine(anchor, cell, size) : [cell]);
    },
    onEnter(cell) {
      const current = dragging.current;
      if (!current) return;
      current.last = cell;
      current.moved ||= !sameCell(cell, current.start);
      if (current.moved) setPreview(snapLine(current.start, cell, size));
    },
    onEnd() {
      const current = dragging.current;
      dragging.current = null;
      if (!current) return;
      if (current.moved) finish(snapLine(current.start, current.last, size));
      else choose(current.start);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    if (grid.onKeyDown(event)) {
      onInteract?.();
      return;
    }
    if (event.key === 'Escape' && (anchor || preview)) {
      event.preventDefault();
      cancel();
    }
  };
  // Arrows, Space or Enter pressed while focus rests on the page (the game frame after the help dialog closed)
  // bring focus to the board's cursor instead of scrolling the page; the board's own keys take over from there.
  useKeysBringFocus(BOARD_KEYS, grid.focus, { enabled: !disabled });
  // Focus given to the grid itself (a script, a skip link) goes on to the cursor cell.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) grid.focus();
  };

  const selecting = new Set(preview?.map((c) => `${c.row},${c.col}`));

  return (
    <div
      className={`ws-board${disabled ? ' ws-board--disabled' : ''}`}
      style={{ ['--ws-n' as string]: size }}
      role="grid"
      aria-label={label}
      aria-rowcount={size}
      aria-colcount={size}
      tabIndex={-1}
      data-testid={testId}
      data-size={size}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      {...drag}
    >
      <svg className="ws-board__marks" viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        {found.map(({ placement, colour }) => (
          <Capsule key={placement.word} cells={placementCells(placement)} className={`ws-mark ws-mark--${colour}`} />
        ))}
        {miss && <Capsule key={`miss-${miss.key}`} cells={miss.cells} className="ws-mark ws-mark--miss" />}
        {preview && <Capsule cells={preview} className="ws-mark ws-mark--preview" />}
      </svg>
      {rows.map((letters, row) => (
        <div role="row" className="ws-row" key={row}>
          {letters.split('').map((letter, col) => {
            const isSelecting = selecting.has(`${row},${col}`);
            const classes = ['ws-cell'];
            if (isSelecting) classes.push('ws-cell--selecting');
            if (sameCell(hintCell, { row, col })) classes.push('ws-cell--hint');
            return (
              <div
                key={col}
                role="gridcell"
                className={classes.join(' ')}
                aria-label={`${letter}, row ${row + 1}, column ${col + 1}`}
                aria-selected={isSelecting}
                data-row={row}
                data-col={col}
                data-letter={letter}
                {...grid.cellProps(row, col)}
              >
                {letter}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
