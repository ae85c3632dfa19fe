import { act, renderHook } from '@testing-library/react';
import { useFixedStepLoop } from './useFixedStepLoop';

let frames: Array<FrameRequestCallback | null> = [];
function runFrame(now: number) {
  const pending = frames;
  frames = [];
  for (const callback of pending) callback?.(now);
}

beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames[id - 1] = null;
  });
});
afterEach(() => jest.restoreAllMocks());

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useFixedStepLoop', () => {
  afterEach(() => setHidden(false));

  it('steps at a fixed rate and renders once per frame while running', () => {
    const update = jest.fn();
    const render = jest.fn();
    renderHook(() => useFixedStepLoop({ running: true, update, render, stepMs: 10 }));
    act(() => runFrame(0));
    act(() => runFrame(35));
    expect(update).toHaveBeenCalledTimes(3);
    expect(render).toHaveBeenCalledTimes(2);
    expect(render.mock.calls[1][0]).toBeCloseTo(0.5);
  });

  it('does not request frames while not running', () => {
    renderHook(() => useFixedStepLoop({ running: false, update: jest.fn(), render: jest.fn() }));
    expect(frames).toHaveLength(0);
  });

  it('holds on a hidden tab, reports it, and does not simulate the hidden time', () => {
    const update = jest.fn();
    const onAutoPause = jest.fn();
    const { result } = renderHook(() => useFixedStepLoop({ running: true, update, render: jest.fn(), stepMs: 10, onAutoPause }));
    act(() => runFrame(0));
    act(() => setHidden(true));
    expect(result.current).toEqual({ paused: true, reason: 'hidden' });
    expect(onAutoPause).toHaveBeenCalledWith('hidden');
    act(() => runFrame(60_000));
    expect(update).not.toHaveBeenCalled();
    act(() => setHidden(false));
    expect(result.current.paused).toBe(false);
    act(() => runFrame(120_000));
    act(() => runFrame(120_020));
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('holds while the window is blurred', () => {
    const onAutoPause = jest.fn();
    const { result } = renderHook(() => useFixedStepLoop({ running: true, update: jest.fn(), render: jest.fn(), onAutoPause }));
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(result.current.reason).toBe('blur');
    expect(onAutoPause).toHaveBeenCalledWith('blur');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current.paused).toBe(false);
  });
});
