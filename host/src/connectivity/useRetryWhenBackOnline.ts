import { useEffect, useRef } from 'react';

/**
 * A failure that may be the network's is tried again once the network is back, without the player asking:
 * at once if its error shows online after failing offline (`failedOffline`), when the offline screen that hid
 * it goes (ConnectivityGate's Activity runs this effect's cleanup as it hides the page, and the effect again as
 * it shows it), or on the browser's 'online' event while it shows. A failure met online waits for the player's
 * Retry, so a broken server is not asked again and again. `retry` null: nothing to try again (a game's own
 * render error).
 */
export function useRetryWhenBackOnline(retry: (() => void) | null, failedOffline: boolean): void {
  const hiddenOffline = useRef(false);
  useEffect(() => {
    if (!retry) return undefined;
    if (navigator.onLine && (failedOffline || hiddenOffline.current)) retry();
    addEventListener('online', retry);
    return () => {
      hiddenOffline.current = !navigator.onLine;
      removeEventListener('online', retry);
    };
  }, [retry, failedOffline]);
}
