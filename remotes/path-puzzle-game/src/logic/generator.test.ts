import { neighboursOf } from './board';
import { applyFlowMove, emptyBoard, isFlowSolved } from './flows';
import { generatePuzzle, selfAvoiding } from './generator';
import { LEVELS } from './levels';
import { countSolutions } from './solver';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('the generator', () => {
  it('gives the same board for the same seed and level', () => {
    expect(generatePuzzle('same', 'pack7')).toEqual(generatePuzzle('same', 'pack7'));
    expect(generatePuzzle('same', 'pack7')).not.toEqual(generatePuzzle('other', 'pack7'));
  });

  describe.each(LEVELS.map((level) => [level.value, level.size] as const))('%s', (level, size) => {
    it(`deals ${SEEDS.length} boards with exactly one solution, pipes of 3+ cells that never touch themselves`, () => {
      for (const seed of SEEDS) {
        const { puzzle, solution } = generatePuzzle(seed, level);
        expect(puzzle.size).toBe(size);
        expect(countSolutions(puzzle, 2).count).toBe(1);
        for (const path of solution) {
          expect(path.length).toBeGreaterThanOrEqual(3);
          expect(selfAvoiding(path, size)).toBe(true);
          path.slice(1).forEach((cell, i) => expect(neighboursOf(path[i], size)).toContain(cell));
        }
        const board = solution.reduce((b, path, colour) => applyFlowMove(puzzle, b, { colour, path }), emptyBoard(puzzle));
        expect(isFlowSolved(puzzle, board)).toBe(true);
      }
    });
  });
});
