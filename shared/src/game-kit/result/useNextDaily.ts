import { useEffect, useState } from 'react';
import { loadProgressWriters, progressPublished } from '../progress/publish';
import type { FoundDaily } from './next-daily-action';

/**
 * The daily to lead on to once `finished` (a daily's result shows): found after this game's own summary is
 * written, with the progress chunk. Null until then (the result offers the game's own way on meanwhile).
 */
export function useNextDaily(slug: string, finished: boolean): FoundDaily | null {
  const [found, setFound] = useState<FoundDaily | null>(null);
  useEffect(() => {
    if (!finished) return undefined;
    let live = true;
    progressPublished()
      .then(loadProgressWriters)
      .then((writers) => live && setFound(writers.findNextDaily(slug)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [slug, finished]);
  return finished ? found : null;
}
