// The view of the records document for a game of numbered puzzles each finished once, with a daily among them
// (Connections; what its `<gameKey>:stats` version 1 held): games played and won, the daily streak, how many
// mistakes each win took, each puzzle's first finish and the puzzles already dealt. Pure.
import { isCount, isDateKey, isObject } from '../guards';
import { TOTALS_KEY, withBoard, type DailyEntry, type RecordsDocument } from './document';
import type { LegacyFormat } from './migrations';

export interface PuzzleFinish {
  won: boolean;
  mistakes: number;
}

export interface ArchiveStats {
  played: number;
  won: number;
  /** Dailies won on consecutive days, up to the latest daily finished. */
  currentStreak: number;
  maxStreak: number;
  /** Index i < last: wins with i mistakes; the last index: losses. */
  distribution: number[];
  /** The first finish of each puzzle, by id. */
  results: Record<string, PuzzleFinish>;
  /** The daily of each date the player finished. */
  dailies: Record<string, PuzzleFinish>;
  /** Puzzle ids already dealt to this player (for a random unplayed one). */
  seen: string[];
}

const isFinish = (value: unknown): value is PuzzleFinish => isObject(value) && typeof value.won === 'boolean' && isCount(value.mistakes);

/** The shape of archive stats (Connections' `:stats` version 1); `slots` is the distribution's length. */
export function isArchiveStats(value: unknown, slots: number): value is ArchiveStats {
  return (
    isObject(value) &&
    isCount(value.played) &&
    isCount(value.won) &&
    value.won <= value.played &&
    isCount(value.currentStreak) &&
    isCount(value.maxStreak) &&
    Array.isArray(value.distribution) &&
    value.distribution.length === slots &&
    value.distribution.every(isCount) &&
    isObject(value.results) &&
    Object.values(value.results).every(isFinish) &&
    isObject(value.dailies) &&
    Object.entries(value.dailies).every(([day, finish]) => isDateKey(day) && isFinish(finish)) &&
    Array.isArray(value.seen) &&
    value.seen.every((id) => typeof id === 'string')
  );
}

/** Each puzzle's board: 'puzzle:<id>'. */
const PUZZLE_PREFIX = 'puzzle:';
/** The totals board's counter of the distribution's slot `i`. */
const slotCounter = (i: number) => `mistakes:${i}`;

/** The archive stats the document holds, with a distribution of `slots` slots. */
export function archiveStatsOf(doc: RecordsDocument, slots: number): ArchiveStats {
  const totals = doc.boards[TOTALS_KEY]?.counts ?? {};
  const results: Record<string, PuzzleFinish> = {};
  const seen: string[] = [];
  for (const [key, board] of Object.entries(doc.boards)) {
    if (!key.startsWith(PUZZLE_PREFIX)) continue;
    const id = key.slice(PUZZLE_PREFIX.length);
    if (board.counts.seen) seen.push(id);
    if (board.counts.played) results[id] = { won: (board.counts.won ?? 0) > 0, mistakes: board.best.mistakes ?? 0 };
  }
  const dailies: Record<string, PuzzleFinish> = {};
  for (const [day, entry] of Object.entries(doc.daily.done)) dailies[day] = { won: entry.won, mistakes: entry.mistakes ?? 0 };
  return {
    played: totals.played ?? 0,
    won: totals.won ?? 0,
    currentStreak: doc.daily.currentStreak,
    maxStreak: doc.daily.maxStreak,
    distribution: Array.from({ length: slots }, (_, i) => totals[slotCounter(i)] ?? 0),
    results,
    dailies,
    seen,
  };
}

/** The document holding `stats` as its archive stats. */
export function withArchiveStatsIn(doc: RecordsDocument, stats: ArchiveStats): RecordsDocument {
  let next = withBoard(doc, TOTALS_KEY, (board) => {
    const counts = Object.fromEntries(Object.entries(board.counts).filter(([counter]) => !counter.startsWith('mistakes:')));
    stats.distribution.forEach((count, i) => (counts[slotCounter(i)] = count));
    return { ...board, counts: { ...counts, played: stats.played, won: stats.won } };
  });
  const seen = new Set(stats.seen);
  const ids = new Set([...seen, ...Object.keys(stats.results)]);
  for (const key of Object.keys(doc.boards)) if (key.startsWith(PUZZLE_PREFIX)) ids.add(key.slice(PUZZLE_PREFIX.length));
  for (const id of ids) {
    const result = Object.prototype.hasOwnProperty.call(stats.results, id) ? stats.results[id] : undefined;
    next = withBoard(next, PUZZLE_PREFIX + id, () => ({
      best: result ? { mistakes: result.mistakes } : ({} as Record<string, number>),
      counts: { ...(seen.has(id) ? { seen: 1 } : {}), ...(result ? { played: 1, won: result.won ? 1 : 0 } : {}) },
      recent: [],
    }));
  }
  const done: Record<string, DailyEntry> = {};
  for (const [day, { won, mistakes }] of Object.entries(stats.dailies)) {
    done[day] = { won, mistakes, timeMs: doc.daily.done[day]?.timeMs ?? 0, hints: 0, flawless: won && mistakes === 0 };
  }
  return { ...next, daily: { done, currentStreak: stats.currentStreak, maxStreak: stats.maxStreak } };
}

/** Archive stats kept apart in an older release (Connections' `<gameKey>:stats` version 1), to migrate from. */
export function archiveStatsFormat(suffix: string, version: number, slots: number): LegacyFormat {
  return { suffix, version, fold: (doc, data) => (isArchiveStats(data, slots) ? withArchiveStatsIn(doc, data) : undefined) };
}
