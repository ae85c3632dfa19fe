import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { GameFrame, useFrameBoardSpace, type BoardSpace } from './GameFrame';
import { useGameTimer } from './useGameTimer';
import { ResultDialog } from './ResultDialog';

beforeEach(() => window.localStorage.clear());

function markHelpSeen(gameKey: string) {
  window.localStorage.setItem(`games:${gameKey}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
}

describe('GameFrame', () => {
  it('shows the title, stats, timer, toolbar and body', () => {
    markHelpSeen('demo');
    render(
      <GameFrame
        gameKey="demo"
        title="Demo Game"
        howToPlay={<p>Rules</p>}
        timerMs={65_000}
        stats={[{ label: 'Score', value: 120 }, { label: 'Best', value: 300 }]}
        toolbar={<button>Easy</button>}
      >
        <div>Board here</div>
      </GameFrame>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Demo Game' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1:05');
    expect(screen.getByText('Score').nextSibling).toHaveTextContent('120');
    expect(screen.getByText('Best').nextSibling).toHaveTextContent('300');
    expect(screen.getByRole('button', { name: 'Easy' })).toBeInTheDocument();
    expect(screen.getByText('Board here')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens how-to-play on the first visit only, and again from its button', async () => {
    const user = userEvent.setup();
    const view = render(
      <GameFrame gameKey="first" title="First" howToPlay={<p>Match three.</p>}>
        <div />
      </GameFrame>,
    );
    // The dialogs load in their own chunk the first time one opens.
    expect(await screen.findByRole('dialog', { name: 'How to play' })).toHaveTextContent('Match three.');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // It opened by itself, so focus goes to the frame: the next Tab enters the game, not the page after it.
    expect(screen.getByRole('region', { name: 'First' })).toHaveFocus();
    view.unmount();

    render(
      <GameFrame gameKey="first" title="First" howToPlay={<p>Match three.</p>}>
        <div />
      </GameFrame>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    expect(await screen.findByRole('dialog', { name: 'How to play' })).toBeInTheDocument();
  });

  it('calls onRestart from its labelled button', async () => {
    markHelpSeen('r');
    const onRestart = jest.fn();
    render(
      <GameFrame gameKey="r" title="R" howToPlay="" onRestart={onRestart} restartLabel="Restart">
        <div />
      </GameFrame>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Restart' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('hides the body behind a pause cover with Resume', async () => {
    markHelpSeen('p');
    const onResume = jest.fn();
    render(
      <GameFrame gameKey="p" title="P" howToPlay="" paused onResume={onResume}>
        <button>Cell</button>
      </GameFrame>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
    expect(screen.queryByRole('button', { name: 'Cell' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume' }));
    expect(onResume).toHaveBeenCalled();
  });

  it('shows a result with its figures and actions, and can be dismissed', async () => {
    markHelpSeen('res');
    const user = userEvent.setup();
    const onPlayAgain = jest.fn();
    function Harness() {
      const [finished] = useState(true);
      const result = useMemo(
        () =>
          finished
            ? {
                title: 'Solved!',
                lines: [{ label: 'Time', value: '2:10' }],
                primaryAction: { label: 'Play again', onClick: onPlayAgain },
                secondaryAction: { label: 'Share', onClick: () => undefined },
              }
            : null,
        [finished],
      );
      return (
        <GameFrame gameKey="res" title="Res" howToPlay="" result={result}>
          <div />
        </GameFrame>
      );
    }
    render(<Harness />);
    const panel = await screen.findByRole('dialog', { name: 'Solved!' });
    expect(panel).toHaveTextContent('Time');
    expect(panel).toHaveTextContent('2:10');
    // Not modal: the board's frame stays usable, and focus starts at the result's heading.
    expect(panel.tagName).not.toBe('DIALOG');
    expect(screen.getByRole('heading', { name: 'Solved!' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalled();
    // Hidden to look at the board, then brought back, with focus following.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show result' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    expect(await screen.findByRole('dialog', { name: 'Solved!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solved!' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show result' })).toBeInTheDocument();
  });
});

describe('GameFrame, the result', () => {
  const solved = (time: string) => ({ title: 'Solved!', lines: [{ label: 'Time', value: time }] });

  it('stays hidden while it stands, even rebuilt on every render, and a result after a new game shows again', async () => {
    markHelpSeen('res2');
    const user = userEvent.setup();
    const frame = (result: ReturnType<typeof solved> | null) => (
      <GameFrame gameKey="res2" title="Res" howToPlay="" result={result}>
        <div />
      </GameFrame>
    );
    const { rerender } = render(frame(solved('0:10')));
    await screen.findByRole('dialog', { name: 'Solved!' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    rerender(frame(solved('0:10')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show result' })).toBeInTheDocument();
    // A new game clears the result; the next one shows by itself, its heading focused.
    rerender(frame(null));
    expect(screen.queryByRole('button', { name: 'Show result' })).not.toBeInTheDocument();
    rerender(frame(solved('0:20')));
    expect(await screen.findByRole('dialog', { name: 'Solved!' })).toHaveTextContent('0:20');
    expect(screen.getByRole('heading', { name: 'Solved!' })).toHaveFocus();
  });
});

describe('GameFrame, board first', () => {
  it('puts the mode/level control in the header beside help and restart', () => {
    markHelpSeen('c');
    render(
      <GameFrame gameKey="c" title="C" howToPlay="" onRestart={() => undefined} controls={<select aria-label="Puzzle" />}>
        <div />
      </GameFrame>,
    );
    const header = screen.getByRole('combobox', { name: 'Puzzle' }).closest('header');
    expect(header).toContainElement(screen.getByRole('button', { name: 'How to play' }));
    expect(header).toContainElement(screen.getByRole('button', { name: 'New game' }));
  });

  it("starts no clock under the first visit's help: the time counts from Got it", async () => {
    jest.useFakeTimers();
    function Timed() {
      const timer = useGameTimer({ running: true });
      return (
        <GameFrame gameKey="clock" title="Clock" howToPlay={<p>Rules</p>} timerMs={timer.elapsedMs}>
          <div />
        </GameFrame>
      );
    }
    try {
      render(<Timed />);
      await act(async () => void (await jest.advanceTimersByTimeAsync(5000)));
      expect(await screen.findByRole('dialog', { name: 'How to play' })).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent('0:00');
      act(() => screen.getByRole('button', { name: 'Got it' }).click());
      await act(async () => void (await jest.advanceTimersByTimeAsync(3000)));
      expect(screen.getByRole('timer')).toHaveTextContent('0:03');
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds one polite live region that reads the announcement', () => {
    markHelpSeen('a');
    const view = render(
      <GameFrame gameKey="a" title="A" howToPlay="">
        <div />
      </GameFrame>,
    );
    const region = screen.getByTestId('game-announcement');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    view.rerender(
      <GameFrame gameKey="a" title="A" howToPlay="" announcement="Row 2 done">
        <div />
      </GameFrame>,
    );
    // The same element, present before the text arrived, so screen readers read the change.
    expect(screen.getByTestId('game-announcement')).toBe(region);
    expect(region).toHaveTextContent('Row 2 done');
    expect(view.container.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
  });

  it("shows the board's message under the board, as a status read once, its line kept while there is none", () => {
    markHelpSeen('m');
    const frame = (message: { text: string; tone?: 'rule' | 'info' } | null) => (
      <GameFrame gameKey="m" title="M" howToPlay="" message={message}>
        <div data-testid="board" />
      </GameFrame>
    );
    const view = render(frame(null));
    const line = screen.getByTestId('game-message');
    expect(line).toHaveAttribute('role', 'status');
    expect(line).toBeEmptyDOMElement();
    // Right after the board, inside the frame's body (the pause cover hides it with the board).
    expect(screen.getByTestId('board').nextElementSibling).toBe(line);

    view.rerender(frame({ text: 'Row 1 has three suns in a row.' }));
    expect(screen.getByTestId('game-message')).toBe(line);
    expect(line).toHaveTextContent(/^⚠Row 1 has three suns in a row\.$/);
    // The sign is drawn, not read: the words are the message.
    expect(line.querySelector('[aria-hidden="true"]')).toHaveTextContent('⚠');
    expect(line).toHaveAttribute('data-tone', 'rule');
    // The frame's announcer does not say it a second time.
    expect(screen.getByTestId('game-announcement')).toBeEmptyDOMElement();

    view.rerender(frame({ text: 'Par 3 · best ★★☆', tone: 'info' }));
    expect(line).toHaveTextContent(/^Par 3 · best ★★☆$/);
    expect(line).toHaveAttribute('data-tone', 'info');
  });

  it('has no message line for a game that passes no message', () => {
    markHelpSeen('n');
    render(
      <GameFrame gameKey="n" title="N" howToPlay="">
        <div />
      </GameFrame>,
    );
    expect(screen.queryByTestId('game-message')).not.toBeInTheDocument();
  });

  it('keeps the toolbar in place while its content comes and goes', () => {
    markHelpSeen('t');
    const view = render(
      <GameFrame gameKey="t" title="T" howToPlay="" toolbar={false}>
        <div />
      </GameFrame>,
    );
    const slot = view.container.querySelector('.gk-frame__toolbar');
    expect(slot).toBeInTheDocument();
    view.rerender(
      <GameFrame gameKey="t" title="T" howToPlay="" toolbar={<button>Pause</button>}>
        <div />
      </GameFrame>,
    );
    expect(view.container.querySelector('.gk-frame__toolbar')).toBe(slot);
    expect(slot).toContainElement(screen.getByRole('button', { name: 'Pause' }));
  });

  it('gives the board the space it measured, as CSS properties and to the game', () => {
    markHelpSeen('m');
    // jsdom lays nothing out: give the body a box 360 wide whose top is 200px down a 667px screen.
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const box = this.classList.contains('gk-frame__body')
        ? { left: 8, top: 200, width: 360, height: 100 }
        : this.classList.contains('gk-frame__toolbar')
          ? { left: 8, top: 310, width: 360, height: 44 }
          : { left: 0, top: 0, width: 0, height: 0 };
      return { ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height, toJSON: () => box } as DOMRect;
    });
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 667 });
    let seen: BoardSpace | null = null;
    function Board() {
      seen = useFrameBoardSpace();
      return null;
    }
    try {
      render(
        <GameFrame gameKey="m" title="M" howToPlay="" toolbar={<button>Undo</button>}>
          <Board />
        </GameFrame>,
      );
      // Height: 667 - 200 (top) - 44 (toolbar under) - 10 (its gap, none in jsdom: 0) - 12 (margin) = 411.
      const frame = screen.getByRole('region', { name: 'M' });
      expect(frame.style.getPropertyValue('--gk-board-size')).toBe('360px');
      expect(frame.style.getPropertyValue('--gk-board-max-height')).toBe('411px');
      expect(seen).toEqual({ size: 360, width: 360, height: 411, toolbar: 'under' });
    } finally {
      rect.mockRestore();
      delete (document.documentElement as { clientHeight?: number }).clientHeight;
    }
  });
});

describe('ResultDialog', () => {
  it('renders nothing without a result', () => {
    render(<ResultDialog result={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
