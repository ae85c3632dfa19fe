// Fixtures for tests: well-known puzzles and the pack files read from disk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Difficulty } from './difficulty';
import { isPuzzlePack, type PuzzlePack } from './pack';

/** A classic singles-only puzzle (Project Euler 96, grid 01). */
export const EASY_PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
export const EASY_SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
/** Arto Inkala's "AI Escargot": needs far more than our techniques. */
export const ESCARGOT = '100007090030020008009600500005300900010080002600004000300000010040000007007000300';

export function readPack(difficulty: Difficulty): PuzzlePack {
  const pack: unknown = JSON.parse(readFileSync(join(__dirname, '../packs', `${difficulty}.data.json`), 'utf8'));
  if (!isPuzzlePack(pack)) throw new Error(`Bad pack ${difficulty}`);
  return pack;
}
