// A value that is not needed for the first paint (a lazily imported module's export, e.g. a puzzle's hint
// finder), loaded once after mount so it stays out of the game's first-load chunk.
import { useEffect, useState } from 'react';

/**
 * Loads `load()` once after the first render; null until it resolves (and if it fails). `load` is read
 * only on mount: pass a module-level function such as `() => import('./logic/hint').then((m) => m.nextHint)`.
 */
export function useLazyValue<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => {
        if (live) setLoaded({ value });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per mount, by contract
  }, []);
  return loaded ? loaded.value : null;
}
