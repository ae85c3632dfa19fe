// The home page's read of every game's progress summary. A player who played before summaries existed has
// only the games' records: their solved dailies become a summary once, so streaks earned then are kept.
import { readProgress, writeProgress, emptyProgress, type GameProgress } from '../../contracts/progress';
import { createRecordsStore } from '../puzzle/records';
import type { StorageLike } from '../storage';
import { withPuzzleRecords } from './records-progress';

/** The summaries of the given games, each read, or migrated from the game's records. Never throws. */
export function readGamesProgress(storage: StorageLike | undefined, slugs: readonly string[]): GameProgress[] {
  if (!storage) return [];
  return slugs.flatMap((slug) => {
    try {
      const stored = readProgress(storage, slug);
      if (stored) return [stored];
      const records = createRecordsStore(slug, storage, { publish: false }).load();
      if (!records || Object.keys(records.dailyDone).length === 0) return [];
      const migrated = withPuzzleRecords(emptyProgress(slug, 0), records, 0);
      writeProgress(storage, migrated);
      return [migrated];
    } catch {
      return [];
    }
  });
}
