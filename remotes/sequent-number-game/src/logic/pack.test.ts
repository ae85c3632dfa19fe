import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSolved } from './board';
import { LEVELS } from './levels';
import { dealFromPack, formatPuzzle, isSequentPack, parsePuzzle, transformPuzzle, type SequentPack } from './pack';
import { isGeneratedPuzzle } from './rules';
import { countSolutions } from './solver';

const packed = LEVELS.filter((level) => level.packed);
const readPack = (level: string): unknown => JSON.parse(readFileSync(join(__dirname, '../packs', `${level}.data.json`), 'utf8'));

/** The largest share of givens in each pack, as built (the thinnest third of the puzzles made; see build-packs.ts). */
const GIVEN_SHARE_MAX: Record<string, number> = { hidato10: 0.22, numbrix10: 0.2 };

// Proving 100-cell puzzles with few givens takes a few seconds per pack on a busy machine.
jest.setTimeout(120_000);

describe('the packs', () => {
  it('covers the 10×10 levels', () => {
    expect(packed.map((level) => level.value)).toEqual(['hidato10', 'numbrix10']);
  });

  describe.each(packed.map((level) => [level.value, level] as const))('%s', (value, level) => {
    const pack = readPack(value) as SequentPack;

    it('is a valid pack of at least 50 distinct puzzles', () => {
      expect(isSequentPack(pack)).toBe(true);
      expect(pack.level).toBe(value);
      expect(pack.size).toBe(level.size);
      expect(pack.moves).toBe(level.moves);
      expect(new Set(pack.puzzles).size).toBe(pack.puzzles.length);
      expect(pack.puzzles.length).toBeGreaterThanOrEqual(50);
    });

    it('holds puzzles with exactly one solution, 1 and N given', () => {
      const total = level.size * level.size;
      for (const text of pack.puzzles) {
        const deal = parsePuzzle(pack, text);
        expect(isGeneratedPuzzle(deal)).toBe(true);
        expect(deal.puzzle.givens).toContain(1);
        expect(deal.puzzle.givens).toContain(total);
        const result = countSolutions(deal.puzzle, 2, 50_000_000);
        expect(result.count).toBe(1);
        expect(result.solution).toEqual(deal.solution);
      }
    });

    it('keeps its givens to the stated share', () => {
      for (const text of pack.puzzles) {
        const { givens } = parsePuzzle(pack, text).puzzle;
        expect(givens.filter((v) => v > 0).length / givens.length).toBeLessThanOrEqual(GIVEN_SHARE_MAX[value]);
      }
    });

    it('deals the same puzzle for the same seed, turned or mirrored and still unique', () => {
      expect(dealFromPack(pack, 'a')).toEqual(dealFromPack(pack, 'a'));
      const base = parsePuzzle(pack, pack.puzzles[0]);
      for (let symmetry = 0; symmetry < 8; symmetry++) {
        for (const reverse of [false, true]) {
          const turned = transformPuzzle(base, symmetry, reverse);
          expect(isSolved(turned.puzzle, turned.solution)).toBe(true);
          expect(turned.puzzle.givens.filter((v) => v > 0).length).toBe(base.puzzle.givens.filter((v) => v > 0).length);
        }
      }
      // A turn or mirror maps solutions one to one, so it keeps one solution; proven for a turn and a reversal
      // (the solver's search differs with the direction the numbers run).
      for (const [symmetry, reverse] of [[5, false], [0, true]] as const) {
        const turned = transformPuzzle(base, symmetry, reverse);
        const result = countSolutions(turned.puzzle, 2, 50_000_000);
        expect(result.count).toBe(1);
        expect(result.solution).toEqual(turned.solution);
      }
    });
  });

  it('rejects broken packs', () => {
    const deal = { puzzle: { size: 3, moves: 'orthogonal' as const, givens: [1, 0, 3, 0, 0, 0, 0, 0, 9] }, solution: [1, 2, 3, 6, 5, 4, 7, 8, 9] };
    const good = { version: 1, level: 'x', size: 3, moves: 'orthogonal', puzzles: [formatPuzzle(deal)] };
    expect(isSequentPack(good)).toBe(true);
    expect(parsePuzzle(good as SequentPack, good.puzzles[0])).toEqual(deal);
    expect(isSequentPack({ ...good, puzzles: ['1,2,3'] })).toBe(false);
    expect(isSequentPack({ ...good, puzzles: ['1,1,3,6,5,4,7,8,9'] })).toBe(false);
    expect(isSequentPack({ ...good, version: 2 })).toBe(false);
    expect(isSequentPack(null)).toBe(false);
  });
});
