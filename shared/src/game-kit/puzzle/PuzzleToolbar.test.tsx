import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClearButton, HintButton, ModeLevelPicker, PuzzleToolbar, RedoButton, Toolbar, UndoButton, type PuzzleToolbarProps } from './PuzzleToolbar';
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

  it('switches mode and difficulty through the one picker', async () => {
    const props = setup();
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Puzzle' });
    expect(picker).toHaveDisplayValue('Daily puzzle');
    // The same level in Unlimited only switches the mode.
    await user.selectOptions(picker, 'Easy');
    expect(props.onModeChange).toHaveBeenCalledWith('unlimited');
    // Another level is a difficulty change (which means Unlimited), not two calls.
    await user.selectOptions(picker, 'Hard');
    expect(props.onDifficultyChange).toHaveBeenCalledWith('hard');
    expect(props.onModeChange).toHaveBeenCalledTimes(1);
  });

  it('returns to Daily from Unlimited', async () => {
    const props = setup({ mode: 'unlimited', difficulty: 'hard' });
    const picker = screen.getByRole('combobox', { name: 'Puzzle' });
    expect(picker).toHaveDisplayValue('Hard');
    await userEvent.setup().selectOptions(picker, 'Daily puzzle');
    expect(props.onModeChange).toHaveBeenCalledWith('daily');
    expect(props.onDifficultyChange).not.toHaveBeenCalled();
  });

  it('puts the tools in a named toolbar, with their shortcuts', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Puzzle tools' });
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-keyshortcuts', expect.stringContaining('Control+Y'));
    expect(screen.getByRole('button', { name: 'Hint' })).toHaveAttribute('aria-keyshortcuts', 'H');
  });

  it('counts hints used and disables clear and hint once finished', () => {
    setup({ hintsUsed: 2, finished: true, extra: <button type="button">Check</button> });
    expect(screen.getByRole('button', { name: /Hint/ })).toHaveTextContent('Hint2');
    expect(screen.getByRole('button', { name: /Hint/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check' })).toBeInTheDocument();
  });
});

describe('toolbar pieces, used alone', () => {
  it('compose into any toolbar; arrow keys, Home and End move between enabled tools', async () => {
    const onUndo = jest.fn();
    render(
      <Toolbar label="Tools">
        <UndoButton onClick={onUndo} />
        <RedoButton onClick={jest.fn()} disabled />
        <ClearButton onClick={jest.fn()} />
        <HintButton onClick={jest.fn()} used={1} />
      </Toolbar>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    // Redo is disabled, so focus skips it.
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /Hint/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: /Hint/ })).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(onUndo).toHaveBeenCalledTimes(1);
    // Every tool has a text label beside its icon.
    expect(screen.getByRole('button', { name: 'Undo' }).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: /Hint/ })).toHaveTextContent('Hint1');
  });

  it('ModeLevelPicker is one control for the mode and the level', async () => {
    const onChange = jest.fn();
    render(<ModeLevelPicker mode="unlimited" level="easy" levels={difficulties} onChange={onChange} />);
    const picker = screen.getByRole('combobox', { name: 'Puzzle' });
    expect(picker).toHaveDisplayValue('Easy');
    const user = userEvent.setup();
    await user.selectOptions(picker, 'Daily puzzle');
    await user.selectOptions(picker, 'Hard');
    expect(onChange.mock.calls).toEqual([['daily'], ['unlimited', 'hard']]);
  });

  it("ModeLevelPicker's closed control can show short words for the daily, the list keeping the full ones", async () => {
    const onChange = jest.fn();
    const { container, rerender } = render(
      <ModeLevelPicker mode="daily" level="easy" levels={difficulties} dailyLabel="Daily · Hard 7×7" dailyShortLabel="Daily" onChange={onChange} />,
    );
    const picker = screen.getByRole('combobox', { name: 'Puzzle' });
    // Screen readers and the list: the full words; the closed box: the full words on wide screens, the short on phones.
    expect(picker).toHaveDisplayValue('Daily · Hard 7×7');
    expect(container.querySelector('.gk-select__shown-full')).toHaveTextContent('Daily · Hard 7×7');
    expect(container.querySelector('.gk-select__shown-short')).toHaveTextContent(/^Daily$/);
    await userEvent.setup().selectOptions(picker, 'Hard');
    expect(onChange).toHaveBeenCalledWith('unlimited', 'hard');
    rerender(<ModeLevelPicker mode="unlimited" level="hard" levels={difficulties} dailyLabel="Daily · Hard 7×7" dailyShortLabel="Daily" onChange={onChange} />);
    expect(container.querySelector('.gk-select__shown-short')).toHaveTextContent(/^Hard$/);
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
