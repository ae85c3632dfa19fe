// The home page's read of every game's progress summary. A player who played before summaries existed has
// only the games' records: their solved dailies become a summary once, so streaks earned then are kept. The
// records document (records/store.ts) is only read here, never written: the game migrates its own records.
import { emptyProgress, readProgress, writeProgress, type GameProgress } from '../../contracts/progress';
import type { StorageLike } from '../storage';
import { readRecords } from '../records/store';
import type { PuzzleRecords } from '../puzzle/records';
import { withPuzzleRecords } from './records-progress';

/** The dailies won in a game's records (`games:<slug>:records`, or its older formats), or none when unreadable. */
export function solvedDailiesOf(storage: StorageLike, slug: string): Pick<PuzzleRecords, 'dailyDone' | 'maxStreak'> | undefined {
  const read = readRecords(storage, slug);
  if (!read) return undefined;
  const dailyDone: PuzzleRecords['dailyDone'] = {};
  for (const [day, { won, timeMs, hints, flawless }] of Object.entries(read.doc.daily.done)) if (won) dailyDone[day] = { timeMs, hints, flawless };
  return { dailyDone, maxStreak: read.doc.daily.maxStreak };
}

/** The summaries of the given games, each read, or migrated from the game's records. Never throws. */
export function readGamesProgress(storage: StorageLike | undefined, slugs: readonly string[]): GameProgress[] {
  if (!storage) return [];
  return slugs.flatMap((slug) => {
    try {
      const stored = readProgress(storage, slug);
      if (stored) return [stored];
      const records = solvedDailiesOf(storage, slug);
      if (!records || Object.keys(records.dailyDone).length === 0) return [];
      const migrated = withPuzzleRecords(emptyProgress(slug, 0), records, 0);
      writeProgress(storage, migrated);
      return [migrated];
    } catch {
      return [];
    }
  });
}
