import { coverTotal, edgeId, isFlowPuzzle, laneAt, laneOf, type FlowPuzzle } from './board';

describe('bridge cells on the board', () => {
  const puzzle: FlowPuzzle = { size: 5, ends: [[10, 14], [2, 22]], bridges: [12] };

  it('accepts a bridge inside the board, off the dots, with four open sides', () => {
    expect(isFlowPuzzle(puzzle)).toBe(true);
    expect(isFlowPuzzle({ ...puzzle, bridges: [] })).toBe(true);
  });

  it('refuses a bridge on the border, on a dot, twice, or beside a wall', () => {
    expect(isFlowPuzzle({ ...puzzle, bridges: [7, 2] })).toBe(false); // 2 is a dot (and on the border)
    expect(isFlowPuzzle({ ...puzzle, bridges: [5] })).toBe(false); // left border
    expect(isFlowPuzzle({ ...puzzle, bridges: [12, 12] })).toBe(false);
    expect(isFlowPuzzle({ ...puzzle, bridges: [12.5] })).toBe(false);
    expect(isFlowPuzzle({ ...puzzle, bridges: 12 })).toBe(false);
    expect(isFlowPuzzle({ ...puzzle, walls: [edgeId(12, 17)] })).toBe(false);
    expect(isFlowPuzzle({ ...puzzle, walls: [edgeId(16, 17)] })).toBe(true);
  });

  it('tells the lane a path uses on a cell, and counts a bridge as two cells to cover', () => {
    expect(laneOf(11, 12)).toBe('across');
    expect(laneOf(7, 12)).toBe('down');
    expect(laneAt([10, 11, 12, 13], 2)).toBe('across');
    expect(laneAt([2, 7, 12], 2)).toBe('down');
    expect(laneAt([12, 17], 0)).toBe('down');
    expect(laneAt([12], 0)).toBeNull();
    expect(coverTotal(puzzle)).toBe(26);
    expect(coverTotal({ size: 5, ends: [[0, 1]] })).toBe(25);
  });
});
