import data from '../data/themes.data.json';
import { generatePuzzle } from './generate';
import { isPuzzle } from './puzzle';
import type { ThemeData } from './themes';

const theme = (data as ThemeData).themes[0];
const puzzle = generatePuzzle({ theme, difficulty: 'easy', seed: 'save' });

describe('isPuzzle (a puzzle read back from storage)', () => {
  test('accepts a generated puzzle after a JSON round trip', () => {
    expect(isPuzzle(JSON.parse(JSON.stringify(puzzle)))).toBe(true);
  });

  test('rejects a puzzle whose placements do not match its letters or difficulty', () => {
    const p = puzzle.placements[0];
    expect(isPuzzle(null)).toBe(false);
    expect(isPuzzle({ ...puzzle, placements: [{ ...p, row: p.row + 1 }, ...puzzle.placements.slice(1)] })).toBe(false);
    expect(isPuzzle({ ...puzzle, placements: [{ ...p, dir: 'W' }, ...puzzle.placements.slice(1)] })).toBe(false);
    expect(isPuzzle({ ...puzzle, rows: puzzle.rows.slice(1) })).toBe(false);
    const rows = puzzle.rows.slice();
    rows[0] = rows[0].toLowerCase();
    expect(isPuzzle({ ...puzzle, rows })).toBe(false);
  });
});
