// A round game's dailies (days done, the streak) in its records document (`<gameKey>:records` version 2, seen
// through the puzzle view, records/puzzle-view.ts), loaded after the first paint in the records' chunk
// (useDailyRecords' `loadDailyStore`). A player's `:records` version 1 is carried over on the first read, and
// the score records kept in the same document stay as they are (a `:scores` version 1 is carried over with it).
import type { publishProgress } from '../progress/publish';
import type { PuzzleRecords } from '../puzzle/records';
import { emptyPuzzleRecords, puzzleRecordsOf, withPuzzleRecordsIn } from '../records/puzzle-view';
import { createRecordsView } from '../records/store';
import type { StorageLike, Store } from '../storage';

/**
 * The dailies of a game's records document. Each save also publishes the dailies done in the game's progress
 * summary (contracts/progress.ts), for the home page, with `publish` (the kit's publishProgress: passed in, as the
 * first chunk's modules are, see score/score-store.ts).
 */
export function createDailyRecordsStore(gameKey: string, storage?: StorageLike, publish?: typeof publishProgress): Store<PuzzleRecords> {
  return createRecordsView({ gameKey, view: puzzleRecordsOf, withView: withPuzzleRecordsIn, empty: emptyPuzzleRecords, storage, onSave: (value) => publish?.(gameKey, (w) => (progress, now) => w.withPuzzleRecords(progress, value, now), { storage }) });
}

/** The dailies kept now (none yet: empty). */
export const loadDaily = (gameKey: string, storage?: StorageLike): PuzzleRecords => createDailyRecordsStore(gameKey, storage).load() ?? emptyPuzzleRecords();

/**
 * Changes the dailies as kept now, read afresh from storage (another tab, or the score records of the same
 * document, may have written since), and saves them when `change` made new ones.
 */
export function changeDaily(gameKey: string, change: (prior: PuzzleRecords) => PuzzleRecords, storage?: StorageLike, publish?: typeof publishProgress): PuzzleRecords {
  const store = createDailyRecordsStore(gameKey, storage, publish);
  const prior = store.load() ?? emptyPuzzleRecords();
  const next = change(prior);
  if (next !== prior) store.save(next);
  return next;
}
