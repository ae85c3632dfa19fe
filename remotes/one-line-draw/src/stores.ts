import { createStore } from '@games/shared/game-kit';
import { isLevel } from './logic/levels';

export const GAME_KEY = 'one-line-draw';

/** The best stars of each map level (1–3, by hints used). */
export type Stars = Record<string, number>;

const isStars = (value: unknown): value is Stars =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.entries(value).every(([level, stars]) => isLevel(level) && [1, 2, 3].includes(stars as number));

export const starsStore = createStore<Stars>({ key: `${GAME_KEY}:stars`, version: 1, validate: isStars });
