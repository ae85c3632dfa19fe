import type { ReactNode } from 'react';
import { OfflineScreen } from './OfflineScreen';
import { useOnlineStatus } from './useOnlineStatus';

/** Shows the offline screen in place of `children` while offline; must render inside a Router. */
export function ConnectivityGate({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  return online ? <>{children}</> : <OfflineScreen />;
}
