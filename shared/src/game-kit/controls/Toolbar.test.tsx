import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClearButton, HintButton, RedoButton, Toolbar, UndoButton } from './Toolbar';

/** The puzzle frame's row of tools. */
function PuzzleTools({ finished = false, hintsUsed = 0 }: { finished?: boolean; hintsUsed?: number }) {
  return (
    <Toolbar label="Puzzle tools">
      <UndoButton onClick={jest.fn()} />
      <RedoButton onClick={jest.fn()} disabled />
      <ClearButton onClick={jest.fn()} disabled={finished} />
      <HintButton onClick={jest.fn()} disabled={finished} used={hintsUsed} />
      <button type="button">Check</button>
    </Toolbar>
  );
}

describe('toolbar pieces', () => {
  it('puts the tools in a named toolbar, with their shortcuts', () => {
    render(<PuzzleTools />);
    const toolbar = screen.getByRole('toolbar', { name: 'Puzzle tools' });
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-keyshortcuts', expect.stringContaining('Control+Y'));
    expect(screen.getByRole('button', { name: 'Hint' })).toHaveAttribute('aria-keyshortcuts', 'H');
  });

  it('counts hints used and disables clear and hint once finished', () => {
    render(<PuzzleTools hintsUsed={2} finished />);
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
});
