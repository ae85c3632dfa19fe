// The star rating of a cleared board: moves against the minimum (one move per pair, every guess right).

export type Stars = 1 | 2 | 3;

/** The fewest moves that can clear a board of `pairs` pairs. */
export const minimumMoves = (pairs: number): number => pairs;

/** Most moves that still earn 3 and 2 stars: half again the minimum, then a little over double. */
export function starLimits(pairs: number): { three: number; two: number } {
  const min = minimumMoves(pairs);
  return { three: Math.round(min * 1.5), two: Math.round(min * 2.25) };
}

export function starsFor(moves: number, pairs: number): Stars {
  const { three, two } = starLimits(pairs);
  if (moves <= three) return 3;
  if (moves <= two) return 2;
  return 1;
}

/** "★★☆" for the result and the share text. */
export { starText } from '@games/shared/game-kit/levels/stars';
