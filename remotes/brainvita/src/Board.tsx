import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { cellName, CELLS, colOf, hasPeg, isHole, rowOf, SIZE, type Board as PegBoard, type LayoutId } from './logic/board';

export interface BoardProps {
  layout: LayoutId;
  board: PegBoard;
  /** The picked peg. */
  picked: number | null;
  /** Holes the picked peg can land in. */
  targets: readonly number[];
  /** Cells the last hint points at. */
  hinted: readonly number[];
  over: boolean;
  testId: string;
  /** A press (click, tap, Enter, Space) on a hole. */
  onPress(cell: number): void;
  /** A drag from a peg dropped on a hole. */
  onDrop(from: number, to: number): void;
}

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The board: one tab stop (the kit's roving grid); arrows move over holes, skipping the corners. */
export function Board({ layout, board, picked, targets, hinted, over, testId, onPress, onDrop }: BoardProps) {
  const grid = useRovingGrid({ rows: SIZE, cols: SIZE, initial: { row: 3, col: 3 }, onActivate: ({ row, col }) => onPress(row * SIZE + col), selectCursor: false });
  // The cursor as the keys left it, so keys pressed faster than a render still add up.
  const cursor = useRef(grid.cursor);
  useEffect(() => {
    cursor.current = grid.cursor;
  }, [grid.cursor]);
  const drag = useRef<{ from: number; x: number; y: number; moved: boolean } | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (!step) {
      grid.onKeyDown(event);
      return;
    }
    event.preventDefault();
    let { row, col } = cursor.current;
    do {
      row += step[0];
      col += step[1];
    } while (row >= 0 && row < SIZE && col >= 0 && col < SIZE && !isHole(layout, row, col));
    if (!isHole(layout, row, col)) return;
    cursor.current = { row, col };
    grid.setCursor({ row, col }, { focus: true });
    // Once the new cursor cell has rendered, make sure focus is on it (keys can outrun renders).
    requestAnimationFrame(() => grid.focus());
  };

  const cellAt = (x: number, y: number): number | null => {
    const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]');
    return element ? Number(element.dataset.cell) : null;
  };
  const onPointerDown = (event: PointerEvent, cell: number) => {
    if (!hasPeg(board, cell) || over) return;
    drag.current = { from: cell, x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (d && Math.hypot(event.clientX - d.x, event.clientY - d.y) > 8) d.moved = true;
  };
  const onPointerUp = (event: PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d?.moved) return;
    const to = cellAt(event.clientX, event.clientY);
    if (to !== null && to !== d.from) onDrop(d.from, to);
  };

  const cells: ReactElement[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const row = rowOf(cell);
    const col = colOf(cell);
    if (!isHole(layout, row, col)) {
      cells.push(<div key={cell} className="bv__void" role="presentation" />);
      continue;
    }
    const peg = hasPeg(board, cell);
    const isPicked = picked === cell;
    const isTarget = targets.includes(cell);
    const label = `${cellName(cell)}, ${peg ? 'peg' : 'empty hole'}${isPicked ? ', picked' : ''}${isTarget ? ', landing hole' : ''}${hinted.includes(cell) ? ', hint' : ''}`;
    cells.push(
      <div
        key={cell}
        role="gridcell"
        className={[
          'bv__hole',
          peg && 'bv__hole--peg',
          isPicked && 'bv__hole--picked',
          isTarget && 'bv__hole--target',
          hinted.includes(cell) && 'bv__hole--hint',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-label={label}
        data-cell={cell}
        data-peg={peg}
        data-row={row}
        data-col={col}
        onClick={() => {
          if (!drag.current?.moved) onPress(cell);
        }}
        onPointerDown={(event) => onPointerDown(event, cell)}
        {...grid.cellProps(row, col)}
      >
        {peg && <span className="bv__peg" aria-hidden="true" />}
        {isTarget && <span className="bv__mark" aria-hidden="true" />}
      </div>,
    );
  }

  return (
    <div
      role="grid"
      aria-label={`${layout === 'english' ? 'English' : 'French'} peg solitaire board`}
      className={`bv__board${over ? ' bv__board--over' : ''}`}
      data-testid={testId}
      data-layout={layout}
      data-state={over ? 'over' : 'playing'}
      data-board={board}
      onKeyDown={onKeyDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
    >
      {Array.from({ length: SIZE }, (_, row) => (
        <div role="row" className="bv__row" key={row}>
          {cells.slice(row * SIZE, row * SIZE + SIZE)}
        </div>
      ))}
    </div>
  );
}
