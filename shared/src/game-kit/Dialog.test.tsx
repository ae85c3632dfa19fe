import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open help</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="How to play" actions={<button onClick={() => setOpen(false)}>Got it</button>}>
        <p>Slide the tiles.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is closed until opened, then labelled by its heading', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const dialog = screen.getByRole('dialog', { name: 'How to play' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('Slide the tiles.')).toBeVisible();
  });

  it('closes with Esc and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open help' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and with an action', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses showModal and answers the native cancel event where the browser supports it', async () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open help' }));
      expect(showModal).toHaveBeenCalledTimes(1);
      const cancel = new Event('cancel', { cancelable: true });
      act(() => void screen.getByRole('dialog').dispatchEvent(cancel));
      expect(cancel.defaultPrevented).toBe(true);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
    }
  });
  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    close.focus();
    await user.tab();
    expect(gotIt).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(gotIt).toHaveFocus();
  });

  it('hands focus to its fallback on close when it opened with nothing focused', async () => {
    function SelfOpening() {
      const [open, setOpen] = useState(true);
      const frame = useRef<HTMLDivElement>(null);
      return (
        <div ref={frame} tabIndex={-1} data-testid="frame">
          <Dialog open={open} onClose={() => setOpen(false)} title="How to play" fallbackFocus={frame} />
        </div>
      );
    }
    const user = userEvent.setup();
    render(<SelfOpening />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('frame')).toHaveFocus();
  });

  it('holds back the focus ring when opened by a click, shows it from the first key, and at once when opened by a key', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const dialog = screen.getByRole('dialog');
    // Focus placement is unchanged: only the ring (CSS on [data-quiet-focus]) waits for the keyboard.
    expect(dialog).toHaveAttribute('data-quiet-focus');
    await user.keyboard('{Tab}');
    expect(dialog).not.toHaveAttribute('data-quiet-focus');
    await user.click(screen.getByRole('button', { name: 'Got it' }));

    screen.getByRole('button', { name: 'Open help' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-quiet-focus');
  });
});
