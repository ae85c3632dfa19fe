import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { applyJump, cellName, findJump, isBoardOf, isOver, pegCount, type Board } from './board';
import type { PegPuzzle } from './generate';
import { knownGoodMove } from './hints';

/** A move: the peg picked and the hole it lands in. */
export interface PegMove {
  from: number;
  to: number;
}

const isLayout = (value: unknown) => value === 'english' || value === 'french';

/**
 * The rules the kit's puzzle session plays by. The game ends when no jump remains: solved with one peg left
 * (in the centre is Genius), lost with more (no best time, no flawless, no daily done: the result contract).
 */
export const brainvitaRules: PuzzleRules<PegPuzzle, Board, PegMove> = {
  initialBoard: (puzzle) => puzzle.start,
  applyMove(puzzle, board, { from, to }) {
    const jump = findJump(puzzle.layout, board, from, to);
    return jump ? applyJump(board, jump) : board;
  },
  isSolved: (_puzzle, board) => pegCount(board) === 1,
  isLost: (puzzle, board) => pegCount(board) > 1 && isOver(puzzle.layout, board),
  hint(puzzle, board) {
    const jump = knownGoodMove(puzzle.layout, board);
    if (jump === undefined) return { board, reason: 'Still thinking about this position: ask again in a moment.', cells: [] };
    if (jump === null) {
      return { board, reason: 'No jump from here leaves one peg at the end. Undo a few jumps and ask again.', cells: [] };
    }
    return {
      board: applyJump(board, jump),
      reason: `Jump ${cellName(jump.from)} over ${cellName(jump.over)} to ${cellName(jump.to)}: one peg can still be left.`,
      cells: [jump.from, jump.to],
    };
  },
  isPuzzle(value: unknown): value is PegPuzzle {
    if (typeof value !== 'object' || value === null) return false;
    const { layout, start } = value as Record<string, unknown>;
    return isLayout(layout) && isBoardOf(layout as PegPuzzle['layout'], start) && pegCount(start as string) > 0;
  },
  isBoard: (value): value is Board => isBoardOf('english', value) || isBoardOf('french', value),
  boardFits: (puzzle, board) => isBoardOf(puzzle.layout, board),
};
