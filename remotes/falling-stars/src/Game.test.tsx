import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Game from './Game';

function setUrl(search: string) {
  window.history.replaceState({}, '', `/game/falling-stars${search}`);
}

function markHelpSeen() {
  window.localStorage.setItem('games:falling-stars:how-to-play-seen', JSON.stringify({ v: 1, data: true }));
}

const wrapper = () => screen.getByTestId('falling-stars');

beforeEach(() => {
  window.localStorage.clear();
  setUrl('?seed=unit');
  // jsdom has no canvas; the game must still run without drawing.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

describe('Falling Stars view', () => {
  it('shows how to play on the first visit only', async () => {
    const { unmount } = render(<Game slug="falling-stars" title="Falling Stars" />);
    expect(await screen.findByRole('dialog', { name: 'How to play' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    unmount();
    render(<Game slug="falling-stars" title="Falling Stars" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts, pauses and resumes from the keyboard, exposing the state for tests', () => {
    markHelpSeen();
    render(<Game slug="falling-stars" title="Falling Stars" />);
    expect(wrapper()).toHaveAttribute('data-state', 'ready');
    expect(wrapper()).toHaveAttribute('data-lives', '3');
    expect(wrapper()).toHaveAttribute('data-score', '0');
    expect(screen.getByTestId('falling-stars-canvas')).toBeInTheDocument();
    // The in-play HUD is DOM text over the canvas.
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(wrapper()).toHaveAttribute('data-state', 'running');
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(wrapper()).toHaveAttribute('data-state', 'paused');
    expect(screen.getByText('Paused')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(wrapper()).toHaveAttribute('data-state', 'running');
  });

  it('pauses by itself when the window loses focus', () => {
    markHelpSeen();
    render(<Game slug="falling-stars" title="Falling Stars" />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(wrapper()).toHaveAttribute('data-state', 'running');
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(wrapper()).toHaveAttribute('data-state', 'paused');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
  });

  it('takes the starting lives from ?lives=', () => {
    markHelpSeen();
    setUrl('?seed=unit&lives=1');
    render(<Game slug="falling-stars" title="Falling Stars" />);
    expect(wrapper()).toHaveAttribute('data-lives', '1');
  });

  it('ignores a corrupt best score', async () => {
    markHelpSeen();
    window.localStorage.setItem('games:falling-stars:best', '{not json');
    render(<Game slug="falling-stars" title="Falling Stars" />);
    expect(wrapper()).toHaveAttribute('data-state', 'ready');
    // Discarded when the records' store has loaded, after the first paint.
    await waitFor(() => expect(window.localStorage.getItem('games:falling-stars:best')).toBeNull());
  });

  it("shows the best score kept before the kit's score path, and the Pause button only pauses a running game", () => {
    markHelpSeen();
    window.localStorage.setItem('games:falling-stars:best', JSON.stringify({ v: 1, data: { score: 42, combo: 5 } }));
    render(<Game slug="falling-stars" title="Falling Stars" />);
    expect(screen.getByText('Best').nextElementSibling).toHaveTextContent('42');
    const pauseButton = screen.getByRole('button', { name: 'Pause' });
    expect(pauseButton).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(pauseButton).toBeEnabled();
    fireEvent.click(pauseButton);
    expect(wrapper()).toHaveAttribute('data-state', 'paused');
  });

  it('remembers the Calm effects choice across a reload', () => {
    const { unmount } = render(<Game slug="falling-stars" title="Falling Stars" />);
    const calm = screen.getByRole('switch', { name: 'Calm effects' });
    expect(calm).not.toBeChecked();
    fireEvent.click(calm);
    expect(calm).toBeChecked();
    unmount();
    render(<Game slug="falling-stars" title="Falling Stars" />);
    expect(screen.getByRole('switch', { name: 'Calm effects' })).toBeChecked();
  });
});
