// A game in progress: the puzzle, the player's marks with undo/redo, hints, mistakes and time.
import { commit, createHistory, redo as redoHistory, undo as undoHistory, type History } from '@games/shared/game-kit/history/history';
import { attacks } from './board';
import type { Difficulty } from './difficulty';
import type { GeneratedPuzzle } from './generator';
import { applyHint, findHint, type Hint } from './hint';
import { CROSS, EMPTY, emptyMarks, nextMark, QUEEN, queensOf, type Mark } from './marks';
import { conflictingQueens, isSolved } from './rules';

export type PlayMode = 'daily' | 'unlimited';

export interface QueensGame {
  puzzle: GeneratedPuzzle;
  mode: PlayMode;
  /** The UTC day (YYYY-MM-DD) of a daily puzzle. */
  dailyDate?: string;
  history: History<readonly Mark[]>;
  hints: number;
  /** Queens placed where they clash with another queen. */
  mistakes: number;
  elapsedMs: number;
  won: boolean;
}

export function newGame(puzzle: GeneratedPuzzle, mode: PlayMode, dailyDate?: string): QueensGame {
  return {
    puzzle,
    mode,
    dailyDate: mode === 'daily' ? dailyDate : undefined,
    history: createHistory<readonly Mark[]>(emptyMarks(puzzle.size)),
    hints: 0,
    mistakes: 0,
    elapsedMs: 0,
    won: false,
  };
}

export const marksOf = (game: QueensGame): readonly Mark[] => game.history.present;

/** New queens in `next` that clash with another queen. */
function newClashes(game: QueensGame, next: readonly Mark[]): number {
  const before = marksOf(game);
  const queens = queensOf(next);
  return queens.filter((cell) => before[cell] !== QUEEN && queens.some((other) => attacks(game.puzzle, cell, other))).length;
}

/**
 * Makes `next` the current marks. With `replace` the change joins the previous undo step (used while a drag
 * paints several cells, so one drag is undone at once).
 */
export function setMarks(game: QueensGame, next: readonly Mark[], replace = false): QueensGame {
  if (game.won) return game;
  const current = marksOf(game);
  if (next.length !== current.length || next.every((mark, cell) => mark === current[cell])) return game;
  const history = replace && game.history.past.length > 0 ? { ...game.history, present: next, future: [] } : commit(game.history, next);
  return {
    ...game,
    history,
    mistakes: game.mistakes + newClashes(game, next),
    won: isSolved(game.puzzle, queensOf(next)),
  };
}

export function setCell(game: QueensGame, cell: number, mark: Mark): QueensGame {
  const next = marksOf(game).slice();
  next[cell] = mark;
  return setMarks(game, next);
}

/** A tap: empty → × → queen → empty. */
export function cycleCell(game: QueensGame, cell: number): QueensGame {
  return setCell(game, cell, nextMark(marksOf(game)[cell]));
}

/** Q and X toggle their mark; pressing them again clears the cell. */
export function toggleCell(game: QueensGame, cell: number, mark: typeof CROSS | typeof QUEEN): QueensGame {
  return setCell(game, cell, marksOf(game)[cell] === mark ? EMPTY : mark);
}

/** Painting by drag: × over empty cells, or (when the drag started on a ×) erasing ×s. Queens are kept. */
export function paintCells(marks: readonly Mark[], cells: readonly number[], erase: boolean): Mark[] {
  const next = marks.slice();
  for (const cell of cells) {
    if (erase ? next[cell] === CROSS : next[cell] === EMPTY) next[cell] = erase ? EMPTY : CROSS;
  }
  return next;
}

export function clearBoard(game: QueensGame): QueensGame {
  return setMarks(game, emptyMarks(game.puzzle.size));
}

export function undoMove(game: QueensGame): QueensGame {
  if (game.won) return game;
  return { ...game, history: undoHistory(game.history) };
}

export function redoMove(game: QueensGame): QueensGame {
  if (game.won) return game;
  const history = redoHistory(game.history);
  return { ...game, history, won: isSolved(game.puzzle, queensOf(history.present)) };
}

/** Follows the next hint; counts it. */
export function takeHint(game: QueensGame): { game: QueensGame; hint: Hint | null } {
  if (game.won) return { game, hint: null };
  const hint = findHint(game.puzzle, marksOf(game));
  if (!hint) return { game, hint: null };
  const next = setMarks(game, applyHint(marksOf(game), hint));
  return { game: { ...next, hints: game.hints + 1, mistakes: next.mistakes }, hint };
}

export function conflictsOf(game: QueensGame): Set<number> {
  return conflictingQueens(game.puzzle, queensOf(marksOf(game)));
}

export function isFlawless(game: QueensGame): boolean {
  return game.hints === 0 && game.mistakes === 0;
}

/** Key of the best-time table: difficulty and board size, e.g. 'hard-10'. */
export function bestTimeKey(difficulty: Difficulty, size: number): string {
  return `${difficulty}-${size}`;
}
