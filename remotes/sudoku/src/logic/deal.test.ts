import { createRandom } from '@games/shared/game-kit/random';
import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { findConflicts } from './board';
import { applySymmetry, dealPuzzle, randomSymmetry } from './deal';
import { DIFFICULTIES, DIFFICULTY_LEVEL, MIN_GIVENS } from './difficulty';
import { CELL_COUNT, parseGrid } from './grid';
import { solveLogically } from './logicalSolver';
import { countSolutions } from './solver';
import { EASY_SOLUTION, readPack } from './testing';

describe('symmetries', () => {
  it('map a valid solution to a valid solution and keep 180° symmetry of the givens', () => {
    const solution = parseGrid(EASY_SOLUTION);
    const random = createRandom('sym');
    for (let i = 0; i < 20; i++) {
      const symmetry = randomSymmetry(random);
      const mapped = applySymmetry(solution, symmetry);
      expect(findConflicts(mapped).size).toBe(0);
      expect(mapped.includes(0)).toBe(false);
      const mask = solution.map((v, c) => (c % 7 === 0 || (80 - c) % 7 === 0 ? 0 : v));
      const out = applySymmetry(mask, symmetry);
      for (let c = 0; c < CELL_COUNT; c++) expect(out[c] === 0).toBe(out[80 - c] === 0);
    }
  });
});

describe.each(DIFFICULTIES.map((d) => d.value))('%s pack and deals', (difficulty) => {
  const pack = readPack(difficulty);

  it('holds only unique puzzles graded at its difficulty', () => {
    expect(pack.difficulty).toBe(difficulty);
    expect(pack.puzzles.length).toBeGreaterThanOrEqual(100);
    expect(new Set(pack.puzzles).size).toBe(pack.puzzles.length);
    for (const text of pack.puzzles) {
      const givens = parseGrid(text);
      expect(hasUniqueSolution(countSolutions, givens)).toBe(true);
      const graded = solveLogically(givens);
      expect(graded.solved).toBe(true);
      expect(graded.level).toBe(DIFFICULTY_LEVEL[difficulty]);
      expect(givens.filter(Boolean).length).toBeGreaterThanOrEqual(MIN_GIVENS[difficulty]);
    }
  });

  it('deals 50 fixed-seed puzzles, each with exactly one solution, graded at its difficulty', () => {
    for (let i = 0; i < 50; i++) {
      const dealt = dealPuzzle(pack, `seed-${i}`);
      expect(dealt.difficulty).toBe(difficulty);
      const count = countSolutions(dealt.givens, 2);
      expect(count.count).toBe(1);
      expect(count.solution).toEqual(dealt.solution);
      expect(solveLogically(dealt.givens).level).toBe(DIFFICULTY_LEVEL[difficulty]);
    }
  });

  it('deals the same puzzle for the same seed and different ones for different seeds', () => {
    expect(dealPuzzle(pack, 'same')).toEqual(dealPuzzle(pack, 'same'));
    const many = new Set(Array.from({ length: 20 }, (_, i) => dealPuzzle(pack, `s${i}`).givens.join('')));
    expect(many.size).toBe(20);
  });
});
