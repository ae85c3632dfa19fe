/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { createStore } from '../storage';
import { storedScoreRecords } from '../score/test-scores';
import { isSavedCountdown, type SavedCountdown } from '../timed/countdown';
import { useDailyRecords } from './useDailyRecords';
import { useFocusAfterRender } from './useFocusAfterRender';
import { useGameKeys } from './useGameKeys';
import { useRoundSession, type RoundSessionOptions } from './useRoundSession';

interface Saved {
  round: { score: number; over: boolean; level: string };
  clock: SavedCountdown | null;
}
const isSaved = (value: unknown): value is Saved | null =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as Saved).round?.score === 'number' &&
    typeof (value as Saved).round.over === 'boolean' &&
    ((value as Saved).clock === null || isSavedCountdown((value as Saved).clock)));
const store = createStore<Saved | null>({ key: 'round-test:round', version: 1, validate: isSaved });
const stored = (what: string) => JSON.parse(window.localStorage.getItem(`games:round-test:${what}`) ?? 'null')?.data;
const fresh = (level = 'easy'): Saved => ({ round: { score: 0, over: false, level }, clock: null });

let clock = 0;
const now = () => clock;
function advance(ms: number) {
  clock += ms;
  act(() => void jest.advanceTimersByTime(ms));
}
function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

function useSession(overrides: Partial<RoundSessionOptions<Saved | null>> = {}) {
  return useRoundSession<Saved | null>({
    gameKey: 'round-test',
    store,
    initial: null,
    clockRuns: (saved) => saved !== null && !saved.round.over,
    durationMs: 10_000,
    scoreKey: 'easy',
    now,
    ...overrides,
  });
}

beforeEach(() => {
  clock = 0;
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  setHidden(false);
  jest.useRealTimers();
});

describe('useRoundSession', () => {
  it('starts a round with a running countdown, saves each move with the clock, and calls onTimeUp with the latest save', () => {
    const onTimeUp = jest.fn();
    const { result } = renderHook(() => useSession({ onTimeUp }));
    expect(result.current).toMatchObject({ saved: null, inPlay: false, paused: false });
    act(() => result.current.start(fresh()));
    expect(result.current).toMatchObject({ inPlay: true, running: true });
    expect(stored('round').clock).toEqual({ durationMs: 10_000, elapsedMs: 0 });
    advance(3_000);
    act(() => result.current.save({ ...result.current.current()!, round: { score: 5, over: false, level: 'easy' } }));
    expect(stored('round')).toEqual({ round: { score: 5, over: false, level: 'easy' }, clock: { durationMs: 10_000, elapsedMs: 3_000 } });
    advance(7_000);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(onTimeUp).toHaveBeenCalledWith(expect.objectContaining({ round: { score: 5, over: false, level: 'easy' } }));
  });

  it('finishes into score and daily records (one records document), shows the result and says it; the countdown stops', async () => {
    const { result } = renderHook(() => {
      const daily = useDailyRecords('round-test');
      return { ...useSession({ daily }), daily };
    });
    act(() => result.current.start(fresh()));
    advance(1_000);
    let outcome!: ReturnType<typeof result.current.finish>;
    act(() => {
      outcome = result.current.finish(
        { round: { score: 12, over: true, level: 'easy' }, clock: null },
        { score: 12, extras: { combo: 3 }, title: 'Time’s up!', detail: '3 right.', daily: { date: result.current.daily.today, mistakes: 0 } },
      );
    });
    expect(outcome).toMatchObject({ score: 12, newBest: true });
    expect(result.current.finished).toBe(outcome);
    expect(result.current.timed.status).toBe('over');
    expect(result.current.inPlay).toBe(false);
    expect(result.current.announcement).toBe('Time’s up! Score 12. New best score! 3 right.');
    expect(result.current.scores.record).toMatchObject({ best: 12, played: 1, bestExtras: { combo: 3 } });
    expect(result.current.daily).toMatchObject({ doneToday: true, streak: 1 });
    await waitFor(() => expect(stored('records')?.daily.currentStreak).toBe(1));
    expect(storedScoreRecords('round-test')?.byKey.easy).toMatchObject({ best: 12, played: 1 });
    expect(stored('round')).toEqual({ round: { score: 12, over: true, level: 'easy' }, clock: null });
    act(() => result.current.closeResult());
    expect(result.current.finished).toBeNull();
  });

  it('keeps the clock when the tab hides and when the page goes away, and puts it back held on reopening', () => {
    const first = renderHook(() => useSession());
    act(() => first.result.current.start(fresh()));
    advance(2_000);
    setHidden(true);
    expect(first.result.current.paused).toBe(true);
    expect(stored('round').clock).toEqual({ durationMs: 10_000, elapsedMs: 2_000 });
    setHidden(false);
    act(() => first.result.current.timed.resume());
    advance(1_500);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(stored('round').clock).toEqual({ durationMs: 10_000, elapsedMs: 3_500 });
    first.unmount();

    const again = renderHook(() => useSession());
    expect(again.result.current).toMatchObject({ paused: true, inPlay: true });
    expect(again.result.current.timed.remainingMs).toBe(6_500);
  });

  it('leaves the saved countdown alone until restore() when the game decides later', () => {
    store.save({ round: { score: 1, over: false, level: 'easy' }, clock: { durationMs: 10_000, elapsedMs: 4_000 } });
    const { result } = renderHook(() => useSession({ restoreOnOpen: false }));
    expect(result.current.timed.status).toBe('ready');
    act(() => result.current.restore());
    expect(result.current).toMatchObject({ paused: true });
    expect(result.current.timed.remainingMs).toBe(6_000);
  });

  it('abandons a round unscored, and discards a corrupt save', () => {
    const first = renderHook(() => useSession());
    act(() => first.result.current.start(fresh()));
    act(() => first.result.current.abandon(null));
    expect(first.result.current).toMatchObject({ saved: null, inPlay: false });
    expect(first.result.current.timed.status).toBe('ready');
    expect(stored('records')).toBeUndefined();
    first.unmount();

    window.localStorage.setItem('games:round-test:round', JSON.stringify({ v: 1, data: { round: 'broken' } }));
    const again = renderHook(() => useSession());
    expect(again.result.current.saved).toBeNull();
  });

  it('gives a save the game cannot take up way to a fresh round, saved at once', () => {
    store.save({ round: { score: 7, over: false, level: 'hard' }, clock: { durationMs: 10_000, elapsedMs: 1_000 } });
    const { result } = renderHook(() => useSession({ initial: () => fresh('easy'), accept: (saved) => saved?.round.level === 'easy', clockRuns: (saved) => saved?.clock != null }));
    expect(result.current.saved).toEqual(fresh('easy'));
    expect(stored('round')).toEqual(fresh('easy'));
    expect(result.current.timed.status).toBe('ready');
  });

  it('stops the countdown when a save has no clock running (an answered question), and a new start runs a fresh one', () => {
    const { result } = renderHook(() => useSession());
    act(() => result.current.start(fresh()));
    advance(4_000);
    act(() => result.current.save({ round: { score: 1, over: true, level: 'easy' }, clock: null }));
    expect(result.current.timed.status).toBe('over');
    act(() => result.current.start(fresh(), 20_000));
    expect(result.current.timed).toMatchObject({ status: 'running', durationMs: 20_000 });
    expect(stored('round').clock).toEqual({ durationMs: 20_000, elapsedMs: 0 });
  });
});

