import { placementCells, type Placement } from './cells';
import { DIFFICULTY_RULES, isDifficulty, type Difficulty } from './difficulty';
import { isDirectionName } from './directions';
import { HIGHLIGHT_COLOURS, type GameState } from './progress';
import type { Puzzle } from './puzzle';
import type { BestTimes, DailyRecord } from './scoring';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
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

/** Checks an untrusted saved game: a valid puzzle, and found words that really are in it, each once. */
export function isGameState(v: unknown): v is GameState {
  if (!isObject(v) || !isPuzzle(v.puzzle)) return false;
  if (!isCount(v.hints) || !isTime(v.elapsedMs)) return false;
  if (v.mode !== 'daily' && v.mode !== 'unlimited') return false;
  if (typeof v.date !== 'string' || (v.mode === 'daily' ? !DATE.test(v.date) : v.date !== '')) return false;
  const words = new Set(v.puzzle.placements.map((p) => p.word));
  if (!Array.isArray(v.found)) return false;
  const seen = new Set<string>();
  for (const f of v.found) {
    if (!isObject(f) || typeof f.word !== 'string' || !words.has(f.word) || seen.has(f.word)) return false;
    if (!isCount(f.colour) || f.colour >= HIGHLIGHT_COLOURS) return false;
    seen.add(f.word);
  }
  return true;
}

export function isBestTimes(v: unknown): v is BestTimes {
  return isObject(v) && Object.entries(v).every(([k, t]) => isDifficulty(k) && isTime(t));
}

export function isDailyRecord(v: unknown): v is DailyRecord {
  return isObject(v) && Object.entries(v).every(([k, r]) => DATE.test(k) && isObject(r) && isTime(r.ms) && isCount(r.hints));
}

export interface Settings {
  mode: 'daily' | 'unlimited';
  difficulty: Difficulty;
}

export const DEFAULT_SETTINGS: Settings = { mode: 'daily', difficulty: 'medium' };

export function isSettings(v: unknown): v is Settings {
  return isObject(v) && (v.mode === 'daily' || v.mode === 'unlimited') && isDifficulty(v.difficulty);
}
