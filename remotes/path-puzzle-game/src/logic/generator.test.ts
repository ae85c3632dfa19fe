import { edgeId, neighboursOf, wallSet } from './board';
import { applyFlowMove, emptyBoard, isFlowSolved } from './flows';
import { dealBoard, generatePuzzle, selfAvoiding } from './generator';
import { LEVELS, PACKS } from './levels';
import { countSolutions } from './solver';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

// Proving 50 boards of 12×12 on a busy machine takes a while.
jest.setTimeout(180_000);

function expectFair(puzzle: ReturnType<typeof generatePuzzle>['puzzle'], solution: number[][], size: number, walls: boolean) {
  expect(puzzle.size).toBe(size);
  const result = countSolutions(puzzle, 2);
  expect(result.count).toBe(1);
  const blocked = wallSet(puzzle);
  expect(blocked.size > 0).toBe(walls);
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
  });

  it('deals a numbered level the same whatever the session seed, the daily from its seed', () => {
    expect(dealBoard('unlimited', 'p7-12', 'a')).toEqual(dealBoard('unlimited', 'p7-12', 'b'));
    expect(dealBoard('unlimited', 'p7-12', 'a')).not.toEqual(dealBoard('unlimited', 'p7-13', 'a'));
    expect(dealBoard('daily', 'p7-1', '2026-11-23')).not.toEqual(dealBoard('daily', 'p7-1', '2026-11-24'));
  });

  describe.each(PACKS.map((pack) => [pack.id, pack] as const))('%s', (id, pack) => {
    it(`deals ${SEEDS.length} boards with exactly one solution, pipes of 3+ cells that never touch themselves${pack.walls ? ' nor cross a wall' : ''}`, () => {
      for (const seed of SEEDS) {
        const { puzzle, solution } = generatePuzzle(seed, id);
        expectFair(puzzle, solution, pack.size, pack.walls);
      }
    });

    it('has numbered levels that are all fair', () => {
      for (const level of LEVELS.filter((l) => l.pack.id === id)) {
        const { puzzle, solution } = dealBoard('unlimited', level.value, 'any');
        expectFair(puzzle, solution, pack.size, pack.walls);
      }
    });
  });
});
