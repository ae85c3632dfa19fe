/** @jest-environment jsdom */
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;
const board = () => screen.getByTestId(descriptor.ready.testId);

/** The answer of the problem on the board (from its data attributes). */
function shownAnswer(): number {
  const el = board();
  const left = Number(el.dataset.left);
  const right = Number(el.dataset.right);
  return { add: left + right, sub: left - right, mul: left * right, div: left / right }[el.dataset.op as 'add'];
}

function openGame(query = '?seed=unit&duration=30') {
  window.history.replaceState({}, '', `/game/${SLUG}${query}`);
  return render(<Game slug={SLUG} title="Arithmetic Test" />);
}

function start() {
  act(() => void fireEvent.click(within(board()).getByRole('button', { name: /Start|Play again/ })));
  act(() => void jest.advanceTimersByTime(20));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
});
afterEach(() => jest.useRealTimers());

describe('Arithmetic Game', () => {
  it('advances as soon as the typed answer is right, and the pad types too', () => {
    openGame();
    start();
    const input = screen.getByRole('textbox', { name: /Answer to/ });
    act(() => void fireEvent.change(input, { target: { value: String(shownAnswer() + 1) } }));
    expect(board().dataset.score).toBe('0');
    act(() => void fireEvent.change(input, { target: { value: String(shownAnswer()) } }));
    expect(board().dataset.score).toBe('1');
    expect(screen.getByRole('textbox', { name: /Answer to/ })).toHaveValue('');
    const pad = screen.getByTestId('arithmetic-pad');
    for (const digit of String(shownAnswer())) act(() => void fireEvent.click(within(pad).getByRole('button', { name: digit })));
    expect(board().dataset.score).toBe('2');
  });

  it('ends when time is up, with the score, best and recent scores', async () => {
    openGame();
    start();
    act(() => void fireEvent.change(screen.getByRole('textbox'), { target: { value: String(shownAnswer()) } }));
    act(() => void jest.advanceTimersByTime(31_000));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Time’s up!');
    expect(dialog).toHaveTextContent('New best!');
    expect(within(dialog).getByRole('img', { name: /Recent scores: One score so far: 1/ })).toBeInTheDocument();
    await waitFor(() => expect(storedScoreRecords(SLUG)?.byKey['standard:30s']).toMatchObject({ best: 1, played: 1 }));
    expect(stored('round').round.over).toBe(true);
  });

  it('keeps a round over a reload, held until Resume', () => {
    const first = openGame();
    start();
    act(() => void fireEvent.change(screen.getByRole('textbox'), { target: { value: String(shownAnswer()) } }));
    act(() => void jest.advanceTimersByTime(5_000));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    first.unmount();
    openGame('?seed=unit&duration=30');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Resume' })));
    expect(board().dataset.state).toBe('playing');
    expect(board().dataset.score).toBe('1');
    expect(stored('round').clock.elapsedMs).toBeGreaterThanOrEqual(5_000);
  });

  it('Esc quits without scoring', () => {
    openGame();
    start();
    act(() => void fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' }));
    expect(board().dataset.state).toBe('ready');
    expect(storedScoreRecords(SLUG)?.byKey ?? {}).toEqual({});
  });

  it('discards a corrupt save', () => {
    window.localStorage.setItem(`games:${SLUG}:round`, JSON.stringify({ v: 1, data: { round: { score: 'x' } } }));
    window.localStorage.setItem(`games:${SLUG}:settings`, JSON.stringify({ v: 1, data: { preset: 'nope' } }));
    openGame('');
    expect(board().dataset.state).toBe('ready');
  });
});
