import { fireEvent, render } from '@testing-library/react';
import { useGridDrag, type GridDragHandlers } from './useGridDrag';

function Grid({ handlers }: { handlers: GridDragHandlers }) {
  const drag = useGridDrag(handlers);
  return (
    <div data-testid="grid" {...drag}>
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <div key={`${row}-${col}`} data-row={row} data-col={col} data-testid={`c${row}${col}`}>
            <span data-testid={`inner${row}${col}`} />
          </div>
        )),
      )}
    </div>
  );
}

function pointer(type: string, init: Record<string, unknown>): Event {
  // jsdom has no PointerEvent; a MouseEvent carrying pointer fields is what React reads.
  const { pointerId = 1, pointerType = 'touch', ...mouse } = init;
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: 0, clientY: 0, ...mouse });
  Object.assign(event, { pointerId, pointerType });
  return event;
}

describe('useGridDrag', () => {
  let target: Element | null = null;
  beforeEach(() => {
    document.elementFromPoint = jest.fn(() => target);
  });

  it('starts on the pressed cell, enters each new cell once, fills skipped cells and ends on release', () => {
    const handlers = { onStart: jest.fn(), onEnter: jest.fn(), onEnd: jest.fn() };
    const { getByTestId } = render(<Grid handlers={handlers} />);
    const grid = getByTestId('grid');

    fireEvent(getByTestId('inner00'), pointer('pointerdown', { button: 0 }));
    expect(handlers.onStart).toHaveBeenCalledWith({ row: 0, col: 0 }, expect.anything());

    target = getByTestId('inner00');
    fireEvent(grid, pointer('pointermove', {}));
    expect(handlers.onEnter).not.toHaveBeenCalled();

    target = getByTestId('c02');
    fireEvent(grid, pointer('pointermove', {}));
    expect(handlers.onEnter.mock.calls.map(([cell]) => cell)).toEqual([
      { row: 0, col: 1 },
      { row: 0, col: 2 },
    ]);

    target = getByTestId('c02');
    fireEvent(grid, pointer('pointermove', {}));
    expect(handlers.onEnter).toHaveBeenCalledTimes(2);

    fireEvent(grid, pointer('pointerup', {}));
    expect(handlers.onEnd).toHaveBeenCalledTimes(1);

    target = getByTestId('c22');
    fireEvent(grid, pointer('pointermove', {}));
    expect(handlers.onEnter).toHaveBeenCalledTimes(2);
  });

  it('ignores presses outside cells and non-primary mouse buttons', () => {
    const handlers = { onStart: jest.fn(), onEnter: jest.fn(), onEnd: jest.fn() };
    const { getByTestId } = render(<Grid handlers={handlers} />);
    target = null;
    fireEvent(getByTestId('grid'), pointer('pointerdown', { button: 0 }));
    fireEvent(getByTestId('c11'), pointer('pointerdown', { button: 2, pointerType: 'mouse' }));
    expect(handlers.onStart).not.toHaveBeenCalled();
  });

  it('ends the drag on pointercancel', () => {
    const handlers = { onStart: jest.fn(), onEnter: jest.fn(), onEnd: jest.fn() };
    const { getByTestId } = render(<Grid handlers={handlers} />);
    fireEvent(getByTestId('c11'), pointer('pointerdown', { button: 0 }));
    fireEvent(getByTestId('grid'), pointer('pointercancel', {}));
    expect(handlers.onEnd).toHaveBeenCalledTimes(1);
  });
});
