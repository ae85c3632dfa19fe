import { act, renderHook } from '@testing-library/react';
import { OFFLINE_SHELL_META_NAME } from './offline-shell';
import { useOnlineStatus } from './useOnlineStatus';

afterEach(() => {
  jest.restoreAllMocks();
  document.head.querySelector(`meta[name="${OFFLINE_SHELL_META_NAME}"]`)?.remove();
});

/** What the service worker's cached shell carries when it answers a page load the network failed. */
function loadedFromOfflineShell() {
  const meta = document.createElement('meta');
  meta.name = OFFLINE_SHELL_META_NAME;
  document.head.append(meta);
}

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

  it('starts offline on the offline shell even when the browser claims to be online, until the server answers', async () => {
    loadedFromOfflineShell();
    let serverUp = false;
    const fetchSpy = jest.fn(() => (serverUp ? Promise.resolve({ status: 200 } as Response) : Promise.reject(new TypeError('Failed to fetch'))));
    Object.defineProperty(window, 'fetch', { value: fetchSpy, configurable: true, writable: true });
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useOnlineStatus());
      expect(result.current).toBe(false);
      await act(async () => undefined);
      expect(fetchSpy).toHaveBeenCalledWith('/healthz', expect.objectContaining({ cache: 'no-store' }));
      expect(result.current).toBe(false);
      serverUp = true;
      await act(async () => {
        jest.advanceTimersByTime(3_000);
      });
      expect(result.current).toBe(true);
    } finally {
      jest.useRealTimers();
      delete (window as { fetch?: unknown }).fetch;
    }
  });

  it('on the offline shell, the online event also brings the page back', () => {
    loadedFromOfflineShell();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });
});
