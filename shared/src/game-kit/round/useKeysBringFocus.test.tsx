import { act, render } from '@testing-library/react';
import { useKeysBringFocus } from './useKeysBringFocus';

const ARROWS = new Set(['ArrowDown', ' ']);

function Probe({ enabled = true, focusBoard }: { enabled?: boolean; focusBoard: () => void }) {
  useKeysBringFocus(ARROWS, focusBoard, { enabled });
  return (
    <section tabIndex={-1} data-testid="frame">
      <button type="button">Hint</button>
    </section>
  );
}

const press = (target: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => void target.dispatchEvent(event));
  return event;
};

describe('useKeysBringFocus', () => {
  it('brings focus to the board for its keys pressed on the page, and keeps the page from scrolling', () => {
    const focusBoard = jest.fn();
    const view = render(<Probe focusBoard={focusBoard} />);
    const event = press(view.getByTestId('frame'), 'ArrowDown');
    expect(focusBoard).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves other keys, keys on a control, and a disabled board alone', () => {
    const focusBoard = jest.fn();
    const view = render(<Probe focusBoard={focusBoard} />);
    expect(press(view.getByTestId('frame'), 'a').defaultPrevented).toBe(false);
    expect(press(view.getByRole('button', { name: 'Hint' }), ' ').defaultPrevented).toBe(false);
    view.rerender(<Probe enabled={false} focusBoard={focusBoard} />);
    press(view.getByTestId('frame'), 'ArrowDown');
    expect(focusBoard).not.toHaveBeenCalled();
  });
});
