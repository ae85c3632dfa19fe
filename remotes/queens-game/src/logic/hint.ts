// Hints: first undo what is wrong, otherwise the easiest next deduction with its reason. Loaded after the
// board (with the deductions it needs), so it stays out of the first-load chunk.
import type { PuzzleHint } from '@games/shared/game-kit/puzzle/session';
import { attacks, cellAt, type QueensPuzzle } from './board';
import { findDeduction } from './deduce';
import { CROSS, EMPTY, QUEEN, queensOf, type Mark } from './marks';
import { conflictingQueens } from './conflicts';

export type HintKind = 'remove-queen' | 'remove-cross' | 'place' | 'eliminate';

export interface Hint {
  kind: HintKind;
  /** The cells the hint changes. */
  cells: number[];
  /** The cells the reason is about, for highlighting. */
  focus: number[];
  reason: string;
}

function solutionCells(puzzle: QueensPuzzle): Set<number> {
  return new Set(puzzle.solution.map((col, row) => cellAt(puzzle.size, row, col)));
}

/** The next helpful step for the player's marks; null when the puzzle is already solved. */
export function findHint(puzzle: QueensPuzzle, marks: readonly Mark[]): Hint | null {
  const solution = solutionCells(puzzle);
  const queens = queensOf(marks);
  const wrongQueens = queens.filter((cell) => !solution.has(cell));
  if (wrongQueens.length > 0) {
    const clashing = conflictingQueens(puzzle, queens);
    const cell = wrongQueens.find((queen) => clashing.has(queen)) ?? wrongQueens[0];
    return {
      kind: 'remove-queen',
      cells: [cell],
      focus: [cell],
      reason: clashing.has(cell) ? 'This queen clashes with another queen, so it has to go.' : 'This queen is not part of the solution; remove it.',
    };
  }
  const wrongCross = marks.findIndex((mark, cell) => mark === CROSS && solution.has(cell));
  if (wrongCross >= 0) {
    return { kind: 'remove-cross', cells: [wrongCross], focus: [wrongCross], reason: 'A queen belongs on this cell, so this × is a mistake.' };
  }
  if (queens.length === puzzle.size) return null;

  const candidates = marks.map((mark, cell) => mark === EMPTY && !queens.some((queen) => attacks(puzzle, queen, cell)));
  const deduction = findDeduction(puzzle, { candidates, queens: marks.map((mark) => mark === QUEEN) });
  if (deduction?.place !== undefined) {
    return { kind: 'place', cells: [deduction.place], focus: deduction.focus, reason: deduction.reason };
  }
  if (deduction) return { kind: 'eliminate', cells: deduction.eliminate, focus: deduction.focus, reason: deduction.reason };
  // The deductions cover every dealt puzzle; this only guards against the unexpected.
  const missing = [...solution].find((cell) => marks[cell] !== QUEEN)!;
  return { kind: 'place', cells: [missing], focus: [missing], reason: 'A queen belongs on this cell.' };
}

/** The marks after following a hint. */
export function applyHint(marks: readonly Mark[], hint: Hint): Mark[] {
  const next = marks.slice();
  const mark: Mark = hint.kind === 'place' ? QUEEN : hint.kind === 'eliminate' ? CROSS : EMPTY;
  for (const cell of hint.cells) next[cell] = mark;
  return next;
}

/** The next hint as the puzzle session takes it: the marks once it is followed, its reason, and the cells to show. */
export function nextHint(puzzle: QueensPuzzle, marks: readonly Mark[]): PuzzleHint<readonly Mark[]> | null {
  const hint = findHint(puzzle, marks);
  if (!hint) return null;
  // The changed cells first, then the cells the reason talks about.
  return { board: applyHint(marks, hint), reason: hint.reason, cells: [...new Set([...hint.cells, ...hint.focus])] };
}
