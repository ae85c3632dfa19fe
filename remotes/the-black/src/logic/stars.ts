// Stars by moves against par, and the best stars won on each level.

import { withEarnedStars } from '@games/shared/game-kit/levels/stars';
export type Stars = 1 | 2 | 3;

/** Presses allowed over par that still earn two stars: half the par again, at least two. */
export const twoStarSlack = (par: number): number => Math.max(2, Math.ceil(par / 2));

/**
 * Three stars at par (the fewest possible presses), two within `twoStarSlack` presses over it, one otherwise.
 * A solve that took a hint keeps at most two.
 */
export function starsFor(moves: number, par: number, hints = 0): Stars {
  const byMoves: Stars = moves <= par ? 3 : moves <= par + twoStarSlack(par) ? 2 : 1;
  return hints > 0 && byMoves === 3 ? 2 : byMoves;
}

/** "★★☆" for two of three stars (the text says it too: the shape, not a colour). */
export { starText } from '@games/shared/game-kit/levels/stars';

/** The best stars won on each level. */
export type BestStars = Readonly<Record<string, Stars>>;

export const isBestStars = (value: unknown): value is BestStars =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((stars) => stars === 1 || stars === 2 || stars === 3);

/** The records with a level's new result kept when it beats the old one (the same object otherwise). */
export function withStars(best: BestStars, level: string, stars: Stars): BestStars {
  return withEarnedStars(best, level, stars);
}
