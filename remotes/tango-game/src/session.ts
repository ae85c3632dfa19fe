// One puzzle in play: the puzzle, the undo history of boards, the clock and the hint/mistake counts.
import { commit, createHistory, type History } from '@games/shared/game-kit/history';
import type { PuzzleMode } from '@games/shared/game-kit/puzzle';
import { clearedBoard } from './logic/board';
import type { Board, TangoPuzzle } from './logic/types';

export interface TangoSession {
  puzzle: TangoPuzzle;
  mode: PuzzleMode;
  /** The UTC day of a daily puzzle. */
  dailyDate?: string;
  history: History<Board>;
  elapsedMs: number;
  hintsUsed: number;
  mistakes: number;
  /**
   * A cell whose last change broke a rule. It becomes a mistake only when the player moves on without changing
   * it again, so cycling a cell through sun on the way to moon is not punished.
   */
  pendingMistake?: number;
  /** The first move was made (the clock runs from then). */
  started: boolean;
  solved: boolean;
}

export function newSession(puzzle: TangoPuzzle, mode: PuzzleMode, dailyDate?: string): TangoSession {
  return {
    puzzle,
    mode,
    ...(dailyDate ? { dailyDate } : {}),
    history: createHistory(clearedBoard(puzzle)),
    elapsedMs: 0,
    hintsUsed: 0,
    mistakes: 0,
    started: false,
    solved: false,
  };
}

/** Undo steps kept in the save, so a reload keeps undo without a huge save. */
export const SAVED_UNDO_STEPS = 100;

/** A new present board as its own undo step. */
export function commitBoard(session: TangoSession, board: Board): TangoSession {
  const history = commit(session.history, board);
  return history === session.history ? session : { ...session, history, started: true };
}

/** Replaces the present board without a new undo step (later cells of one drag). */
export function replaceBoard(session: TangoSession, board: Board): TangoSession {
  if (board === session.history.present) return session;
  return { ...session, history: { ...session.history, present: board, future: [] } };
}

export function trimmedForSave(session: TangoSession): TangoSession {
  const { past } = session.history;
  if (past.length <= SAVED_UNDO_STEPS) return session;
  return { ...session, history: { ...session.history, past: past.slice(past.length - SAVED_UNDO_STEPS) } };
}

/** Settles a pending mistake before an action on `index` (undefined: an action on no cell, such as Clear). */
export function settleMistake(session: TangoSession, index: number | undefined, forgive = false): TangoSession {
  if (session.pendingMistake === undefined) return session;
  const { pendingMistake, ...rest } = session;
  return forgive || pendingMistake === index ? rest : { ...rest, mistakes: rest.mistakes + 1 };
}
