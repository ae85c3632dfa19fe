import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Cell } from './grid-cursor';
import { rovingTarget, useRovingGrid } from './useRovingGrid';

function Board({ rows = 3, cols = 4, onActivate, cursor, onCursorChange }: { rows?: number; cols?: number; onActivate?: (cell: Cell) => void; cursor?: Cell; onCursorChange?: (cell: Cell) => void }) {
  const grid = useRovingGrid({ rows, cols, onActivate, cursor, onCursorChange });
  return (
    <>
      <button type="button">Before</button>
      <div role="grid" aria-label="Board" onKeyDown={grid.onKeyDown}>
        {Array.from({ length: rows }, (_, row) => (
          <div role="row" key={row}>
            {Array.from({ length: cols }, (_, col) => (
              <div role="gridcell" key={col} aria-label={`r${row}c${col}`} {...grid.cellProps(row, col)} />
            ))}
          </div>
        ))}
      </div>
      <button type="button" onClick={() => grid.setCursor({ row: 2, col: 3 })}>
        Jump
      </button>
    </>
  );
}

const cell = (row: number, col: number) => screen.getByRole('gridcell', { name: `r${row}c${col}` });
const tabbable = () => screen.getAllByRole('gridcell').filter((el) => el.tabIndex === 0);

describe('useRovingGrid', () => {
  it('keeps exactly one cell in the Tab order, and Tab enters the grid on it', async () => {
    render(<Board />);
    expect(tabbable()).toEqual([cell(0, 0)]);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(cell(0, 0)).toHaveFocus();
    expect(cell(0, 0)).toHaveAttribute('aria-selected', 'true');
    expect(cell(0, 1)).toHaveAttribute('aria-selected', 'false');
    // Tab leaves the grid instead of walking through its cells.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Jump' })).toHaveFocus();
  });

  it('moves focus with the arrow keys, clamped at the edges, and with Home, End, Ctrl+Home and Ctrl+End', async () => {
    render(<Board />);
    const user = userEvent.setup();
    act(() => cell(0, 0).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(cell(1, 2)).toHaveFocus();
    expect(tabbable()).toEqual([cell(1, 2)]);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(cell(0, 2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(0, 3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell(0, 0)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell(2, 3)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell(0, 0)).toHaveFocus();
    expect(tabbable()).toEqual([cell(0, 0)]);
  });

  it('activates the cursor cell with Enter and Space', async () => {
    const onActivate = jest.fn();
    render(<Board onActivate={onActivate} />);
    const user = userEvent.setup();
    act(() => cell(0, 0).focus());
    await user.keyboard('{ArrowDown}{Enter}{ArrowRight} ');
    expect(onActivate.mock.calls).toEqual([[{ row: 1, col: 0 }], [{ row: 1, col: 1 }]]);
  });

  it('follows a click or focus on a cell', async () => {
    render(<Board />);
    await userEvent.setup().click(cell(2, 1));
    expect(cell(2, 1)).toHaveFocus();
    expect(tabbable()).toEqual([cell(2, 1)]);
  });

  it('setCursor moves the Tab stop without taking focus from outside the grid', async () => {
    render(<Board />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jump' }));
    expect(tabbable()).toEqual([cell(2, 3)]);
    expect(screen.getByRole('button', { name: 'Jump' })).toHaveFocus();
  });

  it('leaves modified arrows (browser and game shortcuts) alone', async () => {
    render(<Board />);
    const user = userEvent.setup();
    act(() => cell(1, 1).focus());
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Alt>}{ArrowLeft}{/Alt}{Control>}{ArrowDown}{/Control}');
    expect(cell(1, 1)).toHaveFocus();
  });

  it('works with a cursor the game owns', async () => {
    function Owned() {
      const [cursor, setCursor] = useState<Cell>({ row: 1, col: 1 });
      return (
        <>
          <Board cursor={cursor} onCursorChange={setCursor} />
          <output>{`${cursor.row},${cursor.col}`}</output>
        </>
      );
    }
    render(<Owned />);
    expect(tabbable()).toEqual([cell(1, 1)]);
    const user = userEvent.setup();
    act(() => cell(1, 1).focus());
    await user.keyboard('{ArrowLeft}');
    expect(cell(1, 0)).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('1,0');
  });

  it('moves focus when the cursor renders, even after a commit that still shows the old cursor', async () => {
    // On a busy page the effects of an earlier update can run after a key press and before the cursor's own
    // render; those must not use up the focus the move owes (the e2e keyboard drills lost focus that way).
    let applyCursor: () => void = () => {};
    function Late() {
      const [cursor, setCursor] = useState<Cell>({ row: 0, col: 0 });
      const [, setOther] = useState(0);
      return (
        <Board
          cursor={cursor}
          onCursorChange={(next) => {
            setOther((n) => n + 1);
            applyCursor = () => setCursor(next);
          }}
        />
      );
    }
    render(<Late />);
    act(() => cell(0, 0).focus());
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(cell(0, 0)).toHaveFocus();
    act(() => applyCursor());
    expect(cell(0, 1)).toHaveFocus();
  });

  it('keeps the cursor inside a grid that shrinks', () => {
    const { result, rerender } = renderHook(({ size }) => useRovingGrid({ rows: size, cols: size, initial: { row: 6, col: 6 } }), { initialProps: { size: 8 } });
    expect(result.current.cursor).toEqual({ row: 6, col: 6 });
    rerender({ size: 5 });
    expect(result.current.cursor).toEqual({ row: 4, col: 4 });
  });
});

describe('rovingTarget', () => {
  it('maps keys to cells', () => {
    expect(rovingTarget({ row: 1, col: 1 }, 'PageDown', 5, 5)).toEqual({ row: 4, col: 1 });
    expect(rovingTarget({ row: 1, col: 1 }, 'PageUp', 5, 5)).toEqual({ row: 0, col: 1 });
    expect(rovingTarget({ row: 1, col: 1 }, 'x', 5, 5)).toBeNull();
  });
});
