import { countSolutions } from './countSolutions';
import { generatePuzzle, gradePuzzle } from './generate';
import { LEVELS } from './levels';
import { isSolved } from './conflicts';

describe('generatePuzzle', () => {
  it('gives the same puzzle for the same seed and level, another for another seed', () => {
    expect(generatePuzzle('same', '8x8')).toEqual(generatePuzzle('same', '8x8'));
    expect(generatePuzzle('other', '8x8').givens).not.toEqual(generatePuzzle('same', '8x8').givens);
  });

  it.each(LEVELS.map((level) => [level.value, level.size, level.tier] as const))(
    '%s over 50 seeds: a valid solution, exactly one solution (counted), solved by the level’s rules without a guess',
    (level, size, tier) => {
      let needsLineReasoning = 0;
      for (let seed = 0; seed < 50; seed++) {
        const puzzle = generatePuzzle(`g${seed}`, level);
        expect(puzzle.size).toBe(size);
        expect(isSolved(size, puzzle.solution)).toBe(true);
        puzzle.givens.forEach((given, i) => given !== null && expect(given).toBe(puzzle.solution[i]));
        const counted = countSolutions(puzzle);
        expect(counted.count).toBe(1);
        expect(counted.solution).toEqual(puzzle.solution);
        const grade = gradePuzzle(size, puzzle.givens, tier);
        expect(grade).not.toBeNull();
        if (grade === 2) needsLineReasoning++;
        // Leaves the player something to do: at most half the board given.
        expect(puzzle.givens.filter((given) => given !== null).length).toBeLessThanOrEqual((size * size) / 2);
      }
      // The whole-line levels mostly ask for whole-line reasoning.
      if (tier === 2) expect(needsLineReasoning).toBeGreaterThanOrEqual(40);
    },
  );
});
