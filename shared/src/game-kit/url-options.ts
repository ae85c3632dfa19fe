/**
 * Options a game reads from its page URL. `?seed=…` starts a fresh, reproducible game instead of
 * restoring the saved one (end-to-end tests, shared links); puzzles also take `&difficulty=…`.
 */
export const MAX_SEED_LENGTH = 64;

/** The page's query parameters (empty outside a browser). */
export function pageQuery(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

/** `?seed=`, cut to a sane length; null when absent or empty. */
export function seedFromUrl(query: URLSearchParams = pageQuery()): string | null {
  const seed = query.get('seed');
  return seed ? seed.slice(0, MAX_SEED_LENGTH) : null;
}

/** `?seed=…&difficulty=…`; the difficulty is undefined when missing or not one of the game's. */
export function seededPuzzleFromUrl<D extends string>(
  isDifficulty: (value: unknown) => value is D,
  query: URLSearchParams = pageQuery(),
): { seed: string; difficulty: D | undefined } | null {
  const seed = seedFromUrl(query);
  if (!seed) return null;
  const difficulty = query.get('difficulty');
  return { seed, difficulty: isDifficulty(difficulty) ? difficulty : undefined };
}

/**
 * `?mode=daily` (today's daily) or `?mode=unlimited&difficulty=…` (that level's game): the links of the home
 * page's Today tiles and Continue cards. Null when absent; the difficulty is undefined when not one of the game's.
 */
export function modeFromUrl<D extends string>(
  isDifficulty: (value: unknown) => value is D,
  query: URLSearchParams = pageQuery(),
): { mode: 'daily' | 'unlimited'; difficulty: D | undefined } | null {
  const mode = query.get('mode');
  if (mode !== 'daily' && mode !== 'unlimited') return null;
  const difficulty = query.get('difficulty');
  return { mode, difficulty: isDifficulty(difficulty) ? difficulty : undefined };
}

/** A seed for a new game when none was asked for: different every time, short enough to share. */
export function randomSeed(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
