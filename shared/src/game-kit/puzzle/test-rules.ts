// A tiny puzzle for the session's own tests: fill each cell with the solution's digit.
import type { PuzzleRules } from './session';

export interface DigitsPuzzle {
  solution: number[];
}
export type DigitsBoard = readonly number[];
export interface DigitsMove {
  cell: number;
  digit: number;
}

const isDigits = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((digit) => Number.isInteger(digit) && digit >= 0 && digit <= 9);

/** Rules with mistakes (a digit that differs from the solution) and a loss at `mistakeLimit`. */
export function digitsRules(mistakeLimit = Infinity): PuzzleRules<DigitsPuzzle, DigitsBoard, DigitsMove> {
  return {
    initialBoard: (puzzle) => puzzle.solution.map(() => 0),
    applyMove(_puzzle, board, { cell, digit }) {
      if (board[cell] === digit) return board;
      const next = board.slice();
      next[cell] = digit;
      return next;
    },
    isSolved: (puzzle, board) => board.every((digit, cell) => digit === puzzle.solution[cell]),
    mistakesOf: (puzzle, before, after) =>
      after.filter((digit, cell) => digit !== before[cell] && digit !== 0 && digit !== puzzle.solution[cell]).length,
    isLost: (_puzzle, _board, mistakes) => mistakes >= mistakeLimit,
    hint(puzzle, board) {
      const cell = board.findIndex((digit, index) => digit !== puzzle.solution[index]);
      if (cell < 0) return null;
      const next = board.slice();
      next[cell] = puzzle.solution[cell];
      return { board: next, reason: `Cell ${cell + 1} is ${puzzle.solution[cell]}.`, cells: [cell] };
    },
    isPuzzle: (value): value is DigitsPuzzle => typeof value === 'object' && value !== null && isDigits((value as DigitsPuzzle).solution),
    isBoard: (value): value is DigitsBoard => isDigits(value),
    boardFits: (puzzle, board) => board.length === puzzle.solution.length,
  };
}
