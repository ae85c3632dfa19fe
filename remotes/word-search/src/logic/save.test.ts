import data from '../data/themes.data.json';
import { generatePuzzle } from './generate';
import { markFound, newGameState, takeHint, isComplete } from './progress';
import { isBestTimes, isDailyRecord, isGameState, isPuzzle, isSettings } from './save';
import type { ThemeData } from './themes';

const theme = (data as ThemeData).themes[0];
const puzzle = generatePuzzle({ theme, difficulty: 'easy', seed: 'save' });
const roundTrip = (v: unknown) => JSON.parse(JSON.stringify(v));

describe('isGameState', () => {
  const game = markFound(newGameState(puzzle, 'unlimited'), puzzle.placements[0]);

  test('accepts a saved game after a JSON round trip', () => {
    expect(isGameState(roundTrip(game))).toBe(true);
    expect(isGameState(roundTrip(newGameState(puzzle, 'daily', '2026-02-03')))).toBe(true);
  });

  test('rejects corrupt or tampered saves', () => {
    expect(isGameState(null)).toBe(false);
    expect(isGameState('x')).toBe(false);
    expect(isGameState({ ...game, hints: -1 })).toBe(false);
    expect(isGameState({ ...game, elapsedMs: Number.NaN })).toBe(false);
    expect(isGameState({ ...game, found: [{ word: 'NOTAWORD', colour: 0 }] })).toBe(false);
    expect(isGameState({ ...game, found: [...game.found, ...game.found] })).toBe(false);
    expect(isGameState({ ...game, found: [{ word: game.found[0].word, colour: 99 }] })).toBe(false);
    expect(isGameState({ ...game, mode: 'daily', date: '' })).toBe(false);
    const rows = puzzle.rows.slice();
    rows[0] = rows[0].toLowerCase();
    expect(isGameState({ ...game, puzzle: { ...puzzle, rows } })).toBe(false);
  });

  test('rejects a puzzle whose placements do not match its letters or difficulty', () => {
    const p = puzzle.placements[0];
    expect(isPuzzle({ ...puzzle, placements: [{ ...p, row: p.row + 1 }, ...puzzle.placements.slice(1)] })).toBe(false);
    expect(isPuzzle({ ...puzzle, placements: [{ ...p, dir: 'W' }, ...puzzle.placements.slice(1)] })).toBe(false);
    expect(isPuzzle({ ...puzzle, rows: puzzle.rows.slice(1) })).toBe(false);
  });
});

describe('progress', () => {
  test('finding every word completes the game; colours follow the finding order', () => {
    let game = newGameState(puzzle, 'unlimited');
    for (const p of puzzle.placements) game = markFound(game, p);
    expect(isComplete(game)).toBe(true);
    expect(game.found.map((f) => f.colour)).toEqual(puzzle.placements.map((_, i) => i % 8));
    expect(markFound(game, puzzle.placements[0])).toBe(game);
  });

  test('a hint points at an unfound word and is counted', () => {
    const game = markFound(newGameState(puzzle, 'unlimited'), puzzle.placements[0]);
    const hint = takeHint(game, { pick: (items) => items[0] })!;
    expect(hint.state.hints).toBe(1);
    expect(hint.cell).toEqual({ row: puzzle.placements[1].row, col: puzzle.placements[1].col });
  });
});

test('small stores validate', () => {
  expect(isBestTimes({ easy: 1000 })).toBe(true);
  expect(isBestTimes({ extreme: 1000 })).toBe(false);
  expect(isDailyRecord({ '2026-01-01': { ms: 1, hints: 0 } })).toBe(true);
  expect(isDailyRecord({ yesterday: { ms: 1, hints: 0 } })).toBe(false);
  expect(isSettings({ mode: 'daily', difficulty: 'hard' })).toBe(true);
  expect(isSettings({ mode: 'weekly', difficulty: 'hard' })).toBe(false);
});
