import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { provideRuntimeCoreForRemotes } from '../external-runtime-core';

/**
 * A remote's entry script expects the runtime core on the page when it runs; wait for it only
 * then, so its download overlaps the manifest request instead of coming before it.
 */
export default function remoteRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-runtime-core',
    async loadEntry() {
      await provideRuntimeCoreForRemotes();
      return undefined;
    },
  };
}
