import type { FlowPuzzle } from './board';
import { applyFlowMove, emptyBoard, isFlowSolved } from './flows';
import { generatePuzzle } from './generate';
import { flowRules, isGeneratedPuzzle } from './rules';

describe('the hint with bridges', () => {
  const deal = generatePuzzle('hint', 'b7');
  const { puzzle, solution } = deal;
  const bridge = puzzle.bridges![0];
  const [over, under] = solution.map((path, k) => ({ path, k })).filter(({ path }) => path.includes(bridge));

  it('deals a puzzle with bridges that the checks accept', () => {
    expect(isGeneratedPuzzle(deal)).toBe(true);
    const broken: FlowPuzzle = { ...puzzle, bridges: [puzzle.ends[0][0]] };
    expect(isGeneratedPuzzle({ puzzle: broken, solution })).toBe(false);
  });

  it('draws a whole flow over a bridge without cutting the pipe on its other lane', () => {
    // Every flow but the one over the bridge drawn as in the solution: the hint draws that one.
    const board = solution.reduce((b, path, colour) => (colour === over.k ? b : applyFlowMove(puzzle, b, { colour, path })), emptyBoard(puzzle));
    const hint = flowRules.hint!(deal, board)!;
    expect(hint.cells).toEqual(over.path);
    expect(hint.board.paths[over.k]).toEqual(over.path);
    expect(hint.board.paths[under.k]).toEqual(under.path);
    expect(isFlowSolved(puzzle, hint.board)).toBe(true);
  });

  it('keeps a pipe stopped on the other lane of a bridge, and hints on to a win', () => {
    // The under pipe's colour drawn only up to the bridge, then the over pipe hinted: both stay.
    const cutAt = under.path.indexOf(bridge);
    let board = applyFlowMove(puzzle, emptyBoard(puzzle), { colour: under.k, path: under.path.slice(0, cutAt + 1) });
    board = applyFlowMove(puzzle, board, { colour: over.k, path: over.path });
    expect(board.paths[under.k]).toHaveLength(cutAt + 1);
    for (let i = 0; i < solution.length && !isFlowSolved(puzzle, board); i++) board = flowRules.hint!(deal, board)!.board;
    expect(isFlowSolved(puzzle, board)).toBe(true);
  });
});
