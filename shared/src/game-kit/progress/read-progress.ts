// The home page's read of every game's progress summary. A player who played before summaries existed has
// only the games' records: their solved dailies become a summary once, so streaks earned then are kept.
// The records are read here as plain data (not through puzzle/records.ts): this module loads in its own
// chunk, and sharing the records module with a game's first chunk would cost that chunk bytes.
import { emptyProgress, isDayKey, readProgress, writeProgress, type GameProgress } from '../../contracts/progress';
import type { StorageLike } from '../storage';
import type { PuzzleRecords } from '../puzzle/records';
import { withPuzzleRecords } from './records-progress';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The dailies solved in a game's records (`games:<slug>:records`, version 1), or none when unreadable. */
export function solvedDailiesOf(raw: string | null): Pick<PuzzleRecords, 'dailyDone' | 'maxStreak'> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed) || parsed.v !== 1 || !isObject(parsed.data) || !isObject(parsed.data.dailyDone)) return undefined;
    const dailyDone: PuzzleRecords['dailyDone'] = {};
    for (const [day, done] of Object.entries(parsed.data.dailyDone)) {
      if (isDayKey(day) && isObject(done) && isAmount(done.timeMs) && isAmount(done.hints)) dailyDone[day] = { timeMs: done.timeMs, hints: done.hints, flawless: done.flawless === true };
    }
    return { dailyDone, maxStreak: isAmount(parsed.data.maxStreak) ? parsed.data.maxStreak : 0 };
  } catch {
    return undefined;
  }
}

/** The summaries of the given games, each read, or migrated from the game's records. Never throws. */
export function readGamesProgress(storage: StorageLike | undefined, slugs: readonly string[]): GameProgress[] {
  if (!storage) return [];
  return slugs.flatMap((slug) => {
    try {
      const stored = readProgress(storage, slug);
      if (stored) return [stored];
      const records = solvedDailiesOf(storage.getItem(`games:${slug}:records`));
      if (!records || Object.keys(records.dailyDone).length === 0) return [];
      const migrated = withPuzzleRecords(emptyProgress(slug, 0), records, 0);
      writeProgress(storage, migrated);
      return [migrated];
    } catch {
      return [];
    }
  });
}
