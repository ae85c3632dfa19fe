import { act, renderHook } from '@testing-library/react';
import { useOnlineStatus } from './useOnlineStatus';

afterEach(() => jest.restoreAllMocks());

describe('useOnlineStatus', () => {
  it('starts from navigator.onLine', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(renderHook(() => useOnlineStatus()).result.current).toBe(false);
  });

  it('follows offline and online events', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });

  it('stops listening when unmounted', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    renderHook(() => useOnlineStatus()).unmount();
    expect(removed).toHaveBeenCalledWith('online', expect.any(Function));
    expect(removed).toHaveBeenCalledWith('offline', expect.any(Function));
  });
});
