import { createRandom } from '@games/shared/game-kit/random';
import { coverTotal, edgeId, laneAt, type FlowPuzzle } from './board';
import { drawingRules } from './flows';
import { addBridges, randomPartition } from './generate';
import { countSolutions, hasUniqueSolution } from './solver';

describe('the counting solver', () => {
  it('finds the one solution of a board of straight rows', () => {
    const result = countSolutions({ size: 3, ends: [[0, 2], [3, 5], [6, 8]] });
    expect(result.count).toBe(1);
    expect(result.solution).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8]]);
  });

  it('counts two solutions where a single pair can snake two ways', () => {
    expect(countSolutions({ size: 3, ends: [[0, 8]] }).count).toBe(2);
    expect(hasUniqueSolution({ size: 3, ends: [[0, 8]] })).toBe(false);
  });

  it('finds none when the pairs cannot cover the board', () => {
    // Two pairs on a 3×3 whose straight joins leave the bottom row empty, and no cover exists otherwise.
    expect(countSolutions({ size: 3, ends: [[0, 1], [3, 4]] }).count).toBe(0);
  });

  it('never lets two colours share a pipe or pipes cross', () => {
    // 2×2: A on the top row, B on the bottom row: one way only.
    expect(countSolutions({ size: 2, ends: [[0, 1], [2, 3]] }).count).toBe(1);
    // Crossed pairs on a 2×2 cannot be joined.
    expect(countSolutions({ size: 2, ends: [[0, 3], [1, 2]] }).count).toBe(0);
  });

  it('never lets a pipe cross a wall', () => {
    // 3×3 with one pair from corner to corner: two snakes; a wall between cells 0 and 1 leaves the one that starts down.
    const open = { size: 3, ends: [[0, 8]] as Array<[number, number]> };
    expect(countSolutions(open).count).toBe(2);
    const walled = { ...open, walls: [edgeId(0, 1)] };
    const result = countSolutions(walled);
    expect(result.count).toBe(1);
    expect(result.solution).toEqual([[0, 3, 6, 7, 4, 1, 2, 5, 8]]);
    expect(hasUniqueSolution({ ...open, walls: [edgeId(0, 1), edgeId(0, 3)] })).toBe(false);
  });
});

/**
 * A slow reference count by the drawing rules themselves: every colour in turn tries every path between its
 * dots (straight over bridges, a lane used once), and a full cover is a solution.
 */
function bruteForceCount(puzzle: FlowPuzzle, cap: number): number {
  const lanes = new Set<number>();
  const bridges = new Set(puzzle.bridges ?? []);
  const key = (path: readonly number[], i: number) => (bridges.has(path[i]) && laneAt(path, i) === 'down' ? -1 - path[i] : path[i]);
  let count = 0;
  const solveColour = (k: number): void => {
    if (count >= cap) return;
    if (k === puzzle.ends.length) {
      if (lanes.size === coverTotal(puzzle)) count++;
      return;
    }
    const rules = drawingRules(puzzle, k);
    const [start, end] = puzzle.ends[k];
    const path = [start];
    lanes.add(start);
    const extend = (): void => {
      const last = path[path.length - 1];
      if (last === end) {
        solveColour(k + 1);
        return;
      }
      for (const next of rules.neighbours(last)) {
        if (!rules.canEnter!(path, next)) continue;
        path.push(next);
        const lane = key(path, path.length - 1);
        if (!lanes.has(lane)) {
          lanes.add(lane);
          extend();
          lanes.delete(lane);
        }
        path.pop();
      }
    };
    extend();
    lanes.delete(start);
  };
  solveColour(0);
  return count;
}

describe('the counting solver with bridges', () => {
  it('forces both lanes of a bridge and walks straight through it', () => {
    // 5×5 with a bridge at 12: A across the middle row, B down the middle column, four corner pipes round the quarters.
    const puzzle: FlowPuzzle = { size: 5, ends: [[10, 14], [2, 22], [1, 6], [3, 8], [16, 21], [18, 23]], bridges: [12] };
    const result = countSolutions(puzzle, 10);
    expect(result.count).toBe(1);
    expect(bruteForceCount(puzzle, 10)).toBe(1);
    expect(result.solution).toEqual([[10, 11, 12, 13, 14], [2, 7, 12, 17, 22], [1, 0, 5, 6], [3, 4, 9, 8], [16, 15, 20, 21], [18, 19, 24, 23]]);
    // Without the bridge the two middle pairs cannot both be joined.
    expect(countSolutions({ ...puzzle, bridges: [] }, 10).count).toBe(0);
  });

  it('never lets a pipe use both lanes of one bridge', () => {
    // 3×3 with a bridge at 4 and one pair: the only covers would cross the pipe over itself.
    const puzzle: FlowPuzzle = { size: 3, ends: [[1, 3]], bridges: [4] };
    expect(countSolutions(puzzle, 10).count).toBe(0);
    expect(bruteForceCount(puzzle, 10)).toBe(0);
  });

  it('agrees with a count by the drawing rules on random small boards with bridges', () => {
    let checked = 0;
    for (let i = 0; checked < 40 && i < 400; i++) {
      const random = createRandom(`solver-bridges-${i}`);
      const size = 5 + (i % 2);
      // Long pipes leave room for a second way round now and then.
      const paths = randomPartition(size, random, size * 3);
      if (!paths) continue;
      const bridges = addBridges(paths, size, random, 2);
      if (bridges.length === 0) continue;
      const puzzle: FlowPuzzle = { size, ends: paths.map((path) => [path[0], path[path.length - 1]]), bridges };
      const fast = countSolutions(puzzle, 20).count;
      expect(fast).toBeGreaterThanOrEqual(1); // the partition itself
      expect(fast).toBe(bruteForceCount(puzzle, 20));
      checked++;
    }
    expect(checked).toBe(40);
  });
});
