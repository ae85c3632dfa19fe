import { dragTo, pressAt } from '@games/shared/game-kit/path/path';
import { edgeId, type FlowPuzzle } from './board';
import { applyFlowMove, boardFits, drawingRules, emptyBoard, isFlowBoard, isFlowSolved, joinedCount, pipePercent, starsFor, withPath } from './flows';

// 3×3: A joins 0 and 2 along the top, B joins 3 and 8 (3-4-5-8), C joins 6 and 7.
const puzzle: FlowPuzzle = { size: 3, ends: [[0, 2], [3, 8], [6, 7]] };

describe('drawing flows', () => {
  it('starts on a dot of its colour and never enters another colour’s dot', () => {
    const a = drawingRules(puzzle, 0);
    expect(pressAt(a, [], 0)).toEqual([0]);
    expect(pressAt(a, [], 2)).toEqual([2]);
    expect(pressAt(a, [], 4)).toBeNull();
    expect(dragTo(a, [0], 3)).toBeNull(); // B's dot
    expect(dragTo(a, [0, 1], 2)).toEqual([0, 1, 2]);
    expect(dragTo(a, [0, 1, 2], 5)).toBeNull(); // joined: stops at its partner
  });

  it('cuts another flow it crosses, and counts a move per change of colour', () => {
    let board = applyFlowMove(puzzle, emptyBoard(puzzle), { colour: 1, path: [3, 4, 5, 8] });
    expect(board.moves).toBe(1);
    board = applyFlowMove(puzzle, board, { colour: 0, path: [0, 1, 4] });
    expect(board.paths[1]).toEqual([3]);
    expect(board.moves).toBe(2);
    board = applyFlowMove(puzzle, board, { colour: 0, path: [0, 1, 2] });
    expect(board.moves).toBe(2); // same colour again
    expect(withPath(puzzle, board, 0, []).paths[0]).toEqual([]);
  });

  it('never steps across a wall, neither drawing nor in a move', () => {
    const walled: FlowPuzzle = { ...puzzle, walls: [edgeId(1, 2)] };
    const a = drawingRules(walled, 0);
    // Dragged to the far side of the wall, the pipe goes round it.
    expect(dragTo(a, [0, 1], 2)).toEqual([0, 1, 4, 5, 2]);
    expect(a.neighbours(1)).not.toContain(2);
    expect(applyFlowMove(walled, emptyBoard(walled), { colour: 0, path: [0, 1, 2] }).paths[0]).toEqual([]);
    expect(boardFits(walled, { paths: [[0, 1, 2], [], []], moves: 1, last: 0 })).toBe(false);
  });

  it('refuses paths the rules do not allow', () => {
    const board = emptyBoard(puzzle);
    expect(applyFlowMove(puzzle, board, { colour: 0, path: [0, 4] })).toBe(board);
    expect(applyFlowMove(puzzle, board, { colour: 5, path: [0] })).toBe(board);
  });

  it('is solved when every pair is joined and every cell filled; shows pipe % and stars', () => {
    let board = emptyBoard(puzzle);
    board = applyFlowMove(puzzle, board, { colour: 0, path: [0, 1, 2] });
    expect(pipePercent(puzzle, board)).toBe(33);
    board = applyFlowMove(puzzle, board, { colour: 1, path: [3, 4, 5, 8] });
    expect(isFlowSolved(puzzle, board)).toBe(false);
    board = applyFlowMove(puzzle, board, { colour: 2, path: [7, 6] });
    expect(joinedCount(puzzle, board)).toBe(3);
    expect(isFlowSolved(puzzle, board)).toBe(true);
    expect(starsFor(3, board.moves, 0)).toBe(3);
    expect(starsFor(3, 5, 0)).toBe(2);
    expect(starsFor(3, 9, 0)).toBe(1);
    expect(starsFor(3, 3, 1)).toBe(2);
    // Each hint costs a star: a board drawn by 8 hints is solved (1 star), not a 2-star game with no moves.
    expect(starsFor(3, 3, 2)).toBe(1);
    expect(starsFor(8, 0, 8)).toBe(1);
  });

  it('checks saved boards', () => {
    expect(isFlowBoard({ paths: [[0]], moves: 0, last: -1 })).toBe(true);
    expect(isFlowBoard({ paths: 'x', moves: 0, last: -1 })).toBe(false);
    expect(boardFits(puzzle, { paths: [[0, 1], [3, 4], []], moves: 2, last: 1 })).toBe(true);
    expect(boardFits(puzzle, { paths: [[0, 1, 4], [3, 4], []], moves: 2, last: 1 })).toBe(false);
    expect(boardFits(puzzle, { paths: [[0, 1]], moves: 0, last: 0 })).toBe(false);
  });
});

