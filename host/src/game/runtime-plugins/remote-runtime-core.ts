import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { provideRuntimeCoreForRemotes } from '../external-runtime-core';

/** A remote's entry script expects the runtime core on the page when it runs (external-runtime-core.ts). */
export default function remoteRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-runtime-core',
    beforeInit(args) {
      provideRuntimeCoreForRemotes();
      return args;
    },
  };
}
