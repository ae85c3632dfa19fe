/**
 * How far a shown order of the middle rungs is from a ladder order, in the two ways a player moves rungs:
 * dragging one rung to any place (the fewest drags: rungs not on a longest run already in ladder order)
 * and Up/Down or Alt+↑/↓, which swap neighbours (the pairs out of order).
 */
export interface ShuffleDistance {
  drags: number;
  swaps: number;
}

/** Length of the longest increasing subsequence (n ≤ 5 here, so the quadratic form is plenty). */
function longestIncreasing(values: readonly number[]): number {
  const best = values.map(() => 1);
  for (let i = 0; i < values.length; i += 1) {
    for (let j = 0; j < i; j += 1) if (values[j] < values[i]) best[i] = Math.max(best[i], best[j] + 1);
  }
  return Math.max(0, ...best);
}

/** The distance from `shown` to `target` (both list the same items once each). */
export function shuffleDistance(shown: readonly number[], target: readonly number[]): ShuffleDistance {
  const place = new Map(target.map((item, index) => [item, index]));
  const ranks = shown.map((item) => place.get(item) ?? -1);
  let swaps = 0;
  for (let i = 0; i < ranks.length; i += 1) for (let j = i + 1; j < ranks.length; j += 1) if (ranks[i] > ranks[j]) swaps += 1;
  return { drags: ranks.length - longestIncreasing(ranks), swaps };
}

/**
 * A real shuffle: at least two drags and four neighbour swaps from every order that makes the ladder, so
 * the deal never starts one move from solved (of the 120 orders of five rungs, 89 qualify against one ladder order).
 */
export const MIN_SHUFFLE: ShuffleDistance = { drags: 2, swaps: 4 };

export function isRealShuffle(shown: readonly number[], ladderOrders: readonly (readonly number[])[]): boolean {
  return ladderOrders.every((target) => {
    const { drags, swaps } = shuffleDistance(shown, target);
    return drags >= MIN_SHUFFLE.drags && swaps >= MIN_SHUFFLE.swaps;
  });
}

/** Every order of the items (5! = 120 for the middle rungs). */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}
