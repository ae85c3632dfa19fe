/** Which ladder a deal plays: the daily rotation, a numbered archive puzzle, or one picked from a seed. */
import { dailyEntryIndex } from '@games/shared/game-kit/content/rotation';
import { hashString } from '@games/shared/game-kit/random';
import type { LadderPack } from './content';
import { makePuzzle, type Puzzle } from './puzzle';

export const DAILY_SALT = 'crossclimb-game';

/** A seed naming an archive puzzle: "puzzle-12" (what `?puzzle=12` becomes). */
export const archiveSeed = (number: number): string => `puzzle-${number}`;

export function archiveNumberOf(seed: string, count: number): number | null {
  const match = /^puzzle-(\d{1,5})$/.exec(seed);
  if (!match) return null;
  const number = Number(match[1]);
  return number >= 1 && number <= count ? number : null;
}

/** The archive number (1-based) of the daily puzzle of a UTC day. */
export const dailyNumber = (date: string, count: number): number => dailyEntryIndex(date, count, DAILY_SALT) + 1;

export interface DealWant {
  mode: 'daily' | 'unlimited';
  seed: string;
  dailyDate?: string;
}

/** The ladder number a deal plays. */
export function numberFor(want: DealWant, count: number): number {
  if (want.mode === 'daily' && want.dailyDate) return dailyNumber(want.dailyDate, count);
  return archiveNumberOf(want.seed, count) ?? ((hashString(want.seed) >>> 0) % count) + 1;
}

export function dealFromPack(pack: LadderPack, want: DealWant): Puzzle {
  const number = numberFor(want, pack.ladders.length);
  return makePuzzle(pack.ladders[number - 1], number, want.seed);
}
