// Queens' rules for the kit's puzzle session: the board is the player's marks, a move is a tap or key on a
// cell (drags hand the session a painted board), a queen that clashes with another is a mistake, and hints
// come from the human-style deductions with their reasons (hint.ts, loaded after the board).
import type { PuzzleHint, PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { attacks } from './board';
import type { Difficulty } from './difficulty';
import type { GeneratedPuzzle } from './generate';
import { emptyMarks, QUEEN, queensOf, type Mark } from './marks';
import { applyMarkMove, type MarkMove } from './moves';
import { isGeneratedPuzzle, isMarks } from './restore';
import { isSolved } from './conflicts';

export type QueensBoard = readonly Mark[];

/** Queens new in `after` that clash with another queen: each is one mistake. */
export function newClashes(puzzle: GeneratedPuzzle, before: QueensBoard, after: QueensBoard): number {
  const queens = queensOf(after);
  return queens.filter((cell) => before[cell] !== QUEEN && queens.some((other) => attacks(puzzle, cell, other))).length;
}

/** Key of the best-time table: difficulty and board size, e.g. 'hard-10' (easy deals 6×6 and 7×7). */
export function bestTimeKey(difficulty: Difficulty | string, size: number): string {
  return `${difficulty}-${size}`;
}

/** The next hint for the marks (hint.ts's nextHint). */
export type QueensHinter = (puzzle: GeneratedPuzzle, marks: QueensBoard) => PuzzleHint<QueensBoard> | null;

const baseRules: PuzzleRules<GeneratedPuzzle, QueensBoard, MarkMove> = {
  initialBoard: (puzzle) => emptyMarks(puzzle.size),
  applyMove: (_puzzle, marks, move) => applyMarkMove(marks, move),
  isSolved: (puzzle, marks) => isSolved(puzzle, queensOf(marks)),
  mistakesOf: newClashes,
  isPuzzle: isGeneratedPuzzle,
  isBoard: isMarks,
  boardFits: (puzzle, marks) => marks.length === puzzle.size * puzzle.size,
};

/** The rules, with hints once their module has loaded. */
export function createQueensRules(hint?: QueensHinter): PuzzleRules<GeneratedPuzzle, QueensBoard, MarkMove> {
  return hint ? { ...baseRules, hint } : baseRules;
}
