// Puzzle packs, one per level: separate cached assets fetched on demand (never in the first chunk), through
// the kit's loader (retried on network errors, validated).
import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import type { DealRequest } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { dealPuzzle } from './logic/deal';
import type { KakuroPuzzle } from './logic/layout';
import { isLevel, type Level } from './logic/levels';
import { isPuzzlePack, type PuzzlePack } from './logic/pack';
import { loadHints } from './logic/rules';
import { PACK_URLS } from './packUrls';

// One validator per pack, fixed at module level: the loader caches by URL with the first caller's check.
const packOf = (level: Level) => (value: unknown): value is PuzzlePack => isPuzzlePack(value) && value.level === level;
const VALIDATORS: Record<Level, (value: unknown) => value is PuzzlePack> = {
  easy: packOf('easy'),
  medium: packOf('medium'),
  hard: packOf('hard'),
  expert: packOf('expert'),
};

export const loadPack = (level: Level): Promise<PuzzlePack> => loadAsset(PACK_URLS[level], VALIDATORS[level], { what: 'puzzle pack' });

/** Deals the puzzle of a seed from its level's pack (the same seed always deals the same puzzle). */
export async function dealKakuro({ level, seed }: Pick<DealRequest, 'level' | 'seed'>): Promise<KakuroPuzzle> {
  if (!isLevel(level)) throw new Error(`No kakuro level ${level}`);
  // The hint engine loads beside the pack; without it the game is still playable (a hint finds nothing).
  const [pack] = await Promise.all([loadPack(level), loadHints().catch(() => undefined)]);
  return dealPuzzle(pack, seed);
}
