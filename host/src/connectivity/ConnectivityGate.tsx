import { Activity, type ReactNode } from 'react';
import { OfflineScreen } from './OfflineScreen';
import { useOnlineStatus } from './useOnlineStatus';

/**
 * Shows the offline screen in place of `children` while offline; must render inside a Router.
 * The routes stay mounted but hidden (Activity): their state survives, so a game resumes exactly
 * where the player left it, while their effects (key listeners, timers, frame loops) stop until
 * the network returns.
 */
export function ConnectivityGate({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  return (
    <>
      <Activity mode={online ? 'visible' : 'hidden'}>{children}</Activity>
      {!online && <OfflineScreen />}
    </>
  );
}
