import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
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
}

const sameCell = (a: Cell | null, b: Cell | null) => !!a && !!b && a.row === b.row && a.col === b.col;

/** A capsule from the centre of the first cell to the centre of the last, in cell units. */
function Capsule({ cells, className }: { cells: readonly Cell[]; className: string }) {
  const first = cells[0];
  const last = cells[cells.length - 1];
  return <line className={className} x1={first.col + 0.5} y1={first.row + 0.5} x2={last.col + 0.5} y2={last.row + 0.5} />;
}

/** The letter grid: drag, tap-tap or keyboard selection, with found words drawn as coloured capsules. */
export function Board({ rows, found, hintCell, onSelect, disabled = false, label, onInteract }: BoardProps) {
  const size = rows.length;
  const id = useId();
  const boardRef = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<Cell>({ row: 0, col: 0 });
  const [anchor, setAnchor] = useState<Cell | null>(null);
  const [preview, setPreview] = useState<Cell[] | null>(null);
  const drag = useRef<{ start: Cell; moved: boolean; pointerId: number } | null>(null);
  const [showCursor, setShowCursor] = useState(false);
  // A line that was not a word, shown briefly so the player sees the miss.
  const [miss, setMiss] = useState<{ cells: Cell[]; key: number } | null>(null);
  useEffect(() => {
    if (!miss) return;
    const t = setTimeout(() => setMiss(null), 450);
    return () => clearTimeout(t);
  }, [miss]);

  const cellAt = (event: PointerEvent): Cell => {
    const rect = boardRef.current!.getBoundingClientRect();
    const clamp = (v: number) => Math.max(0, Math.min(size - 1, v));
    return {
      row: clamp(Math.floor(((event.clientY - rect.top) / rect.height) * size)),
      col: clamp(Math.floor(((event.clientX - rect.left) / rect.width) * size)),
    };
  };

  const cancel = () => {
    setAnchor(null);
    setPreview(null);
    drag.current = null;
  };

  const finish = (cells: Cell[]) => {
    cancel();
    if (!onSelect(cells) && cells.length > 1) setMiss((m) => ({ cells, key: (m?.key ?? 0) + 1 }));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    onInteract?.();
    boardRef.current?.focus({ preventScroll: true });
    setShowCursor(false);
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic events (tests) have no capturable pointer.
    }
    const cell = cellAt(event);
    drag.current = { start: cell, moved: false, pointerId: event.pointerId };
    setCursor(cell);
    setPreview(anchor ? snapLine(anchor, cell, size) : [cell]);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const cell = cellAt(event);
    if (!sameCell(cell, d.start)) d.moved = true;
    if (d.moved) setPreview(snapLine(d.start, cell, size));
    setCursor(cell);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    const cell = cellAt(event);
    if (d.moved) {
      finish(snapLine(d.start, cell, size));
    } else if (!anchor) {
      // Tap-first, tap-last: the first tap anchors the start.
      setAnchor(cell);
      setPreview([cell]);
    } else if (sameCell(anchor, cell)) {
      cancel();
    } else {
      finish(snapLine(anchor, cell, size));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    onInteract?.();
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = moves[event.key];
    if (step) {
      event.preventDefault();
      setShowCursor(true);
      const next = {
        row: Math.max(0, Math.min(size - 1, cursor.row + step[0])),
        col: Math.max(0, Math.min(size - 1, cursor.col + step[1])),
      };
      setCursor(next);
      if (anchor) setPreview(snapLine(anchor, next, size));
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setShowCursor(true);
      if (!anchor) {
        setAnchor(cursor);
        setPreview([cursor]);
      } else if (sameCell(anchor, cursor)) {
        cancel();
      } else {
        finish(snapLine(anchor, cursor, size));
      }
      return;
    }
    if (event.key === 'Escape' && (anchor || preview)) {
      event.preventDefault();
      cancel();
    }
  };

  const previewKeys = new Set(preview?.map((c) => `${c.row},${c.col}`));
  const cellId = (c: Cell) => `${id}-${c.row}-${c.col}`;

  return (
    <div
      ref={boardRef}
      className={`ws-board${disabled ? ' ws-board--disabled' : ''}${showCursor ? ' ws-board--keys' : ''}`}
      style={{ ['--ws-n' as string]: size }}
      role="grid"
      aria-label={label}
      aria-rowcount={size}
      aria-colcount={size}
      aria-activedescendant={cellId(cursor)}
      tabIndex={0}
      data-testid="word-search-grid"
      data-size={size}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={cancel}
      onKeyDown={onKeyDown}
      onBlur={() => setShowCursor(false)}
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
            const cell = { row, col };
            const classes = ['ws-cell'];
            if (sameCell(cursor, cell)) classes.push('ws-cell--cursor');
            if (previewKeys.has(`${row},${col}`)) classes.push('ws-cell--selecting');
            if (sameCell(hintCell, cell)) classes.push('ws-cell--hint');
            return (
              <div
                key={col}
                id={cellId(cell)}
                role="gridcell"
                className={classes.join(' ')}
                aria-label={`${letter}, row ${row + 1}, column ${col + 1}`}
                aria-selected={previewKeys.has(`${row},${col}`)}
                data-row={row}
                data-col={col}
                data-letter={letter}
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
