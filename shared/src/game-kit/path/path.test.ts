import { graphNeighbours, gridNeighbours, gridPosition } from './adjacency';
import { canExtend, dragTo, isValidPath, neighbourToward, pressAt, retract, routeTo, stepTo, truncateTo, type PathRules } from './path';

// 4×4 grid, cells 0..15 (row * 4 + col).
function gridRules(moves: 'orthogonal' | 'king', extra: Partial<PathRules> = {}, blocked?: (a: number, b: number) => boolean): PathRules {
  const neighbours = gridNeighbours({ rows: 4, cols: 4, moves, blocked });
  return { neighbours: (cell) => neighbours[cell], canStart: () => true, position: gridPosition(4), ...extra };
}

describe('adjacency', () => {
  it('orthogonal, king moves, walls and holes', () => {
    expect(gridNeighbours({ rows: 3, cols: 3, moves: 'orthogonal' })[4].sort()).toEqual([1, 3, 5, 7]);
    expect(gridNeighbours({ rows: 3, cols: 3, moves: 'king' })[4].length).toBe(8);
    expect(gridNeighbours({ rows: 3, cols: 3, moves: 'king' })[0].sort()).toEqual([1, 3, 4]);
    expect(gridNeighbours({ rows: 3, cols: 3, moves: 'orthogonal', blocked: (a, b) => a + b === 1 })[0]).toEqual([3]);
    const holed = gridNeighbours({ rows: 3, cols: 3, moves: 'orthogonal', hole: (c) => c === 4 });
    expect(holed[4]).toEqual([]);
    expect(holed[1].includes(4)).toBe(false);
    expect(graphNeighbours(3, [[0, 1], [1, 2], [0, 1]])).toEqual([[1], [0, 2], [1]]);
    expect(gridPosition(4)(6)).toEqual([2, 1]);
  });
});

