// A game in progress: the dealt puzzle, the path history, hints and backtracks.
import { canRedo, canUndo, commit, createHistory, redo, undo, type History } from '../../../../shared/src/game-kit/history/history';
import type { ZipPuzzle } from './board';
import type { Difficulty } from './difficulty';
import type { GeneratedPuzzle } from './generator';
import { nextHint, type Hint } from './hint';
import { isSolved, pathRules, type PathRules } from './path';

export type PlayMode = 'daily' | 'unlimited';

export interface ZipGame {
  mode: PlayMode;
  difficulty: Difficulty;
  seed: string;
  /** The UTC day (YYYY-MM-DD) of a daily puzzle. */
  dailyDate?: string;
  puzzle: ZipPuzzle;
  solution: number[];
  history: History<number[]>;
  hints: number;
  /** Times the path was taken back (drag back, tap, Backspace, undo): any makes the solve not flawless. */
  backtracks: number;
  elapsedMs: number;
  solved: boolean;
}

/** Undo steps kept (and saved). */
export const HISTORY_LIMIT = 200;

/** What identifies a dealt puzzle: the generator's input. */
export interface DealRequest {
  mode: PlayMode;
  difficulty: Difficulty;
  seed: string;
  dailyDate?: string;
}

/** A fresh game for a puzzle dealt by generatePuzzle(request.seed, request.difficulty). */
export function newGame({ mode, difficulty, seed, dailyDate }: DealRequest, { puzzle, solution }: GeneratedPuzzle): ZipGame {
  return {
    mode,
    difficulty,
    seed,
    ...(dailyDate ? { dailyDate } : {}),
    puzzle,
    solution,
    history: createHistory<number[]>([]),
    hints: 0,
    backtracks: 0,
    elapsedMs: 0,
    solved: false,
  };
}

const rulesCache = new WeakMap<ZipPuzzle, PathRules>();

/** The path rules of a game's puzzle, computed once per puzzle object. */
export function rulesOf(game: ZipGame): PathRules {
  let rules = rulesCache.get(game.puzzle);
  if (!rules) {
    rules = pathRules(game.puzzle);
    rulesCache.set(game.puzzle, rules);
  }
  return rules;
}

export function currentPath(game: ZipGame): number[] {
  return game.history.present;
}

/** A shorter path than before that is not its prefix-extension means the player went back. */
function isBacktrack(before: readonly number[], after: readonly number[]): boolean {
  if (after.length < before.length) return true;
  for (let i = 0; i < before.length; i++) if (before[i] !== after[i]) return true;
  return false;
}

/** Makes `path` the new present (one undo step), counting backtracks and detecting the win. */
export function setPath(game: ZipGame, path: number[] | null): ZipGame {
  if (game.solved || path === null) return game;
  const before = game.history.present;
  if (path.length === before.length && path.every((cell, i) => cell === before[i])) return game;
  return {
    ...game,
    history: commit(game.history, path, HISTORY_LIMIT),
    backtracks: game.backtracks + (isBacktrack(before, path) ? 1 : 0),
    solved: isSolved(rulesOf(game), path),
  };
}

export function undoPath(game: ZipGame): ZipGame {
  if (game.solved || !canUndo(game.history)) return game;
  return { ...game, history: undo(game.history), backtracks: game.backtracks + 1 };
}

export function redoPath(game: ZipGame): ZipGame {
  if (game.solved || !canRedo(game.history)) return game;
  const history = redo(game.history);
  return { ...game, history, solved: isSolved(rulesOf(game), history.present) };
}

export function clearPath(game: ZipGame): ZipGame {
  return setPath(game, []);
}

/** Applies a hint: one step of the solution from the longest correct prefix. */
export function applyHint(game: ZipGame): { game: ZipGame; hint: Hint | null } {
  if (game.solved) return { game, hint: null };
  const hint = nextHint(rulesOf(game), game.history.present, game.solution);
  if (!hint) return { game, hint: null };
  const next = setPath({ ...game, hints: game.hints + 1 }, hint.path);
  return { game: next, hint };
}

/** Flawless: solved without hints and without ever taking the path back. */
export function isFlawless(game: ZipGame): boolean {
  return game.hints === 0 && game.backtracks === 0;
}