describe('bridges', () => {
  // 3×3 with a bridge in the middle: A's dots either side of it across, B's above and below.
  const bridged: FlowPuzzle = { size: 3, ends: [[3, 5], [1, 7]], bridges: [4] };
  const a = drawingRules(bridged, 0);

  it('goes straight through a bridge and never turns on it', () => {
    expect(dragTo(a, [3], 4)).toEqual([3, 4]);
    expect(dragTo(a, [3, 4], 5)).toEqual([3, 4, 5]);
    expect(a.canEnter!([3, 4], 1)).toBe(false);
    expect(a.canEnter!([3, 4], 7)).toBe(false);
    expect(applyFlowMove(bridged, emptyBoard(bridged), { colour: 0, path: [3, 4, 1] }).paths[0]).toEqual([]);
  });

  it('lets two pipes cross on a bridge, and cuts only a pipe on the same lane', () => {
    let board = applyFlowMove(bridged, emptyBoard(bridged), { colour: 0, path: [3, 4, 5] });
    board = applyFlowMove(bridged, board, { colour: 1, path: [1, 4, 7] });
    expect(board.paths).toEqual([[3, 4, 5], [1, 4, 7]]);
    expect(boardFits(bridged, board)).toBe(true);
    // 5×5, bridge at 12: B stops on the bridge going down; A across leaves it, C down the same lane cuts it.
    const five: FlowPuzzle = { size: 5, ends: [[10, 14], [2, 22], [6, 24]], bridges: [12] };
    let partial = applyFlowMove(five, emptyBoard(five), { colour: 1, path: [22, 17, 12] });
    partial = applyFlowMove(five, partial, { colour: 0, path: [10, 11, 12, 13] });
    expect(partial.paths[1]).toEqual([22, 17, 12]);
    partial = applyFlowMove(five, partial, { colour: 2, path: [6, 7, 12] });
    expect(partial.paths).toEqual([[10, 11, 12, 13], [22, 17], [6, 7, 12]]);
    // A saved board with two pipes on one lane does not fit.
    expect(boardFits(five, { paths: [[10, 11, 12, 13], [22, 17, 12], [6, 7, 12]], moves: 3, last: 2 })).toBe(false);
  });

  it('counts a bridge as two cells, and wins only with both lanes of every bridge used', () => {
    // A 7×7 board with bridges at 10 and 32 and its one solution.
    const puzzle7: FlowPuzzle = {
      size: 7,
      ends: [[16, 12], [48, 40], [4, 41], [2, 0], [18, 45], [3, 19], [30, 42], [44, 38], [23, 15], [35, 8]],
      bridges: [10, 32],
    };
    const solution = [
      [16, 9, 10, 11, 12], [48, 47, 40], [4, 5, 6, 13, 20, 27, 34, 41], [2, 1, 0], [18, 25, 32, 39, 46, 45],
      [3, 10, 17, 24, 31, 32, 33, 26, 19], [30, 29, 36, 43, 42], [44, 37, 38], [23, 22, 15], [35, 28, 21, 14, 7, 8],
    ];
    const drawn = (paths: number[][]) => paths.reduce((b, path, colour) => applyFlowMove(puzzle7, b, { colour, path }), emptyBoard(puzzle7));
    const board = drawn(solution);
    expect(isFlowSolved(puzzle7, board)).toBe(true);
    expect(pipePercent(puzzle7, board)).toBe(100);
    // Without F (the pipe under both bridges: 7 cells and 2 lanes) the board is 42 of 51 full.
    const withoutF = drawn(solution.map((path, k) => (k === 5 ? [] : path)));
    expect(isFlowSolved(puzzle7, withoutF)).toBe(false);
    expect(pipePercent(puzzle7, withoutF)).toBe(Math.floor((42 * 100) / 51));
    expect(joinedCount(puzzle7, withoutF)).toBe(9);
  });
});