describe('extending and backtracking', () => {
  const rules = gridRules('orthogonal');

  it('starts where the rules allow and extends to free neighbours', () => {
    const onlyZero = gridRules('orthogonal', { canStart: (c) => c === 0 });
    expect(canExtend(onlyZero, [], 0)).toBe(true);
    expect(canExtend(onlyZero, [], 1)).toBe(false);
    expect(canExtend(rules, [0], 1)).toBe(true);
    expect(canExtend(rules, [0], 5)).toBe(false); // diagonal is not orthogonal
    expect(canExtend(rules, [0, 1, 5, 4], 0)).toBe(false); // already on the path
  });

  it('a drag back onto the previous cell retracts, onto an earlier cell cuts back', () => {
    expect(dragTo(rules, [0, 1, 2], 1)).toEqual([0, 1]);
    expect(dragTo(rules, [0, 1, 2, 6, 5], 1)).toEqual([0, 1]);
    expect(dragTo(rules, [0, 1], 1)).toBeNull();
    expect(dragTo(rules, [], 3)).toEqual([3]);
  });

  it('fills a straight gap a fast drag skipped, and a short detour around a corner', () => {
    expect(dragTo(rules, [0], 3)).toEqual([0, 1, 2, 3]);
    expect(dragTo(rules, [0], 12)).toEqual([0, 4, 8, 12]);
    expect(routeTo(rules, [0], 5)?.length).toBe(2); // a corner cut: 0 → 1 or 4 → 5
    expect(dragTo(rules, [0], 15)).toBeNull(); // too far for a detour, not a straight line
    // A wall between 1 and 2 blocks the straight line; the detour is too long.
    const walled = gridRules('orthogonal', {}, (a, b) => a + b === 3 && Math.abs(a - b) === 1);
    expect(dragTo(walled, [0], 3)).toBeNull();
  });

  it('does not fill through cells the rules refuse', () => {
    const blockedTwo = gridRules('orthogonal', { canEnter: (path, cell) => cell !== 2 && !path.includes(cell) });
    expect(dragTo(blockedTwo, [0], 3)).toBeNull();
    expect(routeTo(blockedTwo, [1], 6)).toEqual([5, 6]);
  });

  it('king moves take the diagonal line', () => {
    const king = gridRules('king');
    expect(canExtend(king, [0], 5)).toBe(true);
    expect(dragTo(king, [0], 15)).toEqual([0, 5, 10, 15]);
    expect(dragTo(king, [0], 10)).toEqual([0, 5, 10]);
  });

  it('a press cuts back on the path, restarts where a path may start, extends next to the end', () => {
    const onlyZero = gridRules('orthogonal', { canStart: (c) => c === 0 });
    expect(pressAt(onlyZero, [0, 1, 2], 1)).toEqual([0, 1]);
    expect(pressAt(onlyZero, [0, 1, 2], 2)).toBeNull();
    expect(pressAt(onlyZero, [0, 1, 2], 0)).toEqual([0]);
    expect(pressAt(onlyZero, [0, 1, 2], 3)).toEqual([0, 1, 2, 3]);
    expect(pressAt(onlyZero, [0, 1], 3)).toEqual([0, 1, 2, 3]); // a straight line from the end
    expect(pressAt(onlyZero, [0, 1], 6)).toBeNull(); // no detours on a tap
    expect(pressAt(onlyZero, [], 5)).toBeNull();
  });

  it('keys step one cell; back onto the previous cell retracts; Backspace removes the last step', () => {
    expect(stepTo(rules, [0, 1], 0)).toEqual([0]);
    expect(stepTo(rules, [0, 1], 2)).toEqual([0, 1, 2]);
    expect(stepTo(rules, [0, 1], 3)).toBeNull();
    expect(retract([0, 1])).toEqual([0]);
    expect(retract([0])).toBeNull();
    expect(truncateTo([0, 1, 2], 7)).toEqual([0, 1, 2]);
  });

  it('finds the neighbour an arrow points at', () => {
    expect(neighbourToward(rules, 5, [1, 0])).toBe(6);
    expect(neighbourToward(rules, 5, [0, -1])).toBe(1);
    expect(neighbourToward(rules, 3, [1, 0])).toBeNull();
    expect(neighbourToward({ neighbours: () => [1], canStart: () => true }, 0, [1, 0])).toBeNull();
  });

  it('validates saved paths', () => {
    expect(isValidPath(rules, [0, 1, 5])).toBe(true);
    expect(isValidPath(rules, [0, 5])).toBe(false);
    expect(isValidPath(rules, [0, 'x'])).toBe(false);
    expect(isValidPath(rules, [0, 1.5])).toBe(false);
  });
});

describe('one-line drawing on a graph (dots repeat, edges do not)', () => {
  // A square 0-1-2-3 with a diagonal 0-2, dots on a lattice.
  const edges: Array<[number, number]> = [[0, 1], [1, 2], [2, 3], [3, 0], [0, 2]];
  const neighbours = graphNeighbours(4, edges);
  const positions: Array<[number, number]> = [[0, 0], [2, 0], [2, 2], [0, 2]];
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const used = (path: readonly number[]) => new Set(path.slice(1).map((cell, i) => key(path[i], cell)));
  const rules: PathRules = {
    neighbours: (cell) => neighbours[cell],
    canStart: () => true,
    canEnter: (path, cell) => !used(path).has(key(path[path.length - 1], cell)),
    revisit: 'revisit',
    position: (cell) => positions[cell],
  };

  it('walks back onto an earlier dot along an unused edge', () => {
    expect(dragTo(rules, [0, 1, 2], 0)).toEqual([0, 1, 2, 0]);
    expect(dragTo(rules, [0, 1, 2, 0], 3)).toEqual([0, 1, 2, 0, 3]);
  });

  it('backtracks along the drawn path when the edge is used', () => {
    expect(dragTo(rules, [0, 1, 2], 1)).toEqual([0, 1]);
    expect(dragTo(rules, [0, 2, 3, 0, 1], 0)).toEqual([0, 2, 3, 0]);
    expect(dragTo(rules, [0, 2, 3, 0, 1, 2], 0)).toEqual([0, 2, 3, 0]); // no free edge 2-0: back to 0's last visit
  });
});
