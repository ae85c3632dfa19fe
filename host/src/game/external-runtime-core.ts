import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Remotes are built with `externalRuntime`: they use the federation runtime core that the page
 * provides as `_FEDERATION_RUNTIME_CORE` instead of each carrying ~27 KB of their own. The host hands
 * them the very copy its own runtime runs on (the package's ES build, which the bundler runtime
 * imports too), so a game page parses and runs one runtime core, not two.
 */
interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

export function provideRuntimeCoreForRemotes(): void {
  const global = globalThis as RuntimeCoreGlobal;
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'portal_host', version: RUNTIME_CORE_VERSION };
}

declare const RUNTIME_CORE_VERSION: string;
