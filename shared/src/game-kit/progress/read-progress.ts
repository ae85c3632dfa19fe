// The home page's read of every game's progress summary. A player who played before summaries existed has
// only the games' records: their solved dailies become a summary once, so streaks earned then are kept.
// The records are read here as plain data (not through puzzle/records.ts or records/store.ts), both the puzzle
// records (version 1) and the records document (version 2) under the same key: this module loads in its own
// chunk, and sharing the records modules with a game's first chunk would cost that chunk bytes.
import { emptyProgress, isDayKey, readProgress, writeProgress, type GameProgress } from '../../contracts/progress';
import type { StorageLike } from '../storage';
import type { PuzzleRecords } from '../puzzle/records';
import { withPuzzleRecords } from './records-progress';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A day's finish as stored (v1 `dailyDone` or v2 `daily.done`), or undefined when it is not a solved daily. */
function solvedDay(done: unknown): PuzzleRecords['dailyDone'][string] | undefined {
  // Version 2 keeps lost dailies too (won: false): they are not solved.
  if (!isObject(done) || !isAmount(done.timeMs) || !isAmount(done.hints) || done.won === false) return undefined;
  return { timeMs: done.timeMs, hints: done.hints, flawless: done.flawless === true };
}

/**
 * The dailies solved in a game's records (`games:<slug>:records`: version 1, the puzzle records, or version 2,
 * the records document with its dailies in `daily.done`), or none when unreadable.
 */
export function solvedDailiesOf(raw: string | null): Pick<PuzzleRecords, 'dailyDone' | 'maxStreak'> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed) || !isObject(parsed.data)) return undefined;
    const daily = parsed.v === 1 ? parsed.data : parsed.v === 2 && isObject(parsed.data.daily) ? parsed.data.daily : undefined;
    const days = parsed.v === 1 ? daily?.dailyDone : daily?.done;
    if (!daily || !isObject(days)) return undefined;
    const dailyDone: PuzzleRecords['dailyDone'] = {};
    for (const [day, done] of Object.entries(days)) {
      const solved = solvedDay(done);
      if (isDayKey(day) && solved) dailyDone[day] = solved;
    }
    return { dailyDone, maxStreak: isAmount(daily.maxStreak) ? daily.maxStreak : 0 };
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
