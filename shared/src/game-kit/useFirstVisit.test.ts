import { act, renderHook } from '@testing-library/react';
import { useFirstVisit } from './useFirstVisit';

beforeEach(() => window.localStorage.clear());

describe('useFirstVisit', () => {
  it('is unseen on the first visit and remembered per game after markSeen', () => {
    const first = renderHook(() => useFirstVisit('sudoku'));
    expect(first.result.current.seen).toBe(false);
    act(() => first.result.current.markSeen());
    expect(first.result.current.seen).toBe(true);
    expect(window.localStorage.getItem('games:sudoku:how-to-play-seen')).toBe('{"v":1,"data":true}');

    expect(renderHook(() => useFirstVisit('sudoku')).result.current.seen).toBe(true);
    expect(renderHook(() => useFirstVisit('chess')).result.current.seen).toBe(false);
  });

  it('shows the dialog again after a corrupt value, and closes it even when storage is full', () => {
    window.localStorage.setItem('games:zip-game:how-to-play-seen', '{oops');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const { result } = renderHook(() => useFirstVisit('zip-game'));
      expect(result.current.seen).toBe(false);
      act(() => result.current.markSeen());
      expect(result.current.seen).toBe(true);
    } finally {
      setItem.mockRestore();
    }
  });
});
