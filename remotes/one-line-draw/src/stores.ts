import { levelStarsStore } from '@games/shared/game-kit/records/level-stars';
import { isLevel } from './logic/levels';

export const GAME_KEY = 'one-line-draw';

/** The best stars of each map level (1–3, by hints used). */
export type Stars = Record<string, number>;

const isStars = (value: unknown): value is Stars =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.entries(value).every(([level, stars]) => isLevel(level) && [1, 2, 3].includes(stars as number));

/**
 * On each level's board of the records document, read as plain data for the first paint; the stars kept apart
 * before (`:stars` v1) are carried over by the first level won.
 */
export const starsStore = levelStarsStore(GAME_KEY, isStars);
