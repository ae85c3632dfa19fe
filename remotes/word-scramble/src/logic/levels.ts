// Levels by word length, the round sizes and the daily set.
import type { WordLength } from './data';

export const LEVEL_IDS = ['easy', 'medium', 'hard'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];
/** Daily five, unlimited rounds by level, or a themed pack for kids. */
export type Mode = 'daily' | 'unlimited' | 'theme';
/** The modes dealt from the words by length. */
export type LevelMode = Exclude<Mode, 'theme'>;
export const isMode = (value: unknown): value is Mode => value === 'daily' || value === 'unlimited' || value === 'theme';

export const LEVELS: Record<LevelId, { label: string; lengths: readonly WordLength[] }> = {
  easy: { label: 'Easy · 4–5 letters', lengths: [4, 5] },
  medium: { label: 'Medium · 5–6 letters', lengths: [5, 6] },
  hard: { label: 'Hard · 7–8 letters', lengths: [7, 8] },
};

export const isLevelId = (value: unknown): value is LevelId => typeof value === 'string' && (LEVEL_IDS as readonly string[]).includes(value);

/** A round of unlimited play: ten words. */
export const ROUND_WORDS = 10;
/** The daily set: five words, one of each length, shortest first. */
export const DAILY_LENGTHS: readonly WordLength[] = [4, 5, 6, 7, 8];
/** Seconds per word on the timer. */
export const SECONDS_PER_WORD = 60;
/** Points a hint takes off the word it helps with. */
export const HINT_COST = 10;
