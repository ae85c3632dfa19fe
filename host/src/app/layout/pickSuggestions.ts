/**
 * Chooses `count` distinct games at random, never the excluded one.
 * Pure: the caller passes the random source (Math.random in the app, a seeded one in tests).
 * A partial Fisher–Yates shuffle gives every game the same chance.
 */
export function pickSuggestions<T extends { slug: string }>(
  games: readonly T[],
  excludeSlug: string | undefined,
  count: number,
  random: () => number,
): T[] {
  const pool = games.filter((game) => game.slug !== excludeSlug);
  const take = Math.max(0, Math.min(count, pool.length));
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, take);
}
