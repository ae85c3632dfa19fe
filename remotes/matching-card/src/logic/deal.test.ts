import { dealCards } from './deal';
import { LEVELS } from './levels';
import { cardsRules } from './rules';

const SEEDS = Array.from({ length: 50 }, (_, i) => `seed-${i}`);

describe('dealing', () => {
  it.each(LEVELS.map((level) => [level.value, level.rows, level.cols] as const))(
    'deals %s boards of every face twice over 50 fixed seeds',
    (level, rows, cols) => {
      for (const seed of SEEDS) {
        const puzzle = dealCards(seed, level);
        expect(puzzle.rows).toBe(rows);
        expect(puzzle.cols).toBe(cols);
        expect(puzzle.faces).toHaveLength(rows * cols);
        expect(cardsRules.isPuzzle(puzzle)).toBe(true);
      }
    },
  );

  it('deals the same cards for the same seed and level, different ones otherwise', () => {
    expect(dealCards('a', '4x4')).toEqual(dealCards('a', '4x4'));
    expect(dealCards('a', '4x4').faces).not.toEqual(dealCards('b', '4x4').faces);
    expect(dealCards('a', '4x4', 2).faces).toEqual(dealCards('a', '4x4', 1).faces);
  });

  it('does not leave pairs side by side in reading order on most deals', () => {
    let adjacent = 0;
    for (const seed of SEEDS) {
      const { faces } = dealCards(seed, '6x6');
      for (let i = 1; i < faces.length; i++) if (faces[i] === faces[i - 1]) adjacent++;
    }
    // A fair shuffle puts a pair side by side about once per 6×6 board (35/35 chances): far from sorted.
    expect(adjacent / SEEDS.length).toBeLessThan(3);
  });

  it('falls back to the smallest board for an unknown level', () => {
    expect(dealCards('a', 'nope').faces).toHaveLength(12);
  });
});
