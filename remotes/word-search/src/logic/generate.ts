import { createRandom, type Random } from '@games/shared/game-kit/random';
import { chooseWords } from './chooseWords';
import { DIFFICULTY_RULES, type Difficulty } from './difficulty';
import { randomLetter } from './filler';
import { hasOffensiveFiller } from './fillerCheck';
import { countOccurrences } from './occurrences';
import { placeWords } from './place';
import type { Puzzle } from './puzzle';
import type { Theme } from './themes';

const PLACEMENT_ATTEMPTS = 40;
const FILL_ATTEMPTS = 25;

export interface GenerateOptions {
  theme: Theme;
  difficulty: Difficulty;
  seed: string;
}

function fill(cells: readonly (string | null)[], size: number, random: Random): string[] {
  const rows: string[] = [];
  for (let row = 0; row < size; row++) {
    let text = '';
    for (let col = 0; col < size; col++) text += cells[row * size + col] ?? randomLetter(random);
    rows.push(text);
  }
  return rows;
}

/**
 * Builds a puzzle from a theme. The same theme, difficulty and seed always give the same puzzle.
 * Guarantees: every chosen word is placed in an allowed direction; after filling, each word can be read
 * exactly once in the grid (any of the 8 directions); no offensive word runs through the filler.
 */
export function generatePuzzle({ theme, difficulty, seed }: GenerateOptions): Puzzle {
  const rules = DIFFICULTY_RULES[difficulty];
  const random = createRandom(`${seed}:${difficulty}:${theme.id}`);
  const size = rules.size;
  for (let attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt++) {
    const words = chooseWords(theme, difficulty, random);
    const placed = placeWords(words, size, rules.directions, random);
    if (!placed) continue;
    const isFiller = (cell: { row: number; col: number }) => placed.cells[cell.row * size + cell.col] === null;
    for (let f = 0; f < FILL_ATTEMPTS; f++) {
      const rows = fill(placed.cells, size, random);
      if (!words.every((word) => countOccurrences(rows, word) === 1)) continue;
      if (hasOffensiveFiller(rows, isFiller)) continue;
      const placements = placed.placements.slice().sort((a, b) => a.word.localeCompare(b.word));
      return { difficulty, seed, themeId: theme.id, themeName: theme.name, rows, placements };
    }
  }
  throw new Error(`Could not build a ${difficulty} puzzle from theme ${theme.id}`);
}

/** The theme a seed plays (daily puzzles: the seed of the day picks it). */
export function themeForSeed(themes: readonly Theme[], seed: string): Theme {
  return createRandom(`${seed}:theme`).pick(themes);
}
