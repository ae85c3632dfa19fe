import { createStore } from '@games/shared/game-kit/storage';
import { isLevel } from './logic/levels';

/** The best stars of each numbered level (1–3). */
export type Stars = Record<string, number>;

const isStars = (value: unknown): value is Stars =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([level, stars]) => isLevel(level) && [1, 2, 3].includes(stars as number));

export const starsStore = createStore<Stars>({ key: 'path-puzzle-game:stars', version: 1, validate: isStars });
