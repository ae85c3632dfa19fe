// A puzzle pack: pre-generated puzzles of one level, each its solution as a string row by row
// ('#' = block, '1'–'9' = the digit), so clues come from the digits and the pack stays small.
import { isLevel, levelOf, type Level } from './levels';
import type { KakuroPuzzle } from './layout';

export const PACK_VERSION = 1;

export interface PuzzlePack {
  version: number;
  level: Level;
  size: number;
  puzzles: string[];
}

export const formatPuzzle = (puzzle: KakuroPuzzle): string => puzzle.solution.map((d) => (d === 0 ? '#' : String(d))).join('');

export const parsePuzzle = (size: number, text: string): KakuroPuzzle => ({
  size,
  solution: [...text].map((ch) => (ch === '#' ? 0 : Number(ch))),
});

export function isPuzzlePack(value: unknown): value is PuzzlePack {
  if (typeof value !== 'object' || value === null) return false;
  const pack = value as Partial<PuzzlePack>;
  if (pack.version !== PACK_VERSION || !isLevel(pack.level) || pack.size !== levelOf(pack.level).size) return false;
  const shape = new RegExp(`^[#1-9]{${pack.size * pack.size}}$`);
  return Array.isArray(pack.puzzles) && pack.puzzles.length > 0 && pack.puzzles.every((p) => typeof p === 'string' && shape.test(p));
}