function FocusProbe({ shown = true }: { shown?: boolean }) {
  const focusAfterRender = useFocusAfterRender();
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => focusAfterRender(ref)}>
        Ask
      </button>
      {shown ? (
        <button type="button" ref={ref}>
          Target
        </button>
      ) : (
        <p>Loading</p>
      )}
    </>
  );
}

describe('useFocusAfterRender', () => {
  it('focuses the target after the render that follows the ask', () => {
    render(<FocusProbe />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Ask' })));
    expect(screen.getByRole('button', { name: 'Target' })).toHaveFocus();
  });

  it('tries again after later renders until the target is there', () => {
    const view = render(<FocusProbe shown={false} />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    ask.focus();
    act(() => void fireEvent.click(ask));
    expect(ask).toHaveFocus();
    view.rerender(<FocusProbe shown />);
    expect(screen.getByRole('button', { name: 'Target' })).toHaveFocus();
  });

  it('gives up once the player moved focus elsewhere meanwhile', () => {
    const view = render(<FocusProbe shown={false} />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    ask.focus();
    act(() => void fireEvent.click(ask));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    view.rerender(<FocusProbe shown />);
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});

describe('useGameKeys', () => {
  it('takes keys on the page while enabled, prevents the default of keys it used, and leaves typing alone', () => {
    const onKey = jest.fn((event: KeyboardEvent) => event.key === 'a');
    const { rerender } = renderHook(({ enabled }) => useGameKeys(onKey, { enabled }), { initialProps: { enabled: true } });
    const used = new KeyboardEvent('keydown', { key: 'a', cancelable: true });
    act(() => void window.dispatchEvent(used));
    expect(used.defaultPrevented).toBe(true);
    const other = new KeyboardEvent('keydown', { key: 'b', cancelable: true });
    act(() => void window.dispatchEvent(other));
    expect(other.defaultPrevented).toBe(false);
    const input = document.body.appendChild(document.createElement('input'));
    act(() => void input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true })));
    expect(onKey).toHaveBeenCalledTimes(2);
    rerender({ enabled: false });
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    expect(onKey).toHaveBeenCalledTimes(2);
    input.remove();
  });
});
