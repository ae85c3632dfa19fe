import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PuzzleToolbar, type PuzzleToolbarProps } from './PuzzleToolbar';
import { usePuzzleShortcuts } from './usePuzzleShortcuts';

const difficulties = [
  { value: 'easy', label: 'Easy' },
  { value: 'hard', label: 'Hard' },
] as const;

function setup(overrides: Partial<PuzzleToolbarProps> = {}) {
  const props: PuzzleToolbarProps = {
    canUndo: true,
    canRedo: false,
    onUndo: jest.fn(),
    onRedo: jest.fn(),
    onClear: jest.fn(),
    onHint: jest.fn(),
    hintsUsed: 0,
    mode: 'daily',
    onModeChange: jest.fn(),
    difficulty: 'easy',
    difficulties,
    onDifficultyChange: jest.fn(),
    ...overrides,
  };
  render(<PuzzleToolbar {...props} />);
  return props;
}

describe('PuzzleToolbar', () => {
  it('calls the actions and shows disabled states', async () => {
    const props = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(props.onUndo).toHaveBeenCalledTimes(1);
    expect(props.onClear).toHaveBeenCalledTimes(1);
    expect(props.onHint).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('title', expect.stringMatching(/Z\)$/));
  });

  it('switches mode and difficulty', async () => {
    const props = setup();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unlimited' }));
    expect(props.onModeChange).toHaveBeenCalledWith('unlimited');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'hard');
    expect(props.onDifficultyChange).toHaveBeenCalledWith('hard');
  });

  it('counts hints used and disables clear and hint once finished', () => {
    setup({ hintsUsed: 2, finished: true, extra: <button type="button">Check</button> });
    expect(screen.getByRole('button', { name: /Hint/ })).toHaveTextContent('Hint2');
    expect(screen.getByRole('button', { name: /Hint/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check' })).toBeInTheDocument();
  });
});

function ShortcutProbe(props: { onUndo: () => void; onRedo: () => void; onHint: () => void }) {
  usePuzzleShortcuts(props);
  return <input aria-label="Name" />;
}

describe('usePuzzleShortcuts', () => {
  it('maps Ctrl+Z, Ctrl+Y, Shift+Ctrl+Z and H, but not while typing', async () => {
    const handlers = { onUndo: jest.fn(), onRedo: jest.fn(), onHint: jest.fn() };
    render(<ShortcutProbe {...handlers} />);
    const user = userEvent.setup();
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}y{/Control}');
    await user.keyboard('{Shift>}{Control>}Z{/Control}{/Shift}');
    await user.keyboard('h');
    expect(handlers.onUndo).toHaveBeenCalledTimes(1);
    expect(handlers.onRedo).toHaveBeenCalledTimes(2);
    expect(handlers.onHint).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('h');
    expect(handlers.onHint).toHaveBeenCalledTimes(1);
  });
});
