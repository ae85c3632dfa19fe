import { useEffect, useState } from 'react';
import { takeEarlyGameLoad } from './early-game-load';
import { loadGame, type LoadedGame } from './remote-game-loader';
import { registry } from './registry';

export type RemoteGameState =
  | { status: 'loading' }
  | { status: 'ready'; game: LoadedGame }
  /** The catalogue knows the game but the registry has no (valid) entry for it yet. */
  | { status: 'unavailable' }
  | { status: 'failed'; error: unknown };

/** One load of a game's remote, ending in the state to show (never rejects). */
export function loadGameState(slug: string): Promise<RemoteGameState> {
  return registry
    .load()
    .then<RemoteGameState>((loaded) => {
      const entry = loaded.games[slug];
      if (!entry) return { status: 'unavailable' };
      return loadGame(slug, entry).then<RemoteGameState>((game) => ({ status: 'ready', game }));
    })
    .catch<RemoteGameState>((error: unknown) => ({ status: 'failed', error }));
}

/** Loads a game's remote; bump `attempt` to start a fresh load (the Retry button). */
export function useRemoteGame(slug: string, attempt: number): RemoteGameState {
  // The load bootstrap started for the page the visitor arrived on (early-game-load.ts), if any.
  const [early] = useState(() => takeEarlyGameLoad<RemoteGameState>(slug));
  const [startedReady] = useState(() => early?.settled !== undefined);
  const [state, setState] = useState<RemoteGameState>(early?.settled ?? { status: 'loading' });
  useEffect(() => {
    const useEarly = attempt === 0 && early !== undefined;
    if (useEarly && startedReady) return;
    let current = true;
    if (!useEarly) setState({ status: 'loading' });
    (useEarly ? early.promise : loadGameState(slug)).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [slug, attempt, early, startedReady]);
  return state;
}
