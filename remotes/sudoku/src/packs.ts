// Puzzle packs, one per difficulty: separate cached assets fetched on demand (never in the first chunk),
// through the kit's loader (retried on network errors, validated).
import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import type { DealRequest } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { isDifficulty, type Difficulty } from './logic/difficulty';
import { isPuzzlePack, type PuzzlePack } from './logic/pack';
import { loadHints, type SudokuPuzzle } from './logic/rules';
import { PACK_URLS } from './packUrls';

// One validator per pack, fixed at module level: the loader caches by URL with the first caller's check.
const packOf = (difficulty: Difficulty) => (value: unknown): value is PuzzlePack => isPuzzlePack(value) && value.difficulty === difficulty;
const VALIDATORS: Record<Difficulty, (value: unknown) => value is PuzzlePack> = {
  easy: packOf('easy'),
  medium: packOf('medium'),
  hard: packOf('hard'),
  expert: packOf('expert'),
};

export const loadPack = (difficulty: Difficulty): Promise<PuzzlePack> =>
  loadAsset(PACK_URLS[difficulty], VALIDATORS[difficulty], { what: 'puzzle pack' });

/** Deals the puzzle of a seed from its level's pack (the same seed always deals the same puzzle). */
export async function dealSudoku({ level, seed }: Pick<DealRequest, 'level' | 'seed'>): Promise<SudokuPuzzle> {
  if (!isDifficulty(level)) throw new Error(`No sudoku level ${level}`);
  // The dealer (symmetries and a solver) and the hint engine load beside the pack, not in the first chunk;
  // without the hint engine the game is still playable (a hint then finds nothing).
  const [pack, { dealPuzzle }] = await Promise.all([loadPack(level), import('./logic/deal'), loadHints().catch(() => undefined)]);
  const { givens, solution } = dealPuzzle(pack, seed);
  return { givens, solution };
}
