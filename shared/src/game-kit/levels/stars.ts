// Stars won on levels, as plain data: what the level map, the result and the share text show.

/** Stars as players read them: "★★☆" for 2 of 3. */
export const starText = (stars: number, max = 3): string => '★'.repeat(stars) + '☆'.repeat(Math.max(max - stars, 0));

/** The best stars per level once `level` is won with `earned`: the same object when the level already had as many. */
export function withEarnedStars<S extends Readonly<Record<string, number>>>(best: S, level: string, earned: number): S {
  return (best[level] ?? 0) >= earned ? best : { ...best, [level]: earned };
}
