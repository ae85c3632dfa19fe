import { isCount, isObject } from '@games/shared/game-kit/guards';
import { placementCells, type Placement } from './cells';
import { DIFFICULTY_RULES, isDifficulty, type Difficulty } from './difficulty';
import { isDirectionName } from './directions';

/** A ready puzzle: the letter grid and where each target word is. Everything the game and its save need. */
export interface Puzzle {
  difficulty: Difficulty;
  seed: string;
  themeId: string;
  themeName: string;
  /** size strings of size capital letters. */
  rows: string[];
  /** In the order the word list shows them (alphabetical). */
  placements: Placement[];
}

export const puzzleSize = (puzzle: Puzzle) => puzzle.rows.length;

// ---- checking a puzzle read back from storage ----
export const MAX_SEED_LENGTH = 200;

function isPlacement(v: unknown, rows: readonly string[], allowed: readonly string[]): v is Placement {
  if (!isObject(v) || typeof v.word !== 'string' || !/^[A-Z]{2,15}$/.test(v.word)) return false;
  if (!isCount(v.row) || !isCount(v.col) || !isDirectionName(v.dir) || !allowed.includes(v.dir)) return false;
  const size = rows.length;
  const word = v.word;
  return placementCells(v as unknown as Placement).every(
    (cell, i) => cell.row < size && cell.col >= 0 && cell.col < size && cell.row >= 0 && rows[cell.row][cell.col] === word[i],
  );
}

/** A puzzle whose letters and placements agree with each other and its difficulty. */
export function isPuzzle(v: unknown): v is Puzzle {
  if (!isObject(v) || !isDifficulty(v.difficulty)) return false;
  const rules = DIFFICULTY_RULES[v.difficulty];
  const rows = v.rows;
  if (!Array.isArray(rows) || rows.length !== rules.size) return false;
  if (!rows.every((r) => typeof r === 'string' && r.length === rules.size && /^[A-Z]+$/.test(r))) return false;
  if (typeof v.seed !== 'string' || v.seed.length > MAX_SEED_LENGTH || typeof v.themeId !== 'string' || typeof v.themeName !== 'string') {
    return false;
  }
  const placements = v.placements;
  if (!Array.isArray(placements) || placements.length === 0 || placements.length > rules.maxWords) return false;
  if (!placements.every((p) => isPlacement(p, rows as string[], rules.directions))) return false;
  return new Set(placements.map((p) => (p as Placement).word)).size === placements.length;
}
