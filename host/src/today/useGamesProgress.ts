import { useEffect, useState } from 'react';
import { dayKey, type GameProgress } from '@games/shared/contracts';
import { readGamesProgress } from '@games/shared/game-kit/progress/read-progress';

export interface GamesProgress {
  progress: GameProgress[];
  /** Today's UTC day; null on the server and in the first render (the page then shows a first visit). */
  today: string | null;
}

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const FIRST_VISIT: GamesProgress = { progress: [], today: null };

/**
 * The games' progress summaries, read after hydration (the server cannot know them, so it and the first
 * render draw a first visit and hydration matches), and again when another tab writes them or the page is
 * shown again (back from a game, a new day).
 */
export function useGamesProgress(slugs: readonly string[]): GamesProgress {
  const [state, setState] = useState<GamesProgress>(FIRST_VISIT);
  const key = slugs.join(' ');
  useEffect(() => {
    const read = () => setState({ progress: readGamesProgress(localStorageOrNone(), key ? key.split(' ') : []), today: dayKey() });
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('games:progress:')) read();
    };
    const onVisible = () => document.visibilityState === 'visible' && read();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', read);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', read);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);
  return state;
}
