// The store of a level game's best stars per level (one-line-draw, path-puzzle, The Black) as a view of the
// game's records document: 'stars' on each level's board, beside the puzzle session's records of the same levels.
// The game's older map (`<gameKey>:stars` version 1) is folded in and removed once saved, even over a document the
// puzzle session already saved (it does not know that map). Loaded with the records chunk (level-stars.ts), not in
// a game's first chunk.
import type { StorageLike, Store } from '../storage';
import { bestsFormat, bestsOf, withBestsIn } from './best-view';
import type { StarsCheck } from './level-stars';
import { PUZZLE_RECORDS_V1 } from './migrations';
import { createRecordsView } from './store';

const STARS = 'stars';

/** The document's best stars by level, the older map carried over. */
export function levelStarsRecords<S extends Readonly<Record<string, number>>>(gameKey: string, isStars: StarsCheck<S>, storage?: StorageLike): Store<S> {
  return createRecordsView<S>({
    gameKey,
    view: (doc) => bestsOf(doc, STARS) as S,
    withView: (doc, stars) => withBestsIn(doc, STARS, stars),
    empty: () => ({}) as S,
    // The puzzle session's own older records may still be in the key the document takes over.
    legacy: [PUZZLE_RECORDS_V1],
    apart: [bestsFormat(STARS, 1, STARS, isStars)],
    storage,
  });
}
