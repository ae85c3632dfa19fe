import { edgeId, isFlowPuzzle, neighboursOf, wallSet } from './board';
import { applyFlowMove, emptyBoard, isFlowSolved } from './flows';
import { dealBoard, generatePuzzle, selfAvoiding } from './generate';
import { LEVELS, PACKS, type Pack } from './levels';
import { countSolutions } from './solver';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

// Proving 50 boards of 12×12 on a busy machine takes a while.
jest.setTimeout(180_000);

function expectFair(puzzle: ReturnType<typeof generatePuzzle>['puzzle'], solution: number[][], { size, walls, bridges }: Pack) {
  expect(puzzle.size).toBe(size);
  expect(isFlowPuzzle(puzzle)).toBe(true);
  const result = countSolutions(puzzle, 2);
  expect(result.count).toBe(1);
  const blocked = wallSet(puzzle);
  expect(blocked.size > 0).toBe(walls);
  if (bridges) {
    // One to three bridges, each crossed straight by two different pipes, one across and one down.
    expect(puzzle.bridges!.length).toBeGreaterThanOrEqual(1);
    expect(puzzle.bridges!.length).toBeLessThanOrEqual(3);
    for (const bridge of puzzle.bridges!) {
      const steps = solution
        .map((path) => path.indexOf(bridge))
        .map((i, k) => (i < 0 ? null : { k, before: solution[k][i - 1], after: solution[k][i + 1] }))
        .filter((step) => step !== null);
      expect(steps).toHaveLength(2);
      expect(steps.map(({ before, after }) => Math.abs(after - before)).sort((a, b) => a - b)).toEqual([2, 2 * size]);
    }
  } else {
    expect(puzzle.bridges).toBeUndefined();
  }
  for (const path of solution) {
    expect(path.length).toBeGreaterThanOrEqual(3);
    expect(selfAvoiding(path, size)).toBe(true);
    path.slice(1).forEach((cell, i) => {
      expect(neighboursOf(path[i], size)).toContain(cell);
      expect(blocked.has(edgeId(path[i], cell))).toBe(false);
    });
  }
  const board = solution.reduce((b, path, colour) => applyFlowMove(puzzle, b, { colour, path }), emptyBoard(puzzle));
  expect(isFlowSolved(puzzle, board)).toBe(true);
}

describe('the generator', () => {
  it('gives the same board for the same seed and pack', () => {
    expect(generatePuzzle('same', 'p7')).toEqual(generatePuzzle('same', 'p7'));
    expect(generatePuzzle('same', 'p7')).not.toEqual(generatePuzzle('other', 'p7'));
    expect(generatePuzzle('same', 'b9')).toEqual(generatePuzzle('same', 'b9'));
    expect(generatePuzzle('same', 'b9')).not.toEqual(generatePuzzle('other', 'b9'));
  });

  it('deals a numbered level the same whatever the session seed, the daily from its seed', () => {
    expect(dealBoard('unlimited', 'p7-12', 'a')).toEqual(dealBoard('unlimited', 'p7-12', 'b'));
    expect(dealBoard('unlimited', 'p7-12', 'a')).not.toEqual(dealBoard('unlimited', 'p7-13', 'a'));
    expect(dealBoard('daily', 'p7-1', '2026-11-23')).not.toEqual(dealBoard('daily', 'p7-1', '2026-11-24'));
  });

  describe.each(PACKS.map((pack) => [pack.id, pack] as const))('%s', (id, pack) => {
    it(`deals ${SEEDS.length} boards with exactly one solution, pipes of 3+ cells that never touch themselves${pack.walls ? ' nor cross a wall' : ''}${pack.bridges ? ', 1–3 bridges' : ''}`, () => {
      for (const seed of SEEDS) {
        const { puzzle, solution } = generatePuzzle(seed, id);
        expectFair(puzzle, solution, pack);
      }
    });

    it('has numbered levels that are all fair', () => {
      for (const level of LEVELS.filter((l) => l.pack.id === id)) {
        const { puzzle, solution } = dealBoard('unlimited', level.value, 'any');
        expectFair(puzzle, solution, pack);
      }
    });
  });
});
