/** Stars as players read them: "★★☆" for 2 of 3. */
export const starText = (stars: number): string => '★'.repeat(stars) + '☆'.repeat(3 - stars);

/** The map's best stars once a level is solved with `earned`: the same object when the level already had as many. */
export function withEarnedStars<S extends Readonly<Record<string, number>>>(prior: S, level: string, earned: number): S {
  return (prior[level] ?? 0) >= earned ? prior : { ...prior, [level]: earned };
}
