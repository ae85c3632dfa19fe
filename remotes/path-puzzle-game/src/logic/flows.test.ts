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
    expect(withPath(board, 0, []).paths[0]).toEqual([]);
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
  });

  it('checks saved boards', () => {
    expect(isFlowBoard({ paths: [[0]], moves: 0, last: -1 })).toBe(true);
    expect(isFlowBoard({ paths: 'x', moves: 0, last: -1 })).toBe(false);
    expect(boardFits(puzzle, { paths: [[0, 1], [3, 4], []], moves: 2, last: 1 })).toBe(true);
    expect(boardFits(puzzle, { paths: [[0, 1, 4], [3, 4], []], moves: 2, last: 1 })).toBe(false);
    expect(boardFits(puzzle, { paths: [[0, 1]], moves: 0, last: 0 })).toBe(false);
  });
});
