// The page left and come back to: `save` when the page hides or goes away, `onReturn` when it shows again.
// The latest callbacks are used, so a game passes closures over its current state without re-subscribing.
import { useEffect, useRef } from 'react';

export function useLeaveAndReturn(save: () => void, onReturn: () => void) {
  const latest = useRef({ save, onReturn });
  latest.current = { save, onReturn };
  useEffect(() => {
    const onPageHide = () => latest.current.save();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') latest.current.save();
      else latest.current.onReturn();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
