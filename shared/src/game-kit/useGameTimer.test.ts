import { act, renderHook } from '@testing-library/react';
import { holdPlay } from './play-hold';
import { useGameTimer } from './useGameTimer';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setHidden(false);
});

describe('useGameTimer', () => {
  it('stands still while the frame holds play (its help is open), without a pause cover, and goes on after', () => {
    let release = () => {};
    act(() => void (release = holdPlay()));
    const { result } = renderHook(() => useGameTimer({ running: true }));
    act(() => void jest.advanceTimersByTime(4000));
    expect(result.current.elapsedMs).toBe(0);
    expect(result.current.paused).toBe(false);
    act(() => release());
    act(() => void jest.advanceTimersByTime(2000));
    expect(result.current.elapsedMs).toBeCloseTo(2000, -2);
  });

  it('counts only while running', () => {
    const { result, rerender } = renderHook(({ running }) => useGameTimer({ running }), { initialProps: { running: false } });
    act(() => void jest.advanceTimersByTime(2000));
    expect(result.current.elapsedMs).toBe(0);

    rerender({ running: true });
    act(() => void jest.advanceTimersByTime(3000));
    expect(result.current.elapsedMs).toBeCloseTo(3000, -2);

    rerender({ running: false });
    act(() => void jest.advanceTimersByTime(5000));
    expect(result.current.elapsedMs).toBeCloseTo(3000, -2);
  });

  it('starts from a restored time and can be set', () => {
    const { result } = renderHook(() => useGameTimer({ running: true, initialElapsedMs: 60_000 }));
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current.elapsedMs).toBeCloseTo(61_000, -2);
    act(() => result.current.setElapsedMs(0));
    expect(result.current.elapsedMs).toBe(0);
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current.elapsedMs).toBeCloseTo(1000, -2);
  });

  it('pauses while the tab is hidden and reports it', () => {
    const { result } = renderHook(() => useGameTimer({ running: true }));
    act(() => void jest.advanceTimersByTime(1000));
    act(() => setHidden(true));
    expect(result.current.paused).toBe(true);
    act(() => void jest.advanceTimersByTime(10_000));
    expect(result.current.elapsedMs).toBeCloseTo(1000, -2);
    act(() => setHidden(false));
    expect(result.current.paused).toBe(false);
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current.elapsedMs).toBeCloseTo(2000, -2);
  });

  it('pauses on window blur only when asked, until focus or resume()', () => {
    const { result, rerender } = renderHook(({ pauseOnBlur }) => useGameTimer({ running: true, pauseOnBlur }), {
      initialProps: { pauseOnBlur: false },
    });
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(result.current.paused).toBe(false);

    rerender({ pauseOnBlur: true });
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(result.current.paused).toBe(true);
    const before = result.current.elapsedMs;
    act(() => void jest.advanceTimersByTime(5000));
    expect(result.current.elapsedMs).toBe(before);

    act(() => result.current.resume());
    expect(result.current.paused).toBe(false);
    act(() => void window.dispatchEvent(new Event('blur')));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(result.current.paused).toBe(false);
  });

  it('is not paused when not running, even if hidden', () => {
    setHidden(true);
    const { result } = renderHook(() => useGameTimer({ running: false }));
    expect(result.current.paused).toBe(false);
  });
});

describe('useGameTimer read()', () => {
  it('gives the exact time between ticks, and stops counting once the clock stops', () => {
    const { result, rerender } = renderHook(({ running }) => useGameTimer({ running, tickMs: 1000 }), { initialProps: { running: true } });
    act(() => void jest.advanceTimersByTime(1400));
    // elapsedMs was refreshed at the 1000 ms tick; read() includes the 400 ms since.
    expect(result.current.elapsedMs).toBeCloseTo(1000, -1);
    expect(result.current.read()).toBeCloseTo(1400, -1);
    rerender({ running: false });
    const stopped = result.current.read();
    expect(stopped).toBeCloseTo(1400, -1);
    act(() => void jest.advanceTimersByTime(5000));
    expect(result.current.read()).toBe(stopped);
  });

  it('follows setElapsedMs while running and keeps one identity across renders', () => {
    const { result, rerender } = renderHook(() => useGameTimer({ running: true, tickMs: 1000 }));
    const read = result.current.read;
    act(() => void jest.advanceTimersByTime(2500));
    act(() => result.current.setElapsedMs(10_000));
    expect(result.current.read()).toBeCloseTo(10_000, -1);
    act(() => void jest.advanceTimersByTime(300));
    expect(result.current.read()).toBeCloseTo(10_300, -1);
    rerender();
    expect(result.current.read).toBe(read);
  });

  it('does not count while the tab is hidden', () => {
    const { result } = renderHook(() => useGameTimer({ running: true, tickMs: 1000 }));
    act(() => void jest.advanceTimersByTime(500));
    act(() => setHidden(true));
    act(() => void jest.advanceTimersByTime(4000));
    expect(result.current.read()).toBeCloseTo(500, -1);
  });
});
