// The rules the kit's puzzle session plays by. A move keeps or erases one digit (or takes the mark off).
// With lives on (`checked`), a wrong keep or erase is a slip: it costs a life and leaves the digit as it was.
import { gridColumns, gridRows, lineSum } from '@games/shared/game-kit/lines';
import type { PuzzleHint, PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { LIVES } from './levels';
import { deduce } from './solver';
import { ERASED, KEPT, OPEN, type CrossSumsBoard, type CrossSumsPuzzle, type Mark } from './types';

export interface SumsMove {
  cell: number;
  mark: Mark;
  /** Lives mode: a wrong mark is a slip instead of a mark. */
  checked: boolean;
}

export interface LineState {
  /** Sum of the digits not erased. */
  sum: number;
  target: number;
  done: boolean;
}

const notErased = (marks: readonly Mark[], digits: readonly number[]) => (digit: number, cell: number) => (marks[cell] === ERASED ? 0 : digits[cell]);

/** Each row, column and cage: its current sum (digits not erased) against its target. Done when they match. */
export function lineStates(puzzle: CrossSumsPuzzle, marks: readonly Mark[]): { rows: LineState[]; cols: LineState[]; cages: LineState[] } {
  const { size, digits } = puzzle;
  const value = notErased(marks, digits);
  const state = (cells: readonly number[], target: number): LineState => {
    const sum = lineSum(digits, cells, value);
    // A line is done when its open digits are all needed: what is left adds up to the target.
    return { sum, target, done: sum === target };
  };
  return {
    rows: gridRows(size, size).map((line) => state(line.cells, puzzle.rowSums[line.index])),
    cols: gridColumns(size, size).map((line) => state(line.cells, puzzle.colSums[line.index])),
    cages: puzzle.cages.map((cage) => state(cage.cells, cage.sum)),
  };
}

export const initialBoard = (puzzle: CrossSumsPuzzle): CrossSumsBoard => ({ marks: new Array<Mark>(puzzle.digits.length).fill(OPEN), slips: 0, slip: -1 });

const isWrong = (puzzle: CrossSumsPuzzle, cell: number, mark: Mark) =>
  (mark === KEPT && puzzle.solution[cell] === 0) || (mark === ERASED && puzzle.solution[cell] === 1);

/** Lines whose sum is met circle their open digits (as in Number Sums). */
function autoKeep(puzzle: CrossSumsPuzzle, marks: Mark[]): void {
  const { size } = puzzle;
  const states = lineStates(puzzle, marks);
  const lines = [
    ...gridRows(size, size).filter((line) => states.rows[line.index].done).map((line) => line.cells),
    ...gridColumns(size, size).filter((line) => states.cols[line.index].done).map((line) => line.cells),
  ];
  for (const cells of lines) for (const cell of cells) if (marks[cell] === OPEN) marks[cell] = KEPT;
}

export function applySumsMove(puzzle: CrossSumsPuzzle, board: CrossSumsBoard, move: SumsMove): CrossSumsBoard {
  const { cell, mark } = move;
  if (!Number.isInteger(cell) || cell < 0 || cell >= board.marks.length) return board;
  if (board.marks[cell] === mark) return board.slip >= 0 ? { ...board, slip: -1 } : board;
  if (move.checked && mark !== OPEN && isWrong(puzzle, cell, mark)) return { marks: board.marks, slips: board.slips + 1, slip: cell };
  // With lives on, a right mark is final: it is not taken off again.
  if (move.checked && mark === OPEN && !isWrong(puzzle, cell, board.marks[cell])) return board;
  const marks = board.marks.slice();
  marks[cell] = mark;
  if (mark === ERASED) autoKeep(puzzle, marks);
  return { marks, slips: board.slips, slip: -1 };
}

/** Won when exactly the solution's digits are left: every other one is erased. */
export const isSolvedBoard = (puzzle: CrossSumsPuzzle, board: CrossSumsBoard): boolean =>
  board.marks.every((mark, cell) => (puzzle.solution[cell] === 1 ? mark !== ERASED : mark === ERASED));

const place = (puzzle: CrossSumsPuzzle, cell: number) => `row ${Math.floor(cell / puzzle.size) + 1}, column ${(cell % puzzle.size) + 1}`;

/** A wrong mark to take back first, else a digit the sums settle now, else any digit of the answer. */
export function nextHint(puzzle: CrossSumsPuzzle, board: CrossSumsBoard): PuzzleHint<CrossSumsBoard> | null {
  const set = (cell: number, mark: Mark, reason: string): PuzzleHint<CrossSumsBoard> => {
    const marks = board.marks.slice();
    marks[cell] = mark;
    return { board: { marks, slips: board.slips, slip: -1 }, reason, cells: [cell] };
  };
  const wrong = board.marks.findIndex((mark, cell) => isWrong(puzzle, cell, mark));
  if (wrong >= 0) return set(wrong, OPEN, `The ${puzzle.digits[wrong]} at ${place(puzzle, wrong)} is marked wrongly: the mark is taken off.`);
  const known = board.marks.slice();
  deduce(puzzle, known);
  const settled = known.findIndex((mark, cell) => mark !== OPEN && board.marks[cell] === OPEN && (mark === ERASED || puzzle.solution[cell] === 1));
  const cell = settled >= 0 ? settled : board.marks.findIndex((mark, c) => (puzzle.solution[c] === 0 ? mark !== ERASED : mark === OPEN));
  if (cell < 0) return null;
  const mark: Mark = puzzle.solution[cell] === 1 ? KEPT : ERASED;
  const verb = mark === KEPT ? 'is needed: keep it' : 'is not needed: erase it';
  return set(cell, mark, `The ${puzzle.digits[cell]} at ${place(puzzle, cell)} ${verb}.`);
}

const isIntList = (value: unknown, min: number, max: number): value is number[] =>
  Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= min && n <= max);

function isCrossSumsPuzzle(value: unknown): value is CrossSumsPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  const size = p.size;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 3 || size > 9) return false;
  const cells = size * size;
  return (
    isIntList(p.digits, 1, 9) && p.digits.length === cells &&
    isIntList(p.rowSums, 0, 81) && p.rowSums.length === size &&
    isIntList(p.colSums, 0, 81) && p.colSums.length === size &&
    isIntList(p.solution, 0, 1) && p.solution.length === cells &&
    Array.isArray(p.cages) &&
    p.cages.every((cage: unknown) => {
      if (typeof cage !== 'object' || cage === null) return false;
      const c = cage as Record<string, unknown>;
      return isIntList(c.cells, 0, cells - 1) && c.cells.length > 0 && Number.isInteger(c.sum) && Number.isInteger(c.colour);
    })
  );
}

function isBoard(value: unknown): value is CrossSumsBoard {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  return isIntList(b.marks, 0, 2) && Number.isInteger(b.slips) && Number.isInteger(b.slip);
}

export const crossSumsRules: PuzzleRules<CrossSumsPuzzle, CrossSumsBoard, SumsMove> = {
  initialBoard,
  applyMove: applySumsMove,
  isSolved: isSolvedBoard,
  mistakesOf: (_puzzle, before, after) => Math.max(0, after.slips - before.slips),
  isLost: (_puzzle, _board, mistakes) => mistakes >= LIVES,
  hint: nextHint,
  isPuzzle: isCrossSumsPuzzle,
  isBoard,
  boardFits: (puzzle, board) => board.marks.length === puzzle.digits.length,
};
