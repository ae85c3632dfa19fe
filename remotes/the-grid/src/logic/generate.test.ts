import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import { cluesOf } from './clues';
import { countSolutions } from './countSolutions';
import { generatePuzzle, pictureCells, picturesOfSize } from './generate';
import { LEVELS, lineSolvedLevel } from './levels';
import { propagate } from './lineSolver';
import { PICTURES } from './pictures';
import { BLANK, CROSSED, FILLED, type Mark } from './types';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('the picture set', () => {
  it('has 30+ named pictures, several of every size, each square with a colour for every letter', () => {
    expect(PICTURES.length).toBeGreaterThanOrEqual(30);
    for (const { size } of LEVELS) expect(picturesOfSize(size).length).toBeGreaterThanOrEqual(5);
    const names = new Set(PICTURES.map((p) => p.name));
    expect(names.size).toBe(PICTURES.length);
    for (const picture of PICTURES) {
      const size = picture.rows.length;
      expect(picture.rows.every((row) => row.length === size)).toBe(true);
      for (const letter of picture.rows.join('')) if (letter !== '.') expect(picture.palette[letter]).toMatch(/^#[0-9a-f]{6}$/i);
      const { solution } = pictureCells(picture, false);
      // a picture, not an empty or full board
      const filled = solution.filter(Boolean).length;
      expect(filled).toBeGreaterThan(size);
      expect(filled).toBeLessThan(size * size);
    }
  });

  it('mirrors a picture left to right', () => {
    const picture = { name: 'L', palette: { k: '#000000' }, rows: ['k.', 'kk'] };
    expect(pictureCells(picture, true).solution).toEqual([0, 1, 1, 1]);
  });
});

describe('generatePuzzle', () => {
  it('gives the same puzzle for the same seed and level', () => {
    expect(generatePuzzle('same', 'hard')).toEqual(generatePuzzle('same', 'hard'));
    const names = new Set(SEEDS.slice(0, 12).map((seed) => `${generatePuzzle(seed, 'medium').name}`));
    expect(names.size).toBeGreaterThan(3);
  });

  it.each(LEVELS.map((level) => [level.value, level.size] as const))('%s: 50 seeds give %i×%i pictures with true clues and one solution', (level, size) => {
    for (const seed of SEEDS) {
      const puzzle = generatePuzzle(seed, level);
      expect(puzzle.width).toBe(size);
      expect(puzzle.height).toBe(size);
      expect(cluesOf(size, size, puzzle.solution)).toEqual({ rowClues: puzzle.rowClues, colClues: puzzle.colClues });
      expect(puzzle.colours.every((colour, cell) => (colour === '') === (puzzle.solution[cell] === 0))).toBe(true);
      const known = new Array<Mark>(size * size).fill(BLANK);
      for (const cell of puzzle.givens) known[cell] = puzzle.solution[cell] ? FILLED : CROSSED;
      // Givens are few: a hint of a start, never the picture.
      expect(puzzle.givens.length).toBeLessThanOrEqual(size);
      const clues = { width: size, height: size, rowClues: puzzle.rowClues, colClues: puzzle.colClues, known };
      expect(hasUniqueSolution(countSolutions, clues)).toBe(true);
      expect(countSolutions(clues).solution).toEqual(puzzle.solution.map((v) => (v ? FILLED : CROSSED)));
      if (lineSolvedLevel(level)) {
        // No guessing: line logic alone completes the grid.
        expect(propagate(size, size, puzzle.rowClues, puzzle.colClues, known.slice())).toBe('solved');
      }
    }
  });
});
