import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { asGameLoadError, GameLoadError, type GameLoadFailure } from '../game-load-error';
import { backoffDelay, sleep } from '@games/shared/net/retry';
import { REMOTE_RETRY_POLICY } from './network-retry';

/** The window event raised once per failed remote load, with Vite's `vite:preloadError` contract. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export interface PreloadErrorEvent extends Event {
  payload: unknown;
  /** The remote module id that failed, e.g. game_2048/Game. */
  id: string;
}

/**
 * Dispatches the event. reportFailedLoad (game-loads.ts) is the one place that calls it, once per failed load a
 * player asked for, whatever stage failed; a speculative load (warm-game.ts) that fails before anyone asked never does.
 */
export function dispatchPreloadError(target: EventTarget, id: string, error: unknown): void {
  target.dispatchEvent(Object.assign(new Event(PRELOAD_ERROR_EVENT), { payload: error, id }));
}

/**
 * The runtime marks a remote entry script that never loaded (error, 404, time-out) with this code; it
 * tells the two apart the same way (utils/load.ts). Anything else failed after the script arrived.
 */
const SCRIPT_NOT_LOADED = 'RUNTIME-008';

function entryFailureKind(error: unknown): GameLoadFailure {
  return error instanceof Error && error.message.includes(SCRIPT_NOT_LOADED) ? 'entry' : 'module';
}

/**
 * A chunk of the game's code (webpack's ChunkLoadError) or one of its stylesheets (mini-css-extract-plugin's
 * CSS_CHUNK_LOAD_FAILED) that did not arrive.
 */
function isChunkLoadFailure(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'ChunkLoadError' || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED');
}

/** A failure no earlier stage reported: a chunk of the game that did not arrive, or its module missing. */
function moduleFailureKind(error: unknown): GameLoadFailure {
  return isChunkLoadFailure(error) ? 'entry' : 'module';
}

/**
 * Loading layer of the remote error handling. The runtime reports a failed stage first (a manifest in
 * errorLoadRemote's afterResolve, a remote entry in afterLoadEntry), then the load as a whole (onLoad).
 * The stage's report carries the real cause (a time-out, an HTTP status); the final one only the runtime's
 * generic error. So the stage's failure is kept per remote and, on onLoad, becomes one GameLoadError of
 * its kind: what loadRemote rejects with (a hook that throws replaces the runtime's error), and what the
 * game's load reports in its `preload-error`.
 */
export default function preloadErrorEventPlugin(): ModuleFederationRuntimePlugin {
  const stageFailures = new Map<string, GameLoadError>();
  /** Module ids whose load is being asked for again after a chunk of theirs did not arrive. */
  const retryingChunks = new Set<string>();
  return {
    name: 'preload-error-event',
    async afterLoadEntry({ remoteInfo, error, recovered }) {
      // A success, or a retry that recovered, clears what an earlier attempt reported.
      if (error === undefined || recovered) {
        stageFailures.delete(remoteInfo.name);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      stageFailures.set(remoteInfo.name, new GameLoadError(entryFailureKind(error), message, { cause: error }));
    },
    async errorLoadRemote({ id, error, lifecycle, from, remote, origin }) {
      if (lifecycle === 'afterResolve') {
        if (remote?.name) stageFailures.set(remote.name, new GameLoadError('manifest', error instanceof Error ? error.message : String(error), { cause: error }));
        return undefined;
      }
      if (lifecycle !== 'onLoad') return undefined;
      const remoteName = remote?.name ?? id.split('/')[0];
      const failure = stageFailures.get(remoteName) ?? asGameLoadError(error, moduleFailureKind(error));
      stageFailures.delete(remoteName);
      // A chunk or stylesheet of the game that did not arrive (the network blinked, or the page's preload of
      // it failed: Chrome answers the first stylesheet asking for its URL with that failure) is asked for
      // once more after a short wait, before anyone is told: webpack forgets a failed chunk, so the load
      // requests it again. The retry's own failure is the one reported (by this hook, called again for it), once.
      if (isChunkLoadFailure(error) && !retryingChunks.has(id) && origin) {
        retryingChunks.add(id);
        try {
          await sleep(backoffDelay(REMOTE_RETRY_POLICY, 1));
          const module = await origin.loadRemote(id);
          if (module) return from === 'build' ? () => module : module;
        } finally {
          retryingChunks.delete(id);
        }
      }
      throw failure;
    },
  };
}
