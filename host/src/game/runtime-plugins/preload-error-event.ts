import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The window event raised once per failed remote load, with Vite's `vite:preloadError` contract. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export interface PreloadErrorEvent extends Event {
  payload: unknown;
  /** The remote module id that failed, e.g. game_2048/Game. */
  id: string;
}

/** Dispatches the event; true when a listener called preventDefault() to swallow the error. */
export function dispatchPreloadError(target: EventTarget, id: string, error: unknown): boolean {
  const event = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: error, id });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A module that renders nothing, returned when a listener chose to swallow the failure. */
const SWALLOWED_MODULE = { __esModule: true, default: () => null };

/**
 * Loading layer of the remote error handling. The runtime reports a manifest failure twice
 * (afterResolve, then onLoad); acting on onLoad only gives exactly one event per failed load.
 * Returning undefined makes the runtime rethrow the error.
 */
export default function preloadErrorEventPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'preload-error-event',
    async errorLoadRemote({ id, error, lifecycle, from }) {
      if (lifecycle !== 'onLoad' || typeof window === 'undefined') return undefined;
      const swallowed = dispatchPreloadError(window, id, error);
      if (!swallowed) return undefined;
      return from === 'build' ? () => SWALLOWED_MODULE : SWALLOWED_MODULE;
    },
  };
}
