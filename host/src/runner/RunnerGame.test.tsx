import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RunnerGame } from './RunnerGame';

/** Manual animation frames: the test decides when frames run and what time they report. */
let pendingFrames: Map<number, FrameRequestCallback>;
let nextHandle: number;
let now: number;

beforeEach(() => {
  pendingFrames = new Map();
  nextHandle = 1;
  now = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    const handle = nextHandle++;
    pendingFrames.set(handle, callback);
    return handle;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => {
    pendingFrames.delete(handle);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** Runs animation frames covering `ms` of time at 60 fps (plus the first, baseline frame). */
function playFor(ms: number) {
  const frameMs = 1000 / 60;
  const target = now + ms;
  act(() => {
    runFrame();
    while (now < target - 1e-9 && pendingFrames.size > 0) {
      now = Math.min(now + frameMs, target);
      runFrame();
    }
  });
}

function runFrame() {
  const callbacks = [...pendingFrames.values()];
  pendingFrames.clear();
  callbacks.forEach((callback) => callback(now));
}

const score = () => screen.getByTestId('runner-score');

describe('RunnerGame', () => {
  it('shows the start overlay and a labelled, focusable game area', () => {
    render(<RunnerGame />);
    expect(screen.getByText('Press Space or Click to Start')).toBeInTheDocument();
    const stage = screen.getByRole('application', { name: /press space or the up arrow/i });
    expect(stage).toHaveAttribute('tabindex', '0');
    expect(score()).toHaveTextContent('Score: 0');
  });

  it('does not run before the start', () => {
    render(<RunnerGame />);
    playFor(2000);
    expect(score()).toHaveTextContent('Score: 0');
  });

  it('starts on Space and counts the score with time', async () => {
    const user = userEvent.setup();
    render(<RunnerGame />);
    await user.keyboard(' ');
    expect(screen.queryByText('Press Space or Click to Start')).not.toBeInTheDocument();
    playFor(1000);
    expect(score()).toHaveTextContent('Score: 10');
  });

  it('starts on the Up arrow while the game area has focus', async () => {
    const user = userEvent.setup();
    render(<RunnerGame />);
    screen.getByRole('application').focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.queryByText('Press Space or Click to Start')).not.toBeInTheDocument();
  });

  it('starts on a click on the game area and lifts the character', async () => {
    const user = userEvent.setup();
    render(<RunnerGame />);
    await user.click(screen.getByRole('application'));
    expect(screen.queryByText('Press Space or Click to Start')).not.toBeInTheDocument();
    playFor(250);
    expect(screen.getByTestId('runner-character').style.transform).toBe('translateY(-100px)');
  });

  it('prevents page scrolling on handled keys only', () => {
    render(<RunnerGame />);
    const handled = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(handled);
    });
    expect(handled.defaultPrevented).toBe(true);
    const other = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(other);
    });
    expect(other.defaultPrevented).toBe(false);
  });

  it('leaves Space alone in inputs and on buttons', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Search" />
        <button type="button">Elsewhere</button>
        <RunnerGame />
      </>,
    );
    await user.click(screen.getByLabelText('Search'));
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard(' {ArrowUp}');
    expect(screen.getByText('Press Space or Click to Start')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue(' ');
  });

  it('ends with Game Over and the score, and Restart resets and runs again', async () => {
    const user = userEvent.setup();
    render(<RunnerGame />);
    const stage = screen.getByRole('application');
    stage.focus();
    await user.keyboard(' ');
    playFor(10_000);

    expect(screen.getByText('Game Over')).toBeInTheDocument();
    const finalScore = Number(score().textContent?.replace(/\D/g, ''));
    expect(finalScore).toBeGreaterThan(15);
    expect(screen.getByText(`Score: ${finalScore}`, { selector: '.runner__final-score' })).toBeInTheDocument();
    expect(screen.getAllByTestId('runner-obstacle').length).toBeGreaterThan(0);
    // The run is over: more time changes nothing.
    playFor(1000);
    expect(score()).toHaveTextContent(`Score: ${finalScore}`);

    const restartButton = screen.getByRole('button', { name: 'Restart' });
    expect(restartButton).toHaveFocus();
    await user.click(restartButton);
    expect(screen.queryByText('Game Over')).not.toBeInTheDocument();
    expect(score()).toHaveTextContent('Score: 0');
    expect(screen.queryAllByTestId('runner-obstacle')).toHaveLength(0);
    expect(stage).toHaveFocus();
    playFor(500);
    expect(score()).toHaveTextContent('Score: 5');
  });

  it('pauses while the tab is hidden', async () => {
    const user = userEvent.setup();
    render(<RunnerGame />);
    await user.keyboard(' ');
    playFor(500);
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(pendingFrames.size).toBe(0);
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Time away from the tab is not counted: the first frame back only sets the baseline.
    now += 60_000;
    playFor(200);
    expect(score()).toHaveTextContent('Score: 7');
  });
});
