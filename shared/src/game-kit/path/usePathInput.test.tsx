import { fireEvent, render } from '@testing-library/react';
import { gridNeighbours, gridPosition } from './adjacency';
import type { PathRules } from './path';
import { usePathInput, type PathTarget } from './usePathInput';

const neighbours = gridNeighbours({ rows: 3, cols: 3, moves: 'orthogonal' });
const rules: PathRules = { neighbours: (c) => neighbours[c], canStart: (c) => c === 0, position: gridPosition(3) };

function Board({ path, commit, refuse }: { path: number[]; commit: (p: number[]) => void; refuse?: (c: number | null) => void }) {
  const target: PathTarget = { rules, path, commit };
  const input = usePathInput({ target, enabled: true, keyStart: () => 0, refuse });
  return (
    <div data-testid="board" tabIndex={0} onKeyDown={input.onKeyDown} {...input.pointer} data-shown={input.shown.join(',')}>
      {Array.from({ length: 9 }, (_, cell) => (
        <div key={cell} data-cell={cell} data-testid={`c${cell}`} />
      ))}
    </div>
  );
}

function pointer(type: string, init: Record<string, unknown> = {}): Event {
  const { pointerId = 1, pointerType = 'touch', ...mouse } = init;
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: 0, clientY: 0, ...mouse });
  Object.assign(event, { pointerId, pointerType });
  return event;
}

describe('usePathInput', () => {
  let under: Element | null = null;
  beforeEach(() => {
    document.elementFromPoint = jest.fn(() => under);
  });

  it('draws live while dragging (gaps filled) and commits once on release', () => {
    const commit = jest.fn();
    const { getByTestId } = render(<Board path={[]} commit={commit} />);
    const board = getByTestId('board');
    fireEvent(getByTestId('c0'), pointer('pointerdown', { button: 0 }));
    under = getByTestId('c2');
    fireEvent(board, pointer('pointermove'));
    expect(board.getAttribute('data-shown')).toBe('0,1,2');
    under = getByTestId('c1');
    fireEvent(board, pointer('pointermove'));
    expect(board.getAttribute('data-shown')).toBe('0,1');
    expect(commit).not.toHaveBeenCalled();
    fireEvent(board, pointer('pointerup'));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith([0, 1]);
  });

  it('a cancelled drag commits nothing', () => {
    const commit = jest.fn();
    const { getByTestId } = render(<Board path={[]} commit={commit} />);
    fireEvent(getByTestId('c0'), pointer('pointerdown', { button: 0 }));
    fireEvent(getByTestId('board'), pointer('pointercancel'));
    expect(commit).not.toHaveBeenCalled();
  });

  it('arrow keys extend from the start, step back, and Backspace retracts; a blocked key is refused', () => {
    const commit = jest.fn();
    const refuse = jest.fn();
    const { getByTestId, rerender } = render(<Board path={[]} commit={commit} refuse={refuse} />);
    fireEvent.keyDown(getByTestId('board'), { key: 'ArrowRight' });
    expect(commit).toHaveBeenLastCalledWith([0, 1]);
    rerender(<Board path={[0, 1]} commit={commit} refuse={refuse} />);
    fireEvent.keyDown(getByTestId('board'), { key: 'ArrowLeft' });
    expect(commit).toHaveBeenLastCalledWith([0]);
    fireEvent.keyDown(getByTestId('board'), { key: 'Backspace' });
    expect(commit).toHaveBeenLastCalledWith([0]);
    fireEvent.keyDown(getByTestId('board'), { key: 'ArrowUp' });
    expect(refuse).toHaveBeenCalledWith(null);
  });
});
