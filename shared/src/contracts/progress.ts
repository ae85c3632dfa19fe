/**
 * The player's progress in one game, published by the game (the kit's session writes it) for the host to
 * read without loading the remote: the home page's Today tiles, Continue, Recently played and streaks.
 *
 * Stored in localStorage as `games:progress:<slug>` → `{ "v": PROGRESS_VERSION, "data": GameProgress }`.
 * The reader trusts nothing: an old version, a corrupt value or a summary of another game is ignored.
 *
 * Days are UTC calendar days (YYYY-MM-DD), the days the games' dailies already use (game-kit/puzzle/daily.ts):
 * everyone gets the same puzzle at the same moment, and a new daily arrives at 00:00 UTC.
 */
export const PROGRESS_VERSION = 1;
export const PROGRESS_KEY_PREFIX = 'games:progress:';
/** Solved days kept per game: more than a year, so a streak across a year end is whole. */
export const SOLVED_DAYS_KEPT = 400;

export type DailyState = 'not-started' | 'in-progress' | 'solved' | 'failed';

/** A daily puzzle (or round) of one day, as far as the player got. */
export interface DailyProgress {
  /** The local day of the daily, YYYY-MM-DD. */
  date: string;
  state: Exclude<DailyState, 'not-started'>;
  /** Play time so far (in progress) or to the end. */
  timeMs?: number;
  hints?: number;
  mistakes?: number;
  /** For score dailies: the score so far or at the end. */
  score?: number;
}

/** A game left unfinished: where it opens again, and a short label for its Continue card. */
export interface ResumePoint {
  /** Path with query that reopens this very game, e.g. '/game/sudoku?difficulty=hard'. */
  path: string;
  /** What the player left, e.g. 'Hard · 0:42' or 'Daily'. */
  label: string;
  /** Epoch ms of the last save. */
  savedAt: number;
}

/** The game's headline record, ready to show: 'Best time (Hard)' / '1:05'. */
export interface BestFigure {
  label: string;
  value: string;
}

export interface GameProgress {
  slug: string;
  /** Epoch ms the player last played (made a move, started a round). */
  lastPlayedAt: number;
  /** The latest daily the player touched; today's state is read from it with dailyStateOn. */
  daily?: DailyProgress;
  /** Days whose daily was solved, ascending, unique, at most SOLVED_DAYS_KEPT (the newest). */
  solvedDays: string[];
  /** Longest run of consecutive solved days ever (kept when old days drop off solvedDays). */
  bestStreak: number;
  resume?: ResumePoint;
  best?: BestFigure;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAILY_STATES: readonly string[] = ['in-progress', 'solved', 'failed'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isShortText = (value: unknown, max = 80): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;
const optional = <T>(value: unknown, check: (v: unknown) => v is T): boolean => value === undefined || check(value);

/** A real calendar day: 2026-02-30 is not one. */
export function isDayKey(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isDailyProgress(value: unknown): value is DailyProgress {
  return (
    isObject(value) &&
    isDayKey(value.date) &&
    typeof value.state === 'string' &&
    DAILY_STATES.includes(value.state) &&
    optional(value.timeMs, isTime) &&
    optional(value.hints, isCount) &&
    optional(value.mistakes, isCount) &&
    optional(value.score, isTime)
  );
}

function isResumePoint(value: unknown): value is ResumePoint {
  return isObject(value) && typeof value.path === 'string' && /^\/game\/[a-z0-9-]+(?:[?#].*)?$/.test(value.path) && value.path.length <= 300 && isShortText(value.label) && isTime(value.savedAt);
}

function isBestFigure(value: unknown): value is BestFigure {
  return isObject(value) && isShortText(value.label) && isShortText(value.value, 40);
}

export function isGameProgress(value: unknown): value is GameProgress {
  if (!isObject(value)) return false;
  const days = value.solvedDays;
  return (
    typeof value.slug === 'string' &&
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.slug) &&
    isTime(value.lastPlayedAt) &&
    optional(value.daily, isDailyProgress) &&
    Array.isArray(days) &&
    days.length <= SOLVED_DAYS_KEPT &&
    days.every(isDayKey) &&
    days.every((day, i) => i === 0 || (days[i - 1] as string) < day) &&
    isCount(value.bestStreak) &&
    optional(value.resume, isResumePoint) &&
    optional(value.best, isBestFigure)
  );
}

export function progressKey(slug: string): string {
  return `${PROGRESS_KEY_PREFIX}${slug}`;
}

/** A stored summary, or undefined when it is missing, old, corrupt or not this game's. Never throws. */
export function parseProgress(raw: string | null | undefined, slug: string): GameProgress | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed) || parsed.v !== PROGRESS_VERSION || !isGameProgress(parsed.data) || parsed.data.slug !== slug) return undefined;
    return parsed.data;
  } catch {
    return undefined;
  }
}

