import { act, renderHook } from '@testing-library/react';
import { prefersReducedMotion, REDUCED_MOTION_QUERY, usePrefersReducedMotion } from './usePrefersReducedMotion';

type Listener = () => void;

function mockMatchMedia(initial: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: initial,
    media: REDUCED_MOTION_QUERY,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  window.matchMedia = jest.fn(() => media as unknown as MediaQueryList);
  return {
    listeners,
    set(matches: boolean) {
      media.matches = matches;
      listeners.forEach((l) => l());
    },
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('usePrefersReducedMotion', () => {
  it('reads the setting and follows changes live', () => {
    const media = mockMatchMedia(true);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false where matchMedia is missing', () => {
    (window as { matchMedia?: unknown }).matchMedia = undefined;
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    expect(prefersReducedMotion()).toBe(false);
  });
});
