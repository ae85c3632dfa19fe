// The puzzle session's records and what an end records, loaded after the puzzle's first paint in their own
// chunk (usePuzzleSession's `loadRecords`): the records are needed for the Best and Streak stats and when a
// puzzle ends, never to draw the first board. They live in the game's records document (`<gameKey>:records`
// version 2, records/), seen through the puzzle view (records/puzzle-view.ts); a player's version 1 records are
// carried over on the first read, every best and streak kept (records/migrations.ts).
import { publishProgress } from '../progress/publish';
import { PUZZLE_RECORDS_V1 } from '../records/migrations';
import { puzzleRecordsOf, withPuzzleRecordsIn } from '../records/puzzle-view';
import { createRecordsView, readRecords as readDocument } from '../records/store';
import type { StorageLike, Store } from '../storage';
import { puzzleEnding, type PuzzleEndFacts, type PuzzleEnding } from './outcome';
import { emptyRecords, liveStreak, recordStart, type PuzzleRecords } from './records';

/** The records as the session shows them: the Streak stat is the streak still alive today. */
export interface RecordsShown {
  records: PuzzleRecords;
  streak: number;
}

/**
 * The puzzle records of a game's records document. Each save also publishes the solved dailies in the game's
 * progress summary (contracts/progress.ts), for the home page.
 */
export function puzzleRecordsStore(gameKey: string, storage?: StorageLike): Store<PuzzleRecords> {
  // Only the session's own older format is carried over (and its key reused): a game's score records
  // (`:scores`, matching-card's fewest moves) stay with the score store that still reads them.
  return createRecordsView({ gameKey, view: puzzleRecordsOf, withView: withPuzzleRecordsIn, empty: emptyRecords, legacy: [PUZZLE_RECORDS_V1], storage, onSave: (value) => publishProgress(gameKey, (w) => (progress, now) => w.withPuzzleRecords(progress, value, now), { storage }) });
}

const shown = (records: PuzzleRecords, today: string): RecordsShown => ({ records, streak: liveStreak(records, today) });

function localStorageOrNone(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The records kept now (none yet: empty). Records carried over from version 1 publish their solved dailies in
 * the progress summary at once (as played at no new time): the home page's fallback reads only version 1.
 */
export function readRecords(gameKey: string, today: string, storage?: StorageLike): RecordsShown {
  const migrating = Boolean(readDocument(storage ?? localStorageOrNone(), gameKey, [PUZZLE_RECORDS_V1])?.migratedFrom.length);
  const records = puzzleRecordsStore(gameKey, storage).load() ?? emptyRecords();
  if (migrating && Object.keys(records.dailyDone).length) publishProgress(gameKey, (w) => (progress) => w.withPuzzleRecords(progress, records, 0), { storage });
  return shown(records, today);
}

/**
 * Changes the records as kept now, read afresh from storage (another tab, or a change still on its way, may
 * have written since), and saves them when `change` made new ones.
 */
function changeRecords(gameKey: string, change: (prior: PuzzleRecords) => PuzzleRecords, storage?: StorageLike): PuzzleRecords {
  const store = puzzleRecordsStore(gameKey, storage);
  const prior = store.load() ?? emptyRecords();
  const next = change(prior);
  if (next !== prior) store.save(next);
  return next;
}

/** Counts a newly dealt puzzle. */
export const recordDealt = (gameKey: string, today: string, storage?: StorageLike): RecordsShown => shown(changeRecords(gameKey, recordStart, storage), today);

/**
 * Records how a puzzle ended (a solve: its best, the daily and the streak; a loss: nothing), and publishes
 * the home page's best figure. The ending carries the words to say and the result's facts.
 */
export function recordEnding<P, B>(
  facts: Omit<PuzzleEndFacts<P, B>, 'records'>,
  today: string,
  storage?: StorageLike,
): RecordsShown & { ending: PuzzleEnding } {
  let ending = null as unknown as PuzzleEnding;
  const records = changeRecords(
    facts.slug,
    (prior) => {
      ending = puzzleEnding({ ...facts, records: prior });
      return ending.kind === 'won' ? ending.records : prior;
    },
    storage,
  );
  const best = ending.kind === 'won' ? ending.progressBest : null;
  if (best) publishProgress(facts.slug, (w) => (progress) => w.withBest(progress, best), { storage });
  return { ...shown(records, today), ending };
}
