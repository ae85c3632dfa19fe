// The puzzle session: one puzzle being played, as plain data, and the pure functions that move it on.
// Modelled on the midend of Simon Tatham's Portable Puzzle Collection: the session owns the move list
// (undo/redo), restart, clear, hints, mistakes, win and loss; a game supplies only its rules.
import { isCount, isDateKey, isTime } from '../guards';
import { canRedo, canUndo, commit, createHistory, redo, undo, type History } from '../history/history';

export type PuzzleMode = 'daily' | 'unlimited';
export type PuzzleStatus = 'playing' | 'won' | 'lost';

/** A hint the rules found: the board once it is followed, why, and the cells to point at. */
export interface PuzzleHint<B> {
  board: B;
  reason: string;
  cells?: readonly number[];
}

/**
 * What a puzzle game supplies: its rules over plain data. P is the dealt puzzle (never changes while it is
 * played), B the player's board (what undo steps through), M one move of the player.
 */
export interface PuzzleRules<P, B, M> {
  /** The board a new puzzle starts from (also what Clear returns to). */
  initialBoard(puzzle: P): B;
  /** The board after a move; the very same board object when the move changes nothing or is not allowed. */
  applyMove(puzzle: P, board: B, move: M): B;
  isSolved(puzzle: P, board: B): boolean;
  /** Mistakes a change made (e.g. a digit that differs from the solution); none when absent. */
  mistakesOf?(puzzle: P, before: B, after: B): number;
  /** Whether the game is lost after a change (e.g. a mistake limit); never when absent. */
  isLost?(puzzle: P, board: B, mistakes: number): boolean;
  /** The next helpful step; null when there is none. */
  hint?(puzzle: P, board: B): PuzzleHint<B> | null;
  /** Checks restored data: a saved game is only used when both pass. */
  isPuzzle(value: unknown): value is P;
  isBoard(value: unknown): value is B;
  /** Whether a restored board belongs to this puzzle (size, allowed cells); any board of the shape when absent. */
  boardFits?(puzzle: P, board: B): boolean;
}

/** Where a session's puzzle came from. */
export interface PuzzleDeal {
  mode: PuzzleMode;
  level: string;
  seed: string;
  /** The UTC day (YYYY-MM-DD) of a daily puzzle. */
  dailyDate?: string;
}

export interface PuzzleSession<P, B> extends PuzzleDeal {
  puzzle: P;
  history: History<B>;
  /** Board changes made by the player (hints excluded); the clock may start at the first. */
  moves: number;
  hints: number;
  /** Counted when made and never undone, as on sudoku.com and LinkedIn's games. */
  mistakes: number;
  elapsedMs: number;
  status: PuzzleStatus;
}

/** What happened in one step, for announcements, records and the result. */
export type PuzzleEvent =
  | { type: 'moved' }
  | { type: 'mistake'; count: number }
  | { type: 'won' }
  | { type: 'lost' }
  | { type: 'hint'; reason: string; cells: readonly number[] }
  | { type: 'no-hint' }
  | { type: 'undone' }
  | { type: 'redone' }
  | { type: 'cleared' }
  | { type: 'restarted' };

export interface PuzzleStep<P, B> {
  session: PuzzleSession<P, B>;
  events: PuzzleEvent[];
}

const unchanged = <P, B>(session: PuzzleSession<P, B>): PuzzleStep<P, B> => ({ session, events: [] });

export function startSession<P, B, M>(rules: PuzzleRules<P, B, M>, puzzle: P, deal: PuzzleDeal): PuzzleSession<P, B> {
  return {
    mode: deal.mode,
    level: deal.level,
    seed: deal.seed,
    ...(deal.mode === 'daily' && deal.dailyDate ? { dailyDate: deal.dailyDate } : {}),
    puzzle,
    history: createHistory(rules.initialBoard(puzzle)),
    moves: 0,
    hints: 0,
    mistakes: 0,
    elapsedMs: 0,
    status: 'playing',
  };
}

export const boardOf = <P, B>(session: PuzzleSession<P, B>): B => session.history.present;

export interface ChangeOptions {
  /**
   * Join the previous undo step instead of adding one: the later cells of one drag are undone with its
   * first. Ignored when there is no previous step.
   */
  merge?: boolean;
}

/** Settles status and counters after the board changed from `before` to the session's present board. */
function settle<P, B, M>(rules: PuzzleRules<P, B, M>, session: PuzzleSession<P, B>, before: B, events: PuzzleEvent[]): PuzzleStep<P, B> {
  const board = boardOf(session);
  const made = rules.mistakesOf?.(session.puzzle, before, board) ?? 0;
  let next = made > 0 ? { ...session, mistakes: session.mistakes + made } : session;
  if (made > 0) events.push({ type: 'mistake', count: next.mistakes });
  if (rules.isSolved(next.puzzle, board)) {
    next = { ...next, status: 'won' };
    events.push({ type: 'won' });
  } else if (rules.isLost?.(next.puzzle, board, next.mistakes)) {
    next = { ...next, status: 'lost' };
    events.push({ type: 'lost' });
  }
  return { session: next, events };
}

/** Boards are plain data: a board with the same content is no change (a drag over cells already marked). */
const sameBoard = (a: unknown, b: unknown): boolean => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/** Makes `board` the present board (a move the view computed itself, such as a painted drag). */
export function changeBoard<P, B, M>(
  rules: PuzzleRules<P, B, M>,
  session: PuzzleSession<P, B>,
  board: B,
  options: ChangeOptions = {},
): PuzzleStep<P, B> {
  const before = boardOf(session);
  if (session.status !== 'playing' || sameBoard(board, before)) return unchanged(session);
  const history =
    options.merge && session.history.past.length > 0
      ? { ...session.history, present: board, future: [] }
      : commit(session.history, board);
  return settle(rules, { ...session, history, moves: session.moves + 1 }, before, [{ type: 'moved' }]);
}

