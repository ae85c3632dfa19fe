import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { DIFFICULTIES, DIFFICULTY_LEVEL, MIN_GIVENS } from './difficulty';
import { generatePuzzle } from './generate';
import { CELL_COUNT } from './grid';
import { solveLogically } from './logicalSolver';
import { countSolutions } from './solver';

// The generator is slow at Hard and Expert (that is why packs exist), so only a few seeds here;
// deal.test.ts checks 50 dealt puzzles per difficulty and every pack puzzle.
describe.each(DIFFICULTIES.map((d) => d.value))('generatePuzzle %s', (difficulty) => {
  const seeds = ['alpha'];
  const puzzles = seeds.map((seed) => generatePuzzle(seed, difficulty));

  it('has exactly one solution, the one it reports', () => {
    for (const p of puzzles) {
      expect(hasUniqueSolution(countSolutions, p.givens)).toBe(true);
      expect(countSolutions(p.givens).solution).toEqual(p.solution);
      p.givens.forEach((v, c) => v && expect(p.solution[c]).toBe(v));
    }
  });

  it('is graded at its difficulty by the technique solver', () => {
    for (const p of puzzles) {
      const result = solveLogically(p.givens);
      expect(result.solved).toBe(true);
      expect(result.level).toBe(DIFFICULTY_LEVEL[difficulty]);
      expect(p.givens.filter(Boolean).length).toBeGreaterThanOrEqual(MIN_GIVENS[difficulty]);
    }
  });

  it('is 180° symmetric below Expert', () => {
    if (difficulty === 'expert') return;
    for (const p of puzzles) for (let c = 0; c < CELL_COUNT; c++) expect(p.givens[c] === 0).toBe(p.givens[80 - c] === 0);
  });

  it('gives the same puzzle for the same seed', () => {
    expect(generatePuzzle(seeds[0], difficulty).givens).toEqual(puzzles[0].givens);
  });
});
