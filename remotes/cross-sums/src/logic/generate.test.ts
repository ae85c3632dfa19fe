import { gridColumns, gridRows } from '@games/shared/game-kit/lines';
import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { generatePuzzle } from './generate';
import { hasCages, LEVELS, noGuessLevel } from './levels';
import { countSolutions, deduce } from './solver';
import { OPEN, type Mark } from './types';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('generatePuzzle', () => {
  it('gives the same puzzle for the same seed and level, another for another seed', () => {
    expect(generatePuzzle('same', 'hard')).toEqual(generatePuzzle('same', 'hard'));
    expect(generatePuzzle('a', 'easy').digits).not.toEqual(generatePuzzle('b', 'easy').digits);
  });

  it.each(LEVELS.map((level) => [level.value, level.size] as const))('%s: 50 seeds give %i×%i grids with one keep-mask', (level, size) => {
    for (const seed of SEEDS) {
      const puzzle = generatePuzzle(seed, level);
      expect(puzzle.size).toBe(size);
      expect(puzzle.digits.every((d) => d >= 1 && d <= 9)).toBe(true);
      const kept = puzzle.solution.filter(Boolean).length;
      // 40–60 % kept (a cage may add one kept digit)
      expect(kept).toBeGreaterThanOrEqual(Math.floor(size * size * 0.4));
      expect(kept).toBeLessThanOrEqual(Math.ceil(size * size * 0.6) + 2);
      for (const line of [...gridRows(size, size), ...gridColumns(size, size)]) expect(line.cells.some((cell) => puzzle.solution[cell] === 1)).toBe(true);
      // the sums are those of the kept digits
      const sumOf = (cells: readonly number[]) => cells.reduce((sum, cell) => sum + (puzzle.solution[cell] ? puzzle.digits[cell] : 0), 0);
      expect(gridRows(size, size).map((line) => sumOf(line.cells))).toEqual(puzzle.rowSums);
      expect(gridColumns(size, size).map((line) => sumOf(line.cells))).toEqual(puzzle.colSums);
      if (hasCages(level)) {
        const covered = puzzle.cages.flatMap((cage) => cage.cells).sort((a, b) => a - b);
        expect(covered).toEqual(Array.from({ length: size * size }, (_, i) => i));
        for (const cage of puzzle.cages) {
          expect(cage.cells.length).toBeGreaterThanOrEqual(2);
          expect(cage.sum).toBe(sumOf(cage.cells));
          expect(cage.sum).toBeGreaterThan(0);
        }
      } else {
        expect(puzzle.cages).toEqual([]);
      }
      expect(hasUniqueSolution(countSolutions, puzzle)).toBe(true);
      expect(countSolutions(puzzle).solution).toEqual(puzzle.solution);
      if (noGuessLevel(level)) expect(deduce(puzzle, new Array<Mark>(size * size).fill(OPEN))).toBe('solved');
    }
  });

  it('colours neighbouring cages differently', () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const puzzle = generatePuzzle(seed, 'expert');
      const { size } = puzzle;
      const cageAt = new Array<number>(size * size);
      puzzle.cages.forEach((cage, id) => cage.cells.forEach((cell) => (cageAt[cell] = id)));
      for (let cell = 0; cell < size * size; cell++) {
        const right = cell % size < size - 1 ? cell + 1 : -1;
        for (const other of [right, cell + size < size * size ? cell + size : -1]) {
          if (other < 0 || cageAt[other] === cageAt[cell]) continue;
          expect(puzzle.cages[cageAt[other]].colour).not.toBe(puzzle.cages[cageAt[cell]].colour);
        }
      }
    }
  });
});
