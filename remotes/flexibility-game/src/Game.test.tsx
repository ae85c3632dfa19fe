/** @jest-environment jsdom */
import { storedScoreRecords } from '@games/shared/game-kit/score/test-scores';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { descriptor } from '../game.descriptor';
import Game from './Game';
import { correctAnswer, type Direction, type Rule } from './logic/rules';

const SLUG = descriptor.slug;
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:${SLUG}:${what}`) ?? 'null')?.data;
const board = () => screen.getByTestId(descriptor.ready.testId);

function expected(): Direction {
  const { rule, point, move } = board().dataset;
  return correctAnswer({ rule: rule as Rule, point: point as Direction, move: move as Direction });
}
const press = (key: string) => act(() => void fireEvent.keyDown(window, { key }));
const keyFor = (direction: Direction) => (direction === 'left' ? 'ArrowLeft' : 'ArrowRight');

function openGame(query = '?seed=unit&level=easy&duration=10') {
  window.history.replaceState({}, '', `/game/${SLUG}${query}`);
  return render(<Game slug={SLUG} title="Flexibility Test" />);
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.localStorage.setItem(`games:${SLUG}:how-to-play-seen`, JSON.stringify({ v: 1, data: true }));
});
afterEach(() => jest.useRealTimers());

describe('Flexibility', () => {
  it('practises each rule, then scores a session and shows accuracy and switch cost', async () => {
    openGame();
    expect(board().dataset.state).toBe('practice');
    for (let i = 0; i < 12; i++) press(keyFor(expected()));
    expect(board().dataset.state).toBe('ready');
    expect(stored('settings').practiced.easy).toEqual(['point', 'move']);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start scored session' })));
    expect(board().dataset.state).toBe('session');
    for (let i = 0; i < 8; i++) {
      act(() => void jest.advanceTimersByTime(300));
      act(() => void fireEvent.click(screen.getByRole('button', { name: expected() === 'left' ? '← Left' : 'Right →' })));
    }
    expect(Number(board().dataset.score)).toBe(5 * 10 + 3 * 20);
    const wrong = expected() === 'left' ? 'right' : 'left';
    press(keyFor(wrong));
    expect(Number(board().dataset.score)).toBe(105);
    act(() => void jest.advanceTimersByTime(11_000));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Time’s up!');
    expect(dialog).toHaveTextContent('Accuracy');
    expect(dialog).toHaveTextContent('Switch cost');
    await waitFor(() => expect(storedScoreRecords(SLUG)?.byKey['easy:10s']?.best).toBeGreaterThan(0));
  });

  it('counts a miss when the time to answer runs out', () => {
    openGame('?seed=unit&level=hard&duration=30');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Skip practice' })));
    act(() => void jest.advanceTimersByTime(2_100));
    expect(board().dataset.trial).toBe('1');
    expect(board()).toHaveTextContent(/Too slow/);
  });

  it('keeps a session over a reload, held until Resume', () => {
    const first = openGame();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Skip practice' })));
    press(keyFor(expected()));
    press(keyFor(expected()));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    first.unmount();
    openGame();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Resume' })));
    expect(board().dataset).toMatchObject({ state: 'session', score: '20', trial: '2' });
  });

  it('discards a corrupt save', () => {
    window.localStorage.setItem(`games:${SLUG}:session`, JSON.stringify({ v: 1, data: { session: { phase: 'x' } } }));
    window.localStorage.setItem(`games:${SLUG}:settings`, JSON.stringify({ v: 1, data: { level: 'x' } }));
    openGame('');
    expect(board().dataset.state).toBe('practice');
  });
});
