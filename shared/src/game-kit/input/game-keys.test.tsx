import { fireEvent, render, screen } from '@testing-library/react';
import { isTypingTarget, shouldIgnoreGameKey } from './game-keys';

function Page({ onKey, allowCommand = false }: { onKey: (key: string) => void; allowCommand?: boolean }) {
  return (
    <div
      onKeyDown={(event) => {
        if (!shouldIgnoreGameKey(event, { allowCommand })) onKey(event.key);
      }}
    >
      <div role="grid" aria-label="Board" tabIndex={0} />
      <input aria-label="Name" />
      <input type="checkbox" aria-label="Auto-cross" />
      <select aria-label="Level">
        <option>Easy</option>
      </select>
      <textarea aria-label="Notes" />
      <div role="dialog" aria-label="Help">
        <button type="button">Close</button>
      </div>
    </div>
  );
}

describe('shouldIgnoreGameKey', () => {
  it('lets plain keys on the board and on checkboxes through', () => {
    const onKey = jest.fn();
    render(<Page onKey={onKey} />);
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByRole('checkbox'), { key: '1' });
    expect(onKey.mock.calls).toEqual([['ArrowUp'], ['1']]);
  });

  it('ignores typing in a field, a select or a textarea, and keys inside a dialog', () => {
    const onKey = jest.fn();
    render(<Page onKey={onKey} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'h' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Level' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Notes' }), { key: 'z' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Enter' });
    expect(onKey).not.toHaveBeenCalled();
  });

  it('ignores browser shortcuts (Ctrl, Cmd, Alt) unless the game uses Ctrl/Cmd itself', () => {
    const onKey = jest.fn();
    const { unmount } = render(<Page onKey={onKey} />);
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'r', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowLeft', altKey: true });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'z', metaKey: true });
    expect(onKey).not.toHaveBeenCalled();
    unmount();
    render(<Page onKey={onKey} allowCommand />);
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowLeft', altKey: true });
    expect(onKey.mock.calls).toEqual([['z']]);
  });

  it('ignores keys another handler already took, and keys while an IME composes', () => {
    const onKey = jest.fn();
    render(
      <div onKeyDown={(event) => !shouldIgnoreGameKey(event) && onKey(event.key)}>
        <div role="grid" aria-label="Board" tabIndex={0} onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'a', isComposing: true });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'b' });
    expect(onKey.mock.calls).toEqual([['b']]);
  });

  it('ignores keys that reach the page while a modal dialog is open elsewhere', () => {
    const onKey = jest.fn();
    render(
      <>
        <dialog open aria-label="How to play" />
        <div role="grid" aria-label="Board" tabIndex={0} onKeyDown={(event) => !shouldIgnoreGameKey(event) && onKey(event.key)} />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowUp' });
    expect(onKey).not.toHaveBeenCalled();
  });
});

describe('isTypingTarget', () => {
  it('knows text fields from other elements', () => {
    render(
      <>
        <input aria-label="text" />
        <input type="number" aria-label="number" />
        <input type="radio" aria-label="radio" />
        <div contentEditable suppressContentEditableWarning aria-label="editable" role="textbox" />
        <button type="button">Go</button>
      </>,
    );
    expect(isTypingTarget(screen.getByLabelText('text'))).toBe(true);
    expect(isTypingTarget(screen.getByLabelText('number'))).toBe(true);
    expect(isTypingTarget(screen.getByLabelText('radio'))).toBe(false);
    expect(isTypingTarget(screen.getByLabelText('editable'))).toBe(true);
    expect(isTypingTarget(screen.getByRole('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});
