import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Keypad, type KeypadKey } from './Keypad';
import { digitRange, type KeypadPress } from './keypad-keys';
import { useKeypadKeys } from './useKeypadKeys';

describe('Keypad', () => {
  it('shows digits with how many are left, tools, and reports presses', async () => {
    const pressed: KeypadPress[] = [];
    const keys: KeypadKey[] = digitRange(1, 9).map((digit) => ({ kind: 'digit', digit, left: digit === 9 ? 0 : 2, disabled: digit === 9 }));
    render(
      <Keypad
        keys={keys}
        tools={[{ kind: 'erase' }, { kind: 'notes', on: false }, { kind: 'tool', id: 'fill', label: 'Fill notes' }]}
        onPress={(press) => pressed.push(press)}
        testId="pad"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^3 ?, 2 left$/ }));
    expect(screen.getByRole('button', { name: /^9 ?, none left$/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Erase' }));
    await userEvent.click(screen.getByRole('button', { name: /^Notes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Fill notes' }));
    expect(pressed).toEqual([{ kind: 'digit', digit: 3 }, { kind: 'erase' }, { kind: 'notes' }, { kind: 'tool', id: 'fill' }]);
    expect(screen.getByRole('group', { name: 'Digits' })).toBeInTheDocument();
  });

  it('says "Note" on digits in notes mode and marks the toggle pressed', () => {
    render(<Keypad keys={[{ kind: 'digit', digit: 4 }]} tools={[{ kind: 'notes', on: true }]} notesMode onPress={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Note 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Notes/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Note digits' })).toBeInTheDocument();
  });

  it('has minus and submit keys for answers, all off when disabled', async () => {
    const pressed: KeypadPress[] = [];
    const { rerender } = render(
      <Keypad keys={[{ kind: 'digit', digit: 0 }, { kind: 'minus' }, { kind: 'submit', label: 'Go' }]} onPress={(p) => pressed.push(p)} columns={3} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Minus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(pressed).toEqual([{ kind: 'minus' }, { kind: 'submit' }]);
    rerender(<Keypad keys={[{ kind: 'digit', digit: 0 }]} onPress={() => undefined} disabled />);
    expect(screen.getByRole('button', { name: '0' })).toBeDisabled();
  });
});

function Typing() {
  const root = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState('');
  useKeypadKeys({
    enabled: true,
    root,
    map: { digits: digitRange(0, 9), erase: true, minus: true, submit: true },
    onPress: (press) =>
      setTyped((t) =>
        press.kind === 'digit' ? t + press.digit : press.kind === 'minus' ? `${t}-` : press.kind === 'erase' ? t.slice(0, -1) : press.kind === 'submit' ? `${t}!` : t,
      ),
  });
  return (
    <div ref={root}>
      <output>{typed}</output>
      <input aria-label="elsewhere" />
    </div>
  );
}

describe('useKeypadKeys', () => {
  it('maps keyboard digits, minus, Backspace and Enter, and leaves typing fields alone', async () => {
    render(<Typing />);
    await userEvent.keyboard('-12{Backspace}0{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('-10!');
    await userEvent.click(screen.getByRole('textbox', { name: 'elsewhere' }));
    await userEvent.keyboard('5');
    expect(screen.getByRole('status')).toHaveTextContent('-10!');
  });
});
