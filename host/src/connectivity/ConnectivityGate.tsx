import { Activity, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { OfflineScreen } from './OfflineScreen';
import { useOnlineStatus } from './useOnlineStatus';

/** Stands for "no page was shown online yet": the app started without a network. */
const STARTED_OFFLINE = Symbol('started offline');

/**
 * Shows the offline screen in place of `children` while offline; must render inside a Router.
 * The routes stay mounted but hidden (Activity): their state survives, so a game resumes exactly
 * where the player left it, while their effects (key listeners, timers, frame loops) stop until
 * the network returns. A page the visitor never saw online (the app started offline, or they went
 * elsewhere meanwhile, e.g. with Check Connection) starts afresh, so nothing it tried to load
 * offline stays broken. Hiding the routes takes focus from them (a hidden element cannot hold it), so the
 * element that had it online gets it back when they show again: the player's next key goes where it went.
 */
export function ConnectivityGate({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  const location = useLocation();
  // The location (its history entry key) when the network dropped; null while online.
  const [droppedAt, setDroppedAt] = useState<string | typeof STARTED_OFFLINE | null>(online ? null : STARTED_OFFLINE);
  const [generation, setGeneration] = useState(0);
  // Adjusting state during render (React's pattern for following a changed input).
  if (!online && droppedAt === null) setDroppedAt(location.key);
  if (online && droppedAt !== null) {
    setDroppedAt(null);
    if (droppedAt !== location.key) setGeneration((n) => n + 1);
  }
  useRestoreFocusWhenBack(online);
  return (
    <>
      {droppedAt !== STARTED_OFFLINE && (
        <Activity key={generation} mode={online ? 'visible' : 'hidden'}>
          {children}
        </Activity>
      )}
      {!online && <OfflineScreen />}
    </>
  );
}

/** The element last focused while online, focused again (without scrolling) when the network returns. */
function useRestoreFocusWhenBack(online: boolean) {
  const lastFocused = useRef<HTMLElement | null>(null);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (!online) return undefined;
    const remember = (event: FocusEvent) => {
      // The offline screen may take focus before this listener goes (effects clean up after the commit).
      if (event.target instanceof HTMLElement && !event.target.closest('.offline-screen')) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [online]);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    const element = lastFocused.current;
    if (cameBack && element?.isConnected && (document.activeElement === document.body || !document.activeElement)) element.focus({ preventScroll: true });
  }, [online]);
}
