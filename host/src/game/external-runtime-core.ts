/**
 * Remotes are built with `externalRuntime`: they use a federation runtime core that the page
 * provides as `_FEDERATION_RUNTIME_CORE` instead of each carrying ~27 KB of their own. The host
 * provides it lazily, with the first game, so pages without a game never download it.
 *
 * `remote-runtime-core` is an alias (host/webpack.config.js) for the package's CommonJS build: a
 * separate module from the tree-shaken copy inside the host's own runtime, so that copy stays small.
 */
interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

let provided: Promise<void> | undefined;

export function provideRuntimeCoreForRemotes(): Promise<void> {
  const global = globalThis as RuntimeCoreGlobal;
  if (global._FEDERATION_RUNTIME_CORE) return Promise.resolve();
  provided ??= import(/* webpackChunkName: "remote-runtime-core" */ 'remote-runtime-core')
    .then((core) => {
      global._FEDERATION_RUNTIME_CORE ??= core;
      global._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'portal_host', version: RUNTIME_CORE_VERSION };
    })
    .catch((error: unknown) => {
      provided = undefined;
      throw error;
    });
  return provided;
}

/** Starts the download early when a visitor points at or focuses a game link (errors surface on the game page). */
export function warmUpGameLoading(): void {
  provideRuntimeCoreForRemotes().catch(() => undefined);
}

declare const RUNTIME_CORE_VERSION: string;
