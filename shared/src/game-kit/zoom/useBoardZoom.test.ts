import { act, renderHook } from '@testing-library/react';
import { useBoardZoom } from './useBoardZoom';

function touchScreen(coarse: boolean) {
  window.matchMedia = ((query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query })) as typeof window.matchMedia;
}

describe('useBoardZoom', () => {
  beforeEach(() => window.localStorage.clear());

  it('is offered while the fitted cells are under a finger’s size, and zooms to 36 px cells on a touch screen', () => {
    touchScreen(true);
    const { result, rerender } = renderHook(({ cells }) => useBoardZoom({ gameKey: 'zoom-test', cellsAcross: cells }), { initialProps: { cells: 15 } });
    expect(result.current.available).toBe(false); // not measured yet
    act(() => result.current.measure(343));
    expect(result.current.fitCell).toBeCloseTo(343 / 15);
    expect(result.current.available).toBe(true);
    expect(result.current.zoomed).toBe(true);
    expect(result.current.fitCell! * result.current.scale).toBeCloseTo(36);
    // A 6×6 fits with 57 px cells: nothing to zoom.
    rerender({ cells: 6 });
    expect(result.current.available).toBe(false);
    expect(result.current.scale).toBe(1);
  });

  it('opens at fit with a mouse, and remembers the player’s choice', () => {
    touchScreen(false);
    const first = renderHook(() => useBoardZoom({ gameKey: 'zoom-test', cellsAcross: 20 }));
    act(() => first.result.current.measure(600));
    expect(first.result.current.available).toBe(true);
    expect(first.result.current.zoomed).toBe(false);
    act(() => first.result.current.setZoomed(true));
    expect(first.result.current.zoomed).toBe(true);
    first.unmount();
    const again = renderHook(() => useBoardZoom({ gameKey: 'zoom-test', cellsAcross: 20 }));
    act(() => again.result.current.measure(600));
    expect(again.result.current.zoomed).toBe(true);
  });
});
