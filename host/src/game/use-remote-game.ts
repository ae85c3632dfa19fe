import { useEffect, useRef, useState } from 'react';
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
  // The load that produced a ready game. The effect also runs again when a hidden page is shown
  // (the offline screen hides the routes); it must not replace a game being played.
  const readyFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    const key = `${slug}\n${attempt}`;
    if (readyFor.current === key) return;
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
        if (!current) return;
        if (next.status === 'ready') readyFor.current = key;
        setState(next);
      });
    return () => {
      current = false;
    };
  }, [slug, attempt]);
  return state;
}
