// The board: renders squares and pieces, and turns pointer (mouse, touch, pen) and keyboard input into
// square picks and drops. It knows nothing of the rules; the game decides what a pick means.
// Focus is the kit's roving tabindex; dragging is the kit's grid drag plus a floating piece under the pointer.
import { cellAtPoint, useGridDrag } from '@games/shared/game-kit/grid/useGridDrag';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { squareLabel, type PieceCode } from './logic/notation';
import { cellOf, isDarkSquare, squareAt, type Orientation } from './logic/orientation';
import type { BoardTheme, PieceSet } from './logic/settings';
import { PieceSvg } from './Pieces';

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
  theme: BoardTheme;
  pieceSet: PieceSet;
  /** Defaults to 'chess-board' (the how-to-play example names its own). */
  testId?: string;
}

interface Drag {
  from: string;
  /** The square under the pointer (the last one the drag entered on the board). */
  over: string;
  startX: number;
  startY: number;
  x: number;
  y: number;
  /** Moved more than a few pixels or onto another square: a drag, not a tap. */
  moved: boolean;
  wasSelected: boolean;
}

const ROWS = [0, 1, 2, 3, 4, 5, 6, 7];

export function Board(props: BoardProps) {
  const { pieces, orientation, selected, targets, lastMove, hint, checkSquare, label, theme, pieceSet, testId = 'chess-board' } = props;
  const [cursorSquare, setCursorSquare] = useState(orientation === 'w' ? 'e2' : 'e7');
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  const updateDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  // The cursor is a square, so it stays on the same square when the board turns round.
  const grid = useRovingGrid({
    rows: 8,
    cols: 8,
    cursor: cellOf(cursorSquare, orientation),
    onCursorChange: (cell) => setCursorSquare(squareAt(cell.row, cell.col, orientation)),
    onActivate: (cell) => latest.current.onPick(squareAt(cell.row, cell.col, orientation)),
    selectCursor: false,
  });

  const gridDrag = useGridDrag({
    onStart(cell, event) {
      const square = squareAt(cell.row, cell.col, orientation);
      grid.setCursor(cell, { focus: true });
      const { selected: current, canDrag, onPick } = latest.current;
      const wasSelected = square === current;
      // A second press on the selected piece waits for release: a tap deselects it, a drag moves it.
      if (!wasSelected) onPick(square);
      const start = { x: event.clientX, y: event.clientY };
      updateDrag(canDrag(square) ? { from: square, over: square, startX: start.x, startY: start.y, ...start, moved: false, wasSelected } : null);
    },
    onEnter(cell) {
      const current = dragRef.current;
      if (current) updateDrag({ ...current, over: squareAt(cell.row, cell.col, orientation), moved: true });
    },
    onEnd() {
      const current = dragRef.current;
      updateDrag(null);
      if (!current) return;
      if (!current.moved) {
        if (current.wasSelected) latest.current.onPick(current.from);
      } else if (current.over !== current.from) {
        latest.current.onDrop(current.from, current.over);
      }
    },
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button > 0) return; // primary button, touch or pen only
    // No compatibility mouse events (and no text selection): the pick happens here, focus moves by the grid.
    event.preventDefault();
    gridDrag.onPointerDown(event);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = dragRef.current;
    if (current) {
      const moved = current.moved || Math.hypot(event.clientX - current.startX, event.clientY - current.startY) > 6;
      updateDrag({ ...current, x: event.clientX, y: event.clientY, moved });
    }
    gridDrag.onPointerMove(event);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    // Released off the board: the piece goes back.
    if (dragRef.current?.moved && !cellAtPoint(event.clientX, event.clientY)) dragRef.current = null;
    gridDrag.onPointerUp(event);
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    dragRef.current = null;
    gridDrag.onPointerCancel(event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (shouldIgnoreGameKey(event)) return;
    grid.onKeyDown(event);
  };

  const boardRect = drag?.moved ? boardRef.current?.getBoundingClientRect() : undefined;
  const ghostSize = boardRect ? boardRect.width / 8 : 0;
  const dragged = drag?.moved ? pieces.get(drag.from) : undefined;

  return (
    <div
      ref={boardRef}
      className={`chess-board${drag?.moved ? ' chess-board--dragging' : ''}`}
      role="grid"
      aria-label={label}
      data-testid={testId}
      data-orientation={orientation}
      data-theme={theme}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
    >
      {ROWS.map((row) => (
        <div role="row" className="chess-board__row" key={row}>
          {ROWS.map((col) => {
            const square = squareAt(row, col, orientation);
            const piece = pieces.get(square);
            const classes = ['chess-square', isDarkSquare(square) ? 'chess-square--dark' : 'chess-square--light'];
            if (lastMove && (lastMove.from === square || lastMove.to === square)) classes.push('chess-square--last');
            if (selected === square) classes.push('chess-square--selected');
            if (hint && (hint.from === square || hint.to === square)) classes.push('chess-square--hint');
            if (checkSquare === square) classes.push('chess-square--check');
            const isTarget = targets.has(square);
            const lifted = drag?.moved && drag.from === square;
            return (
              <div
                key={square}
                {...grid.cellProps(row, col)}
                role="gridcell"
                className={classes.join(' ')}
                data-row={row}
                data-col={col}
                data-square={square}
                data-piece={piece}
                aria-label={squareLabel(square, piece) + (isTarget ? ', legal move' : '')}
                aria-selected={selected === square}
              >
                {piece && <PieceSvg piece={piece} set={pieceSet} className={lifted ? 'chess-piece--lifted' : undefined} />}
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
      {dragged && boardRect && (
        <div
          className="chess-ghost"
          style={{ width: ghostSize, height: ghostSize, left: drag!.x - boardRect.left - ghostSize / 2, top: drag!.y - boardRect.top - ghostSize / 2 }}
          aria-hidden="true"
        >
          <PieceSvg piece={dragged} set={pieceSet} />
        </div>
      )}
    </div>
  );
}
