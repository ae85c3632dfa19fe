import { useEffect, useState } from 'react';
import { loadGame, type LoadedGame } from './remote-game-loader';
import { registry } from './registry';

export type RemoteGameState =
  | { status: 'loading' }
  | { status: 'ready'; game: LoadedGame }
  /** The catalogue knows the game but the registry has no (valid) entry for it yet. */
  | { status: 'unavailable' }
  | { status: 'failed'; error: unknown };

/** Loads a game's remote; bump `attempt` to start a fresh load (the Retry button). */
export function useRemoteGame(slug: string, attempt: number): RemoteGameState {
  const [state, setState] = useState<RemoteGameState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    registry
      .load()
      .then<RemoteGameState>((loaded) => {
        const entry = loaded.games[slug];
        if (!entry) return { status: 'unavailable' };
        return loadGame(slug, entry).then<RemoteGameState>((game) => ({ status: 'ready', game }));
      })
      .catch<RemoteGameState>((error: unknown) => ({ status: 'failed', error }))
      .then((next) => {
        if (current) setState(next);
      });
    return () => {
      current = false;
    };
  }, [slug, attempt]);
  return state;
}
