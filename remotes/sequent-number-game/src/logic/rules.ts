// Hidato / Numbrix for the kit's puzzle session: the board is every cell's number, a move types one number or
// lays a dragged chain; a hint puts the next needed number where the one solution has it.
import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { applyMove, initialBoard, isBoardFor, isSolved, nextNeeded, type SequentBoard, type SequentMove } from './board';
import type { GeneratedPuzzle } from './generator';
import { cellName, isSequentPuzzle } from './grid';

export function isGeneratedPuzzle(value: unknown): value is GeneratedPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { puzzle, solution } = value as Partial<GeneratedPuzzle>;
  return isSequentPuzzle(puzzle) && isBoardFor(puzzle, solution) && isSolved(puzzle, solution);
}

export const sequentRules: PuzzleRules<GeneratedPuzzle, SequentBoard, SequentMove> = {
  initialBoard: (deal) => initialBoard(deal.puzzle),
  applyMove: (deal, board, move) => applyMove(deal.puzzle, board, move),
  isSolved: (deal, board) => isSolved(deal.puzzle, board),
  mistakesOf: (deal, before, after) => after.filter((v, cell) => v !== before[cell] && v !== 0 && v !== deal.solution[cell]).length,
  hint(deal, board) {
    const { puzzle, solution } = deal;
    const wrong = board.findIndex((v, cell) => v !== 0 && v !== solution[cell]);
    if (wrong >= 0) {
      const next = board.slice();
      next[wrong] = 0;
      return { board: next, reason: `${board[wrong]} does not belong at ${cellName(wrong, puzzle.size)}; removed.`, cells: [wrong] };
    }
    const v = nextNeeded(puzzle, board);
    if (v === 0) return null;
    const cell = solution.indexOf(v);
    const next = board.slice();
    next[cell] = v;
    return { board: next, reason: `${v} goes at ${cellName(cell, puzzle.size)}.`, cells: [cell] };
  },
  isPuzzle: isGeneratedPuzzle,
  isBoard: (value): value is SequentBoard => Array.isArray(value) && value.every((v) => Number.isInteger(v)),
  boardFits: (deal, board) => isBoardFor(deal.puzzle, board),
};
