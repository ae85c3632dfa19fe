// One puzzle being played: the puzzle, the undo history of the board, counters and status.
// Pure functions: every player action takes a session and returns the next one.
import { canRedo, canUndo, commit, createHistory, redo, undo, type History } from '@games/shared/game-kit/history';
import {
  clearCell,
  createBoard,
  fillAllCandidates,
  isBoard,
  isSolved,
  placeDigit,
  toggleNote,
  type Board,
} from './board';
import type { DealtPuzzle } from './deal';
import { isDifficulty, type Difficulty } from './difficulty';
import { isGrid } from './grid';
import { findHint, type Hint } from './hint';

export type PlayMode = 'daily' | 'unlimited';
export type SessionStatus = 'playing' | 'won' | 'lost';

export interface Session {
  mode: PlayMode;
  difficulty: Difficulty;
  seed: string;
  /** The UTC day (YYYY-MM-DD) of a daily puzzle. */
  dailyDate?: string;
  givens: number[];
  solution: number[];
  history: History<Board>;
  /** Digits placed that differ from the solution (never undone, as on sudoku.com). */
  mistakes: number;
  hints: number;
  elapsedMs: number;
  status: SessionStatus;
}

export interface PlaySettings {
  /** Mark digits repeated in a row, column or box. */
  showConflicts: boolean;
  /** End the game at MISTAKE_LIMIT wrong digits (and show wrong digits as they are placed). */
  mistakeLimit: boolean;
}

export const DEFAULT_PLAY_SETTINGS: PlaySettings = { showConflicts: true, mistakeLimit: false };
export const MISTAKE_LIMIT = 3;

export function newSession(puzzle: DealtPuzzle, mode: PlayMode, dailyDate?: string): Session {
  return {
    mode,
    difficulty: puzzle.difficulty,
    seed: puzzle.seed,
    ...(dailyDate ? { dailyDate } : {}),
    givens: puzzle.givens,
    solution: puzzle.solution,
    history: createHistory(createBoard(puzzle.givens)),
    mistakes: 0,
    hints: 0,
    elapsedMs: 0,
    status: 'playing',
  };
}

export const boardOf = (session: Session): Board => session.history.present;

function withBoard(session: Session, board: Board): Session {
  if (board === session.history.present) return session;
  const history = commit(session.history, board);
  const status = isSolved(board.values, session.solution) ? 'won' : session.status;
  return { ...session, history, status };
}

/** Places a digit; a digit that differs from the solution counts as a mistake. */
export function enterDigit(session: Session, cell: number, digit: number, settings: PlaySettings): Session {
  if (session.status !== 'playing') return session;
  const next = withBoard(session, placeDigit(boardOf(session), session.givens, cell, digit));
  if (next === session || digit === session.solution[cell]) return next;
  const mistakes = session.mistakes + 1;
  const lost = settings.mistakeLimit && mistakes >= MISTAKE_LIMIT;
  return { ...next, mistakes, status: lost ? 'lost' : next.status };
}

export function enterNote(session: Session, cell: number, digit: number): Session {
  if (session.status !== 'playing') return session;
  return withBoard(session, toggleNote(boardOf(session), session.givens, cell, digit));
}

export function eraseCell(session: Session, cell: number): Session {
  if (session.status !== 'playing') return session;
  return withBoard(session, clearCell(boardOf(session), session.givens, cell));
}

/** Clears every digit and note the player wrote (undoable). */
export function clearBoard(session: Session): Session {
  if (session.status !== 'playing') return session;
  const board = boardOf(session);
  const fresh = createBoard(session.givens);
  const unchanged = fresh.values.every((v, c) => v === board.values[c]) && board.notes.every((n) => n === 0);
  return unchanged ? session : withBoard(session, fresh);
}

export function fillCandidates(session: Session): Session {
  if (session.status !== 'playing') return session;
  return withBoard(session, fillAllCandidates(boardOf(session)));
}

export function undoMove(session: Session): Session {
  return session.status === 'playing' && canUndo(session.history) ? { ...session, history: undo(session.history) } : session;
}

export function redoMove(session: Session): Session {
  return session.status === 'playing' && canRedo(session.history) ? { ...session, history: redo(session.history) } : session;
}

/** Finds the next step and carries it out: clears a wrong digit or fills the proven cell. */
export function takeHint(session: Session): { session: Session; hint: Hint | null } {
  if (session.status !== 'playing') return { session, hint: null };
  const board = boardOf(session);
  const hint = findHint(board.values, session.solution);
  if (!hint) return { session, hint: null };
  const nextBoard =
    hint.kind === 'fix'
      ? clearCell(board, session.givens, hint.cell)
      : placeDigit(board, session.givens, hint.cell, hint.digit);
  return { session: { ...withBoard(session, nextBoard), hints: session.hints + 1 }, hint };
}

/** Same puzzle from the start: board, counters and clock reset. */
export function restartSession(session: Session): Session {
  return {
    ...session,
    history: createHistory(createBoard(session.givens)),
    mistakes: 0,
    hints: 0,
    elapsedMs: 0,
    status: 'playing',
  };
}

export const isFlawless = (session: Session): boolean => session.hints === 0 && session.mistakes === 0;

// ---- saving ----

/** Undo steps kept in a save: enough to undo a long streak, small enough to save on every move. */
export const SAVED_HISTORY_LIMIT = 100;

export function toSaved(session: Session): Session {
  const { past, present, future } = session.history;
  return {
    ...session,
    history: { past: past.slice(-SAVED_HISTORY_LIMIT), present, future: future.slice(0, SAVED_HISTORY_LIMIT) },
  };
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Session>;
  const history = s.history as Partial<History<unknown>> | undefined;
  return (
    (s.mode === 'daily' || s.mode === 'unlimited') &&
    isDifficulty(s.difficulty) &&
    typeof s.seed === 'string' &&
    (s.dailyDate === undefined || (typeof s.dailyDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.dailyDate))) &&
    isGrid(s.givens) &&
    isGrid(s.solution) &&
    !s.solution.includes(0) &&
    typeof history === 'object' &&
    history !== null &&
    isBoard(history.present) &&
    Array.isArray(history.past) &&
    history.past.every(isBoard) &&
    Array.isArray(history.future) &&
    history.future.every(isBoard) &&
    isCount(s.mistakes) &&
    isCount(s.hints) &&
    typeof s.elapsedMs === 'number' &&
    Number.isFinite(s.elapsedMs) &&
    s.elapsedMs >= 0 &&
    (s.status === 'playing' || s.status === 'won' || s.status === 'lost')
  );
}
