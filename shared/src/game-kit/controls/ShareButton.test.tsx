import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from './ShareButton';

describe('ShareButton', () => {
  it('falls back to the clipboard where there is no share sheet, and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    const onOutcome = jest.fn();
    render(<ShareButton text="Queens daily 2026-11-23 ⏱ 1:05" onOutcome={onOutcome} navigator={{ clipboard: { writeText } }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share result' }));
    expect(writeText).toHaveBeenCalledWith('Queens daily 2026-11-23 ⏱ 1:05');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.'));
    expect(onOutcome).toHaveBeenCalledWith('Copied to the clipboard.', 'copied');
  });

  it('uses the share sheet where there is one', async () => {
    const share = jest.fn(() => Promise.resolve());
    render(<ShareButton text="Zip 0:42" navigator={{ share, clipboard: { writeText: jest.fn() } }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share result' }));
    expect(share).toHaveBeenCalledWith({ text: 'Zip 0:42' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Shared.'));
  });

  it('shows the text to copy by hand when neither works', async () => {
    const onOutcome = jest.fn();
    render(<ShareButton text="Tango 2:10" onOutcome={onOutcome} navigator={{ clipboard: { writeText: () => Promise.reject(new Error('denied')) } }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share result' }));
    const copy = await screen.findByRole('textbox', { name: 'Result to copy' });
    expect(copy).toHaveValue('Tango 2:10');
    expect(screen.getByRole('status')).toHaveTextContent(/Could not share/);
    expect(onOutcome).toHaveBeenCalledWith(expect.stringMatching(/Could not share/), 'failed');
  });

  it('says nothing when the player closes the share sheet', async () => {
    const onOutcome = jest.fn();
    const cancelled = Object.assign(new Error('cancel'), { name: 'AbortError' });
    render(<ShareButton text="x" onOutcome={onOutcome} navigator={{ share: () => Promise.reject(cancelled) }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share result' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share result' })).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(onOutcome).not.toHaveBeenCalled();
  });
});
