import { act, render, renderHook, screen } from '@testing-library/react';
import { holdPlay } from '../play-hold';
import { ScoreHistoryChart } from './ScoreHistoryChart';
import { useStimulusClock, useTimedSession } from './useTimedSession';

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

beforeEach(() => {
  clock = 0;
  jest.useFakeTimers();
});
afterEach(() => {
  setHidden(false);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useTimedSession', () => {
  it('loses no time to the help dialog: a round started under it waits, and runs when it closes', () => {
    let release = () => {};
    act(() => void (release = holdPlay()));
    const { result } = renderHook(() => useTimedSession({ durationMs: 60_000, now }));
    act(() => result.current.start());
    advance(5_000);
    expect(result.current.readRemaining()).toBe(60_000);
    expect(result.current.pauseReason).toBe('help');
    act(() => release());
    expect(result.current.status).toBe('running');
    advance(1_000);
    expect(result.current.readRemaining()).toBe(59_000);
    // Opened again from "?" in the middle of the round: held, then on again.
    act(() => void (release = holdPlay()));
    advance(3_000);
    expect(result.current.readRemaining()).toBe(59_000);
    act(() => release());
    advance(1_000);
    expect(result.current.readRemaining()).toBe(58_000);
  });

  it('counts down and calls onTimeUp once', () => {
    const onTimeUp = jest.fn();
    const { result } = renderHook(() => useTimedSession({ durationMs: 1_000, onTimeUp, now }));
    expect(result.current.status).toBe('ready');
    act(() => result.current.start());
    advance(400);
    expect(result.current.remainingMs).toBe(600);
    expect(result.current.readRemaining()).toBe(600);
    advance(700);
    expect(result.current.status).toBe('over');
    expect(result.current.remainingMs).toBe(0);
    advance(5_000);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('pauses when the tab is hidden and stays held until resumed', () => {
    const onTimeUp = jest.fn();
    const { result } = renderHook(() => useTimedSession({ durationMs: 10_000, onTimeUp, now }));
    act(() => result.current.start());
    advance(2_000);
    setHidden(true);
    expect(result.current).toMatchObject({ paused: true, pauseReason: 'hidden' });
    advance(60_000);
    setHidden(false);
    expect(result.current.paused).toBe(true);
    expect(result.current.read()).toBe(2_000);
    act(() => result.current.resume());
    advance(1_000);
    expect(result.current).toMatchObject({ paused: false, status: 'running', pauseReason: null });
    expect(result.current.read()).toBe(3_000);
    expect(onTimeUp).not.toHaveBeenCalled();
  });

  it('pauses on blur only when asked, and by the player', () => {
    const { result, rerender } = renderHook(({ blur }) => useTimedSession({ durationMs: 10_000, pauseOnBlur: blur, now }), { initialProps: { blur: false } });
    act(() => result.current.start());
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(result.current.paused).toBe(false);
    rerender({ blur: true });
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(result.current.pauseReason).toBe('blur');
    act(() => result.current.resume());
    act(() => result.current.pause());
    expect(result.current.pauseReason).toBe('player');
  });

  it('saves, restores held, stops early without onTimeUp, and resets', () => {
    const onTimeUp = jest.fn();
    const { result } = renderHook(() => useTimedSession({ durationMs: 5_000, onTimeUp, now }));
    act(() => result.current.start());
    advance(1_500);
    expect(result.current.save()).toEqual({ durationMs: 5_000, elapsedMs: 1_500 });
    act(() => result.current.restore({ durationMs: 30_000, elapsedMs: 10_000 }));
    expect(result.current).toMatchObject({ status: 'paused', durationMs: 30_000, remainingMs: 20_000 });
    act(() => result.current.resume());
    advance(1_000);
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ status: 'over' });
    expect(result.current.read()).toBe(11_000);
    act(() => result.current.restore({ durationMs: 30_000, elapsedMs: 0 }));
    expect(result.current).toMatchObject({ status: 'paused', remainingMs: 30_000 });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'ready', durationMs: 5_000, remainingMs: 5_000 });
    expect(onTimeUp).not.toHaveBeenCalled();
  });
});

describe('useStimulusClock', () => {
  it('measures from the animation frame that painted the stimulus, leaving pauses out', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const { result, rerender } = renderHook(({ key, paused }) => useStimulusClock(key, { paused, now }), { initialProps: { key: null as string | null, paused: false } });
    expect(result.current.reactionTime()).toBeNull();
    clock = 100;
    rerender({ key: 'a', paused: false });
    clock = 116;
    frames.shift()!(116);
    clock = 516;
    expect(result.current.reactionTime()).toBe(400);
    rerender({ key: 'a', paused: true });
    clock = 5_000;
    rerender({ key: 'a', paused: false });
    clock = 5_100;
    expect(result.current.reactionTime()).toBe(500);
  });
});

describe('ScoreHistoryChart', () => {
  it('draws the recent scores with their words', () => {
    render(<ScoreHistoryChart title="Recent scores" recent={[{ score: 3, at: 1 }, { score: 8, at: 2 }]} />);
    expect(screen.getByRole('img', { name: 'Recent scores: Last 2 scores, oldest first: 3, 8. Best 8.' })).toBeInTheDocument();
    expect(screen.getByText('Last 2 scores, oldest first: 3, 8. Best 8.')).toBeInTheDocument();
  });

  it('says there are no scores yet without drawing', () => {
    render(<ScoreHistoryChart recent={[]} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No scores yet.')).toBeInTheDocument();
  });
});
