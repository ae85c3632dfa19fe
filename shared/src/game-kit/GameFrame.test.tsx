import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { GameFrame } from './GameFrame';
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
    expect(screen.getByRole('dialog', { name: 'How to play' })).toHaveTextContent('Match three.');
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
    expect(screen.getByRole('dialog', { name: 'How to play' })).toBeInTheDocument();
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
    const dialog = screen.getByRole('dialog', { name: 'Solved!' });
    expect(dialog).toHaveTextContent('Time');
    expect(dialog).toHaveTextContent('2:10');
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ResultDialog', () => {
  it('renders nothing without a result', () => {
    render(<ResultDialog result={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
