// The one records format of every game: a document per game, kept as `games:<gameKey>:records` (version 2).
// That key was the puzzle games' records (version 1) and is the one the home page already reads for streaks;
// version 2 keeps it, so a player's records stay under one key per game and the older formats (`:records` v1,
// `:scores`, `:stats`, `:tally`) are folded into it on first read (migrations.ts). Pure types and constructors.

/** A score as the history chart keeps it. */
export interface RecentScore {
  score: number;
  /** When the round ended, in milliseconds since 1970 (UTC). */
  at: number;
}

/** What one board, level or mode key holds ('easy', '4:undo', 'default', a puzzle's id…). */
export interface BoardRecord {
  /** The best of each named metric; METRIC_POLICY (metrics.ts) says which way is better. */
  best: Record<string, number>;
  /** Counters: 'played', 'won', 'rounds', 'wins', 'losses', 'draws', a game's own ('mistakes:2', 'seen'). */
  counts: Record<string, number>;
  /** The latest scores, oldest first, at most RECENT_SCORES_LIMIT (a score game's history chart). */
  recent: RecentScore[];
}

/** A daily finished on a UTC day: the first finish of the day is the one kept. */
export interface DailyEntry {
  /** False for a daily lost (it breaks the streak); dailies only recorded when solved are all won. */
  won: boolean;
  /** The time it took (0 where the game keeps none: score dailies). */
  timeMs: number;
  hints: number;
  /** Solved with no hint and no mistake. */
  flawless: boolean;
  /** Mistakes made, where the game counts them against a limit (Connections). */
  mistakes?: number;
}

export interface DailyRecord {
  /** By UTC day, YYYY-MM-DD. */
  done: Record<string, DailyEntry>;
  /** Dailies won on consecutive days, up to the latest daily finished. */
  currentStreak: number;
  maxStreak: number;
}

export interface RecordsDocument {
  boards: Record<string, BoardRecord>;
  daily: DailyRecord;
}

export const RECORDS_DOCUMENT_VERSION = 2;
/** The board of a game's totals across levels (puzzles started and won, Connections' mistakes). */
export const TOTALS_KEY = '*';
/** Enough for a history chart of the latest rounds, small enough for localStorage. */
export const RECENT_SCORES_LIMIT = 30;

export const emptyBoard = (): BoardRecord => ({ best: {}, counts: {}, recent: [] });
export const emptyDaily = (): DailyRecord => ({ done: {}, currentStreak: 0, maxStreak: 0 });
export const emptyDocument = (): RecordsDocument => ({ boards: {}, daily: emptyDaily() });

/** The board under `key` (an empty one when it has none yet). */
export const boardOf = (doc: RecordsDocument, key: string): BoardRecord =>
  Object.prototype.hasOwnProperty.call(doc.boards, key) ? doc.boards[key] : emptyBoard();

/** The document with `key`'s board changed; a board left with nothing in it is dropped. */
export function withBoard(doc: RecordsDocument, key: string, change: (board: BoardRecord) => BoardRecord): RecordsDocument {
  const board = change(boardOf(doc, key));
  const boards = { ...doc.boards };
  if (Object.keys(board.best).length || Object.keys(board.counts).length || board.recent.length) boards[key] = board;
  else delete boards[key];
  return { ...doc, boards };
}