/** Plays one move by the rules; a move that changes nothing leaves the session as it is. */
export function playMove<P, B, M>(
  rules: PuzzleRules<P, B, M>,
  session: PuzzleSession<P, B>,
  move: M,
  options: ChangeOptions = {},
): PuzzleStep<P, B> {
  if (session.status !== 'playing') return unchanged(session);
  return changeBoard(rules, session, rules.applyMove(session.puzzle, boardOf(session), move), options);
}

export const canUndoSession = (session: PuzzleSession<unknown, unknown>): boolean =>
  session.status === 'playing' && canUndo(session.history);
export const canRedoSession = (session: PuzzleSession<unknown, unknown>): boolean =>
  session.status === 'playing' && canRedo(session.history);

export function undoMove<P, B>(session: PuzzleSession<P, B>): PuzzleStep<P, B> {
  if (!canUndoSession(session)) return unchanged(session);
  return { session: { ...session, history: undo(session.history) }, events: [{ type: 'undone' }] };
}

/** Redo; a redone board is judged again (it cannot be a new mistake: that was counted when first made). */
export function redoMove<P, B, M>(rules: PuzzleRules<P, B, M>, session: PuzzleSession<P, B>): PuzzleStep<P, B> {
  if (!canRedoSession(session)) return unchanged(session);
  const next = { ...session, history: redo(session.history) };
  if (!rules.isSolved(next.puzzle, boardOf(next))) return { session: next, events: [{ type: 'redone' }] };
  return { session: { ...next, status: 'won' }, events: [{ type: 'redone' }, { type: 'won' }] };
}

/** Clears the player's board back to the start, as one undoable step; counters and clock go on. */
export function clearBoard<P, B, M>(rules: PuzzleRules<P, B, M>, session: PuzzleSession<P, B>): PuzzleStep<P, B> {
  if (session.status !== 'playing') return unchanged(session);
  const fresh = rules.initialBoard(session.puzzle);
  if (sameBoard(fresh, boardOf(session))) return unchanged(session);
  return { session: { ...session, history: commit(session.history, fresh) }, events: [{ type: 'cleared' }] };
}

/** The same puzzle from the start: board, history, counters, clock and status reset. */
export function restartSession<P, B, M>(rules: PuzzleRules<P, B, M>, session: PuzzleSession<P, B>): PuzzleStep<P, B> {
  const restarted = startSession(rules, session.puzzle, session);
  return { session: restarted, events: [{ type: 'restarted' }] };
}

/** Follows the rules' next hint and counts it. */
export function takeHint<P, B, M>(rules: PuzzleRules<P, B, M>, session: PuzzleSession<P, B>): PuzzleStep<P, B> {
  if (session.status !== 'playing' || !rules.hint) return unchanged(session);
  const before = boardOf(session);
  const hint = rules.hint(session.puzzle, before);
  if (!hint) return { session, events: [{ type: 'no-hint' }] };
  const history = Object.is(hint.board, before) ? session.history : commit(session.history, hint.board);
  // A hint's own change is never the player's mistake.
  const step = settle({ ...rules, mistakesOf: undefined }, { ...session, history, hints: session.hints + 1 }, before, []);
  step.events.unshift({ type: 'hint', reason: hint.reason, cells: hint.cells ?? [] });
  return step;
}

export const isFlawless = (session: PuzzleSession<unknown, unknown>): boolean => session.hints === 0 && session.mistakes === 0;

/** The session with the clock's reading. */
export function withElapsed<P, B>(session: PuzzleSession<P, B>, elapsedMs: number): PuzzleSession<P, B> {
  return session.elapsedMs === elapsedMs ? session : { ...session, elapsedMs };
}

// ---- saving ----

/** Undo steps kept in a save: enough for a long streak of undos, small enough to save on every move. */
export const SAVED_HISTORY_LIMIT = 100;

export function toSavedSession<P, B>(session: PuzzleSession<P, B>, limit = SAVED_HISTORY_LIMIT): PuzzleSession<P, B> {
  const { past, present, future } = session.history;
  if (past.length <= limit && future.length <= limit) return session;
  return { ...session, history: { past: past.slice(-limit), present, future: future.slice(0, limit) } };
}


/** Checks a stored value is a session of these rules and one of `levels` (a corrupt or old save is discarded). */
export function isSavedSession<P, B, M>(
  rules: PuzzleRules<P, B, M>,
  levels: readonly string[],
  value: unknown,
): value is PuzzleSession<P, B> {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<PuzzleSession<unknown, unknown>>;
  const history = s.history as Partial<History<unknown>> | undefined;
  const fits = (board: unknown) => rules.isBoard(board) && (rules.boardFits?.(s.puzzle as P, board) ?? true);
  return (
    (s.mode === 'daily' || s.mode === 'unlimited') &&
    typeof s.level === 'string' &&
    levels.includes(s.level) &&
    typeof s.seed === 'string' &&
    (s.dailyDate === undefined || isDateKey(s.dailyDate)) &&
    (s.mode !== 'daily' || isDateKey(s.dailyDate)) &&
    rules.isPuzzle(s.puzzle) &&
    typeof history === 'object' &&
    history !== null &&
    fits(history.present) &&
    Array.isArray(history.past) &&
    history.past.every(fits) &&
    Array.isArray(history.future) &&
    history.future.every(fits) &&
    isCount(s.moves) &&
    isCount(s.hints) &&
    isCount(s.mistakes) &&
    isTime(s.elapsedMs) &&
    (s.status === 'playing' || s.status === 'won' || s.status === 'lost')
  );
}
