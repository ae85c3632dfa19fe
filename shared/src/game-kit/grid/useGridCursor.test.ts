import { act, renderHook } from '@testing-library/react';
import { useGridCursor } from './useGridCursor';

describe('useGridCursor', () => {
  it('moves with arrow keys and prevents the default scroll', () => {
    const { result } = renderHook(() => useGridCursor(3, 3));
    const preventDefault = jest.fn();
    let handled = false;
    act(() => {
      handled = result.current.handleKey({ key: 'ArrowRight', preventDefault });
    });
    expect(handled).toBe(true);
    expect(preventDefault).toHaveBeenCalled();
    expect(result.current.cursor).toEqual({ row: 0, col: 1 });
  });

  it('ignores other keys', () => {
    const { result } = renderHook(() => useGridCursor(3, 3, { row: 1, col: 1 }));
    const preventDefault = jest.fn();
    act(() => {
      expect(result.current.handleKey({ key: 'q', preventDefault })).toBe(false);
    });
    expect(preventDefault).not.toHaveBeenCalled();
    expect(result.current.cursor).toEqual({ row: 1, col: 1 });
  });

  it('handles several keys in one batch and can be set directly', () => {
    const { result } = renderHook(() => useGridCursor(4, 4));
    act(() => {
      result.current.handleKey({ key: 'ArrowDown', preventDefault() {} });
      result.current.handleKey({ key: 'ArrowDown', preventDefault() {} });
    });
    expect(result.current.cursor).toEqual({ row: 2, col: 0 });
    act(() => result.current.setCursor({ row: 3, col: 3 }));
    expect(result.current.cursor).toEqual({ row: 3, col: 3 });
  });

  it('stays inside the grid when it shrinks', () => {
    const { result, rerender } = renderHook(({ size }) => useGridCursor(size, size, { row: 7, col: 7 }), { initialProps: { size: 8 } });
    rerender({ size: 5 });
    expect(result.current.cursor).toEqual({ row: 4, col: 4 });
  });
});
