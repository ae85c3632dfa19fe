// The board: renders squares and pieces, and turns pointer (mouse, touch, pen) and keyboard input
// into square picks and drops. It knows nothing of the rules; the game decides what a pick means.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PIECE_NAMES, PieceSvg, type PieceCode } from './Pieces';

export type Orientation = 'w' | 'b';

export interface BoardProps {
  /** Square name → piece code, e.g. 'e1' → 'wK'. */
  pieces: ReadonlyMap<string, PieceCode>;
  orientation: Orientation;
  selected: string | null;
  targets: ReadonlySet<string>;
  lastMove: { from: string; to: string } | null;
  hint: { from: string; to: string } | null;
  checkSquare: string | null;
  /** Whether a drag may start from this square (a piece of the side that may move now). */
  canDrag: (square: string) => boolean;
  /** A click, tap or Enter on a square. */
  onPick: (square: string) => void;
  /** A piece dragged from one square and released over another. */
  onDrop: (from: string, to: string) => void;
  label: string;
}

const FILES = 'abcdefgh';

export function squaresInOrder(orientation: Orientation): string[] {
  const out: string[] = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const file = orientation === 'w' ? col : 7 - col;
      const rank = orientation === 'w' ? 8 - row : row + 1;
      out.push(`${FILES[file]}${rank}`);
    }
  }
  return out;
}

/** The square one step away in screen direction (dx, dy), or the same square at the edge. */
export function stepSquare(square: string, dx: number, dy: number, orientation: Orientation): string {
  const sign = orientation === 'w' ? 1 : -1;
  const file = Math.min(7, Math.max(0, FILES.indexOf(square[0]) + dx * sign));
  const rank = Math.min(8, Math.max(1, Number(square[1]) - dy * sign));
  return `${FILES[file]}${rank}`;
}

const isDark = (square: string) => (FILES.indexOf(square[0]) + Number(square[1])) % 2 === 1;

function describeSquare(square: string, piece: PieceCode | undefined): string {
  return piece ? `${square}, ${piece[0] === 'w' ? 'white' : 'black'} ${PIECE_NAMES[piece[1]]}` : `${square}, empty`;
}

interface Drag {
  from: string;
  pointerId: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  moved: boolean;
  wasSelected: boolean;
}

export function Board({ pieces, orientation, selected, targets, lastMove, hint, checkSquare, canDrag, onPick, onDrop, label }: BoardProps) {
  const [focusSquare, setFocusSquare] = useState<string>(orientation === 'w' ? 'e2' : 'e7');
  const [drag, setDrag] = useState<Drag | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const squareRefs = useRef(new Map<string, HTMLDivElement>());
  const order = squaresInOrder(orientation);

  const squareAt = (x: number, y: number): string | null => {
    const el = boardRef.current;
    if (!el) return null;
    const rect = el.getBoundingClientRect();
    const col = Math.floor(((x - rect.left) / rect.width) * 8);
    const row = Math.floor(((y - rect.top) / rect.height) * 8);
    if (col < 0 || col > 7 || row < 0 || row > 7) return null;
    return order[row * 8 + col];
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button > 0) return; // primary button, touch or pen only
    const hit = event.target instanceof Element ? event.target.closest('[data-square]')?.getAttribute('data-square') : null;
    const square = hit ?? squareAt(event.clientX, event.clientY);
    if (!square) return;
    event.preventDefault();
    setFocusSquare(square);
    squareRefs.current.get(square)?.focus({ preventScroll: true });
    const wasSelected = square === selected;
    // A second press on the selected piece waits for release: a tap deselects it, a drag moves it.
    if (!wasSelected) onPick(square);
    if (canDrag(square)) {
      boardRef.current?.setPointerCapture?.(event.pointerId);
      setDrag({ from: square, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, x: event.clientX, y: event.clientY, moved: false, wasSelected });
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const moved = drag.moved || Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) > 6;
    setDrag({ ...drag, x: event.clientX, y: event.clientY, moved });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (cancelled) return;
    if (!drag.moved) {
      if (drag.wasSelected) onPick(drag.from);
      return;
    }
    const to = squareAt(event.clientX, event.clientY);
    if (to && to !== drag.from) onDrop(drag.from, to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      const next = stepSquare(focusSquare, step[0], step[1], orientation);
      setFocusSquare(next);
      squareRefs.current.get(next)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(focusSquare);
    }
  };

  const boardRect = boardRef.current?.getBoundingClientRect();
  const ghostSize = boardRect ? boardRect.width / 8 : 0;

  return (
    <div
      ref={boardRef}
      className={`chess-board${drag?.moved ? ' chess-board--dragging' : ''}`}
      role="grid"
      aria-label={label}
      data-testid="chess-board"
      data-orientation={orientation}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endDrag(e, false)}
      onPointerCancel={(e) => endDrag(e, true)}
      onKeyDown={onKeyDown}
    >
      {[0, 1, 2, 3, 4, 5, 6, 7].map((row) => (
        <div role="row" className="chess-board__row" key={row}>
          {order.slice(row * 8, row * 8 + 8).map((square, col) => {
            const piece = pieces.get(square);
            const classes = ['chess-square', isDark(square) ? 'chess-square--dark' : 'chess-square--light'];
            if (lastMove && (lastMove.from === square || lastMove.to === square)) classes.push('chess-square--last');
            if (selected === square) classes.push('chess-square--selected');
            if (hint && (hint.from === square || hint.to === square)) classes.push('chess-square--hint');
            if (checkSquare === square) classes.push('chess-square--check');
            const isTarget = targets.has(square);
            const dragging = drag?.moved && drag.from === square;
            return (
              <div
                key={square}
                ref={(el) => {
                  if (el) squareRefs.current.set(square, el);
                  else squareRefs.current.delete(square);
                }}
                role="gridcell"
                className={classes.join(' ')}
                data-square={square}
                data-piece={piece}
                tabIndex={square === focusSquare ? 0 : -1}
                aria-label={describeSquare(square, piece) + (isTarget ? ', legal move' : '')}
                aria-selected={selected === square}
                onFocus={() => setFocusSquare(square)}
              >
                {piece && <PieceSvg piece={piece} className={dragging ? 'chess-piece--lifted' : undefined} />}
                {isTarget && <span className={piece ? 'chess-square__ring' : 'chess-square__dot'} aria-hidden="true" />}
                {/* Edge coordinates are drawn from data-coord by CSS: as text they would sit inside the square's
                    name ("a4, empty") without being part of it, which confuses speech input. */}
                {col === 0 && <span className="chess-square__rank" data-coord={square[1]} aria-hidden="true" />}
                {row === 7 && <span className="chess-square__file" data-coord={square[0]} aria-hidden="true" />}
              </div>
            );
          })}
        </div>
      ))}
      {drag?.moved && pieces.get(drag.from) && boardRect && (
        <div
          className="chess-ghost"
          style={{ width: ghostSize, height: ghostSize, left: drag.x - boardRect.left - ghostSize / 2, top: drag.y - boardRect.top - ghostSize / 2 }}
          aria-hidden="true"
        >
          <PieceSvg piece={pieces.get(drag.from)!} />
        </div>
      )}
    </div>
  );
}
