/** @jest-environment jsdom */
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { sequenceOf } from './logic/sequence';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;

function openGame() {
  const view = render(<Game slug={SLUG} title="Sequence Test" />);
  return { view, board: screen.getByTestId(descriptor.ready.testId) };
}

const pads = (board: HTMLElement) => within(board).getAllByRole('gridcell');
/** Runs the playback's chain of timeouts (each frame schedules the next after it renders). */
function runPlayback() {
  for (let i = 0; i < 60; i++) act(() => void jest.advanceTimersByTime(250));
}

// A busy machine (several suites side by side) can take more than the default 5 s per view test.
jest.setTimeout(20_000);

describe('sequence memory', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
    window.history.replaceState({}, '', `/game/${SLUG}?seed=unit&mode=grid9`);
  });
  afterEach(() => jest.useRealTimers());

  it('plays the sequence, ignores presses meanwhile, then takes the repeat and grows', () => {
    const { board } = openGame();
    const sequence = sequenceOf('unit', 9, 3);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    expect(board).toHaveAttribute('data-phase', 'playback');
    act(() => void fireEvent.click(pads(board)[sequence[0]]));
    expect(board).toHaveAttribute('data-phase', 'playback');
    act(() => void jest.advanceTimersByTime(700));
    expect(pads(board)[sequence[0]]).toHaveAttribute('data-state', 'lit');
    runPlayback();
    expect(board).toHaveAttribute('data-phase', 'input');
    act(() => void fireEvent.click(pads(board)[sequence[0]]));
    expect(board).toHaveAttribute('data-level', '2');
    runPlayback();
    act(() => void fireEvent.keyDown(window, { key: 'q', code: 'KeyQ' }));
    // Q is the top-left pad: right or wrong, the game has moved on.
    expect(board.getAttribute('data-phase') === 'over' || sequence[0] === 0).toBe(true);
  });

  it('ends at a mistake, records the best level and shows the result', async () => {
    const { board } = openGame();
    const [first, second] = sequenceOf('unit', 9, 2);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    runPlayback();
    act(() => void fireEvent.click(pads(board)[first]));
    runPlayback();
    act(() => void fireEvent.click(pads(board)[first]));
    act(() => void fireEvent.click(pads(board)[(second + 1) % 9]));
    expect(board).toHaveAttribute('data-phase', 'over');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Level 1');
    await waitFor(() => expect(storedScoreRecords(SLUG)?.byKey.grid9?.best).toBe(1));
  });

  it('keeps the game after a reload and plays its sequence again', () => {
    const first = openGame();
    const [a] = sequenceOf('unit', 9, 1);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start' })));
    runPlayback();
    act(() => void fireEvent.click(pads(first.board)[a]));
    first.view.unmount();
    window.history.replaceState({}, '', `/game/${SLUG}`);
    const second = openGame();
    expect(second.board).toHaveAttribute('data-level', '2');
    expect(second.board).toHaveAttribute('data-phase', 'playback');
  });

  it('keeps sound off until the player turns it on, and remembers it', () => {
    openGame();
    const sound = screen.getByRole('switch', { name: /Sound/ });
    expect(sound).not.toBeChecked();
    act(() => void fireEvent.click(sound));
    expect(stored('settings').sound).toBe(true);
  });
});
