import data from '../data/themes.data.json';
import { placementCells } from './cells';
import { DIFFICULTIES, DIFFICULTY_RULES } from './difficulty';
import { generatePuzzle, themeForSeed } from './generate';
import { gridLines } from './lines';
import { countOccurrences } from './occurrences';
import { offensiveSpans } from './profanity';
import type { Puzzle } from './puzzle';
import type { ThemeData } from './themes';

const { themes } = data as ThemeData;
const PUZZLES_PER_DIFFICULTY = 200;

/** Offensive words readable along any line (forwards or backwards) that touch a cell not belonging to a placed word. */
function offensiveFillerWords(puzzle: Puzzle): string[] {
  const wordCells = new Set(puzzle.placements.flatMap((p) => placementCells(p).map((c) => `${c.row},${c.col}`)));
  // One space-separated text of every reading (one matcher call per puzzle keeps this fast).
  let text = '';
  const at: string[] = [];
  for (const line of gridLines(puzzle.rows.length)) {
    for (const reading of [line, line.slice().reverse()]) {
      for (const c of reading) {
        text += puzzle.rows[c.row][c.col];
        at.push(`${c.row},${c.col}`);
      }
      text += ' ';
      at.push('');
    }
  }
  return offensiveSpans(text)
    .filter(([start, end]) => at.slice(start, end + 1).some((key) => key !== '' && !wordCells.has(key)))
    .map(([start, end]) => text.slice(start, end + 1));
}

describe.each(DIFFICULTIES)('generatePuzzle (%s)', (difficulty) => {
  const rules = DIFFICULTY_RULES[difficulty];
  const puzzles: Puzzle[] = [];
  beforeAll(() => {
    for (let i = 0; i < PUZZLES_PER_DIFFICULTY; i++) {
      const seed = `test-${i}`;
      puzzles.push(generatePuzzle({ theme: themeForSeed(themes, seed), difficulty, seed }));
    }
  });

  test('grids have the right size and only capital letters', () => {
    for (const p of puzzles) {
      expect(p.rows).toHaveLength(rules.size);
      for (const row of p.rows) expect(row).toMatch(new RegExp(`^[A-Z]{${rules.size}}$`));
    }
  });

  test('the right number of words, all placed in allowed directions', () => {
    for (const p of puzzles) {
      expect(p.placements.length).toBeGreaterThanOrEqual(rules.minWords);
      expect(p.placements.length).toBeLessThanOrEqual(rules.maxWords);
      const theme = themes.find((t) => t.id === p.themeId)!;
      for (const placement of p.placements) {
        expect(theme.words).toContain(placement.word);
        expect(rules.directions).toContain(placement.dir);
        const letters = placementCells(placement).map((c) => p.rows[c.row]?.[c.col]).join('');
        expect(letters).toBe(placement.word);
      }
    }
  });

  test('every word can be read exactly once, in any of the 8 directions', () => {
    for (const p of puzzles) for (const { word } of p.placements) expect(countOccurrences(p.rows, word)).toBe(1);
  });

  test('no offensive word runs through the filler', () => {
    for (const p of puzzles) expect(offensiveFillerWords(p)).toEqual([]);
  });

  test('the same seed gives the same puzzle; another seed another one', () => {
    const again = generatePuzzle({ theme: themeForSeed(themes, 'test-0'), difficulty, seed: 'test-0' });
    expect(again).toEqual(puzzles[0]);
    expect(puzzles[1].rows).not.toEqual(puzzles[0].rows);
  });
});

test('a daily seed picks the same theme for everyone', () => {
  expect(themeForSeed(themes, 'word-search:2026-01-01')).toBe(themeForSeed(themes, 'word-search:2026-01-01'));
  const picked = new Set(Array.from({ length: 60 }, (_, i) => themeForSeed(themes, `word-search:day-${i}`).id));
  expect(picked.size).toBeGreaterThan(20);
});
