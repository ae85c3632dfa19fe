// Hints: a wrong digit is cleared first, else a digit logic proves, else the solution's digit.
import type { PuzzleHint } from '@games/shared/game-kit/puzzle/session';
import { eraseCell, placeDigit, type Board } from './board';
import { bitCount, onlyDigit } from './combos';
import type { KakuroPuzzle } from './layout';
import { cellName } from './cell-name';
import { runsOfPuzzle } from './rules';
import { candidatesAfterLogic } from './solver';

/**
 * A wrong digit is cleared first; else a digit logic proves from the correct ones (combinations and singles),
 * else the solution's digit in the first empty cell.
 */
export function findHint(puzzle: KakuroPuzzle, board: Board): PuzzleHint<Board> | null {
  const { size, solution } = puzzle;
  const runs = runsOfPuzzle(puzzle);
  const wrong = solution.findIndex((d, cell) => d > 0 && board.values[cell] !== 0 && board.values[cell] !== d);
  if (wrong >= 0) {
    return { board: eraseCell(puzzle, board, wrong), reason: `The ${board.values[wrong]} at ${cellName(size, wrong)} is wrong: cleared.`, cells: [wrong] };
  }
  const dom = candidatesAfterLogic({ cellCount: solution.length, runs }, board.values);
  const empty = solution.flatMap((d, cell) => (d > 0 && board.values[cell] === 0 ? [cell] : []));
  if (empty.length === 0) return null;
  const proven = dom ? empty.find((cell) => bitCount(dom[cell]) === 1) : undefined;
  const cell = proven ?? empty[0];
  const digit = proven !== undefined && dom ? onlyDigit(dom[cell]) : solution[cell];
  const reason =
    proven !== undefined
      ? `Only ${digit} fits at ${cellName(size, cell)}: the digit sets of its two runs leave nothing else.`
      : `${cellName(size, cell)[0].toUpperCase()}${cellName(size, cell).slice(1)} is ${digit}.`;
  return { board: placeDigit(puzzle, runs, board, cell, digit), reason, cells: [cell] };
}

