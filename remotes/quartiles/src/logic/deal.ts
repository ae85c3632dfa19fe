// Which board of the pack is played: the daily is the same for everyone on a UTC date (no repeat within the
// pack's length of days), unlimited boards follow the seed.
import { dailyEntryIndex } from '@games/shared/game-kit/content/rotation';
import { hashString } from '@games/shared/game-kit/random';

export type DealRequest = { mode: 'daily'; date: string } | { mode: 'unlimited'; seed: string };

export function dealIndex(request: DealRequest, count: number): number {
  if (request.mode === 'daily') return dailyEntryIndex(request.date, count, 'quartiles');
  return hashString(request.seed) % count;
}