export function serializeProgress(progress: GameProgress): string {
  return JSON.stringify({ v: PROGRESS_VERSION, data: progress });
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** One game's summary from storage; undefined when absent or unusable (blocked storage included). */
export function readProgress(storage: ReadableStorage | undefined, slug: string): GameProgress | undefined {
  try {
    return parseProgress(storage?.getItem(progressKey(slug)), slug);
  } catch {
    return undefined;
  }
}

/** The summaries of the given games that exist and are valid. */
export function readAllProgress(storage: ReadableStorage | undefined, slugs: readonly string[]): GameProgress[] {
  return slugs.flatMap((slug) => readProgress(storage, slug) ?? []);
}

/** Saves a summary; false when storage is full or unavailable. Never throws. */
export function writeProgress(storage: WritableStorage | undefined, progress: GameProgress): boolean {
  try {
    if (!storage) return false;
    storage.setItem(progressKey(progress.slug), serializeProgress(progress));
    return true;
  } catch {
    return false;
  }
}

export function emptyProgress(slug: string, now: number): GameProgress {
  return { slug, lastPlayedAt: now, solvedDays: [], bestStreak: 0 };
}

// --- Days ---------------------------------------------------------------------------------------------

/** The UTC calendar day of a moment, YYYY-MM-DD: the day of the daily puzzles. */
export function dayKey(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** The day `offset` days after a day key (negative: before). Calendar arithmetic, free of DST. */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The next midnight UTC after `now`, when today's dailies give way to tomorrow's. */
export function nextDailyAt(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

// --- Streaks ------------------------------------------------------------------------------------------

/**
 * Consecutive solved days ending today, or ending yesterday while today is still open (a streak is alive
 * until a whole day passes without a solve). `days` must be sorted ascending; duplicates are ignored.
 */
export function streakEndingOn(days: readonly string[], today: string): number {
  const solved = new Set(days);
  let day = solved.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (solved.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The longest run of consecutive days in a sorted list. */
export function longestRun(days: readonly string[]): number {
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    if (day === previous) continue;
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

/** A game's own daily streak, alive today. */
export function gameStreak(progress: GameProgress, today: string): number {
  return streakEndingOn(progress.solvedDays, today);
}

/** Days on which at least one daily of any game was solved, in a row up to today (or yesterday). */
export function crossGameStreak(progress: readonly GameProgress[], today: string): number {
  const days = [...new Set(progress.flatMap((p) => p.solvedDays))].sort();
  return streakEndingOn(days, today);
}

/** The state of a game's daily on a day: what its Today tile shows. */
export function dailyStateOn(progress: GameProgress | undefined, day: string): { state: DailyState; daily?: DailyProgress } {
  if (progress?.daily?.date === day) return { state: progress.daily.state, daily: progress.daily };
  if (progress?.solvedDays.includes(day)) return { state: 'solved' };
  return { state: 'not-started' };
}

// --- Updates (what the kit's session calls) -------------------------------------------------------------

function withSolvedDay(progress: GameProgress, day: string): GameProgress {
  if (progress.solvedDays.includes(day)) return progress;
  const solvedDays = [...progress.solvedDays, day].sort().slice(-SOLVED_DAYS_KEPT);
  return { ...progress, solvedDays, bestStreak: Math.max(progress.bestStreak, longestRun(solvedDays)) };
}

/**
 * Records where the player stands on a daily. A solved day stays solved: a later 'in-progress' or 'failed'
 * write for the same day (a replay) does not undo it.
 */
export function withDaily(progress: GameProgress, daily: DailyProgress, now: number): GameProgress {
  const keepSolved = progress.daily?.date === daily.date && progress.daily.state === 'solved' && daily.state !== 'solved';
  const next: GameProgress = { ...progress, lastPlayedAt: Math.max(progress.lastPlayedAt, now), daily: keepSolved ? progress.daily : daily };
  return daily.state === 'solved' ? withSolvedDay(next, daily.date) : next;
}

/** Records a game in progress (or, with undefined, that nothing is left to continue). */
export function withResume(progress: GameProgress, resume: ResumePoint | undefined, now: number): GameProgress {
  const next: GameProgress = { ...progress, lastPlayedAt: Math.max(progress.lastPlayedAt, now) };
  if (resume) next.resume = resume;
  else delete next.resume;
  return next;
}

export function withBest(progress: GameProgress, best: BestFigure | undefined): GameProgress {
  const next: GameProgress = { ...progress };
  if (best) next.best = best;
  else delete next.best;
  return next;
}

/**
 * A summary built from the days a game already recorded as solved (its older records format), so a
 * returning player keeps the streaks earned before summaries existed.
 */
export function progressFromSolvedDays(slug: string, days: Iterable<string>, lastPlayedAt: number): GameProgress {
  const solvedDays = [...new Set([...days].filter(isDayKey))].sort().slice(-SOLVED_DAYS_KEPT);
  return { slug, lastPlayedAt, solvedDays, bestStreak: longestRun(solvedDays) };
}

// --- The day's dailies (what a finished daily leads on to) ----------------------------------------------

/**
 * The games with a daily, in gallery order, as the host last knew them: the host writes the list whenever
 * it has the catalogue, and a game reads it to lead a finished daily on to the next one ("Next daily: Tango →")
 * without knowing the catalogue. Stored as `games:dailies` → `{ "v": PROGRESS_VERSION, "data": DailyGame[] }`.
 */
export const DAILY_LIST_KEY = 'games:dailies';

export interface DailyGame {
  slug: string;
  title: string;
}

const isDailyGame = (value: unknown): value is DailyGame =>
  isObject(value) && typeof value.slug === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.slug) && isShortText(value.title);

/** The stored list, or an empty one when it is missing or unusable. Never throws. */
export function readDailyList(storage: ReadableStorage | undefined): DailyGame[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DAILY_LIST_KEY) ?? 'null');
    if (!isObject(parsed) || parsed.v !== PROGRESS_VERSION || !Array.isArray(parsed.data)) return [];
    return parsed.data.filter(isDailyGame).slice(0, 100);
  } catch {
    return [];
  }
}

/** Saves the list when it changed; false when storage is full or unavailable. Never throws. */
export function writeDailyList(storage: WritableStorage | undefined, games: readonly DailyGame[]): boolean {
  try {
    if (!storage) return false;
    const text = JSON.stringify({ v: PROGRESS_VERSION, data: games.map(({ slug, title }) => ({ slug, title })) });
    if (storage.getItem(DAILY_LIST_KEY) !== text) storage.setItem(DAILY_LIST_KEY, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The daily to play after `currentSlug`'s: the first of the list after it (wrapping round) that is neither
 * solved nor failed today; undefined when every other daily of the day is finished.
 */
export function nextDailyToPlay(list: readonly DailyGame[], progress: readonly GameProgress[], today: string, currentSlug: string): DailyGame | undefined {
  const bySlug = new Map(progress.map((p) => [p.slug, p]));
  const start = list.findIndex((game) => game.slug === currentSlug);
  const ordered = start < 0 ? list : [...list.slice(start + 1), ...list.slice(0, start)];
  return ordered.find((game) => {
    if (game.slug === currentSlug) return false;
    const { state } = dailyStateOn(bySlug.get(game.slug), today);
    return state === 'not-started' || state === 'in-progress';
  });
}
