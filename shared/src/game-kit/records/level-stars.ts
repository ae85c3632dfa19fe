// A level game's best stars per level for the first paint, read as plain data: the game's older map
// (`<gameKey>:stars` version 1) while it is still kept apart, else each board's best stars in the records document
// (`<gameKey>:records` version 2). No records store, guards or migrations here: they cost about 1.6 KB gzip, more
// than a level game's first chunk has left. A save loads them (level-stars-records.ts, in the records chunk the
// puzzle session loads after the first paint) and carries the older map over into the document. Every byte here
// is in a level game's first chunk: kept short.
import { createStore, STORAGE_NAMESPACE, type Store } from '../storage';

/** A game's check of its whole map of best stars (its levels, stars 1–3). */
export type StarsCheck<S> = (value: unknown) => value is S;

/**
 * A level game's best stars as a Store (for usePersistentState), in window.localStorage: loads as plain data
 * (an older map that fails its check is discarded, as its store did; a document's stars that fail it read as
 * none), and saves through the records store once its chunk has loaded (save answers true: under way).
 */
export function levelStarsStore<S extends Readonly<Record<string, number>>>(gameKey: string, isStars: StarsCheck<S>): Store<S> {
  const older = createStore<S>({ key: `${gameKey}:stars`, version: 1, validate: isStars });
  const key = `${STORAGE_NAMESPACE}:${gameKey}:records`;
  const save = (stars: S) => {
    import(/* webpackChunkName: "game-kit-records" */ './level-stars-records').then(
      (records) => records.levelStarsRecords(gameKey, isStars).save(stars),
      // The chunk could not load: the stars shown are saved with the next win.
      () => undefined,
    );
    return true;
  };
  return {
    key,
    load() {
      const stars = older.load();
      if (stars) return stars;
      try {
        const { boards } = JSON.parse(localStorage.getItem(key)!).data;
        const kept: Record<string, number> = {};
        for (const level in boards) if (boards[level].best.stars) kept[level] = boards[level].best.stars;
        return isStars(kept) ? kept : undefined;
      } catch {
        // No document, a corrupt one, or no storage: no stars yet.
        return undefined;
      }
    },
    save,
    clear: () => void save({} as S),
  };
}
