export { ConnectivityGate } from './ConnectivityGate';
export { OfflineScreen } from './OfflineScreen';
export { startsOnline, useOnlineStatus } from './useOnlineStatus';
