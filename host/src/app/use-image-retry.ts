import { useCallback, useEffect, useRef, useState } from 'react';

/** How often a failed picture (game cards, suggestions) is asked for again, and the first wait (doubled each time). */
export const IMAGE_RETRIES = 3;
export const IMAGE_RETRY_DELAY_MS = 500;

/**
 * A picture that failed to load is asked for again: after a short back-off while the browser says it
 * is online (the 'online' event can come before the network carries requests), or when the network
 * returns. A fresh query string makes the browser fetch it rather than reuse the failure.
 */
export function useImageRetry(src: string): { src: string; onError: () => void } {
  const [attempt, setAttempt] = useState(0);
  const cancel = useRef<() => void>(() => undefined);
  useEffect(() => () => cancel.current(), []);
  const onError = useCallback(() => {
    if (attempt >= IMAGE_RETRIES) return;
    cancel.current();
    const retry = () => setAttempt((n) => n + 1);
    if (navigator.onLine === false) {
      window.addEventListener('online', retry, { once: true });
      cancel.current = () => window.removeEventListener('online', retry);
    } else {
      const timer = setTimeout(retry, IMAGE_RETRY_DELAY_MS * 2 ** attempt);
      cancel.current = () => clearTimeout(timer);
    }
  }, [attempt]);
  return { src: attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`, onError };
}
