import { useEffect, useState } from 'react';
import { registry } from './registry';

/**
 * The slugs of the games the registry lists (the ones a visitor can play now), or null until it has loaded
 * or when it cannot be read. Shares the page's one registry request.
 */
export function useReleasedGames(): ReadonlySet<string> | null {
  const [released, setReleased] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    let live = true;
    registry.load().then(
      (loaded) => {
        if (live) setReleased(new Set(Object.keys(loaded.games)));
      },
      // Unreadable: suggest nothing rather than games that cannot open.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return released;
}
