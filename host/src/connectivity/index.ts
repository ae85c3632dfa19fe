export { ConnectivityGate } from './ConnectivityGate';
export { OfflineScreen } from './OfflineScreen';
export { useOnlineStatus } from './useOnlineStatus';
