// Flow's rules for the kit's puzzle session: the board is every colour's path, a move is one colour's new
// path (a drag, a tap or a key), a hint draws one whole flow from the solution.
import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { isFlowPuzzle } from './board';
import { letterOf } from './colours';
import { applyFlowMove, boardFits, emptyBoard, isFlowBoard, isFlowSolved, isJoined, withPath, type FlowBoard, type FlowMove } from './flows';
import type { GeneratedPuzzle } from './generate';

export function isGeneratedPuzzle(value: unknown): value is GeneratedPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { puzzle, solution } = value as Partial<GeneratedPuzzle>;
  if (!isFlowPuzzle(puzzle) || !Array.isArray(solution) || solution.length !== puzzle.ends.length) return false;
  const board = solution.reduce<FlowBoard>((b, path, k) => applyFlowMove(puzzle, b, { colour: k, path: Array.isArray(path) ? path : [] }), emptyBoard(puzzle));
  return isFlowSolved(puzzle, board);
}

export const flowRules: PuzzleRules<GeneratedPuzzle, FlowBoard, FlowMove> = {
  initialBoard: (deal) => emptyBoard(deal.puzzle),
  applyMove: (deal, board, move) => applyFlowMove(deal.puzzle, board, move),
  isSolved: (deal, board) => isFlowSolved(deal.puzzle, board),
  hint(deal, board) {
    const { puzzle, solution } = deal;
    // The first flow not drawn as in the solution (either direction) is drawn whole.
    const k = solution.findIndex((path, colour) => {
      const drawn = board.paths[colour];
      if (!isJoined(puzzle, drawn, colour)) return true;
      const same = drawn.every((cell, i) => cell === path[i]);
      const reversed = drawn.every((cell, i) => cell === path[path.length - 1 - i]);
      return drawn.length !== path.length || (!same && !reversed);
    });
    if (k < 0) return null;
    const next = withPath(puzzle, board, k, solution[k]);
    return { board: { ...next, moves: board.moves, last: board.last }, reason: `Flow ${letterOf(k)} drawn.`, cells: solution[k] };
  },
  isPuzzle: isGeneratedPuzzle,
  isBoard: isFlowBoard,
  boardFits: (deal, board) => boardFits(deal.puzzle, board),
};
