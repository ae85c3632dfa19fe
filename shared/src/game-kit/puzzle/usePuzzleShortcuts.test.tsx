import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePuzzleShortcuts } from './usePuzzleShortcuts';

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
