/** A seeded source of randomness: the same seed always yields the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [minInclusive, maxInclusive]. */
  int(minInclusive: number, maxInclusive: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of the array (the input is left untouched). */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * Hashes a string to a 32-bit unsigned integer (FNV-1a followed by a murmur3 finaliser,
 * so that seeds differing in one character still start far apart).
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for games (not for cryptography). */
function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Creates a seeded random source. Numbers are treated as their decimal text,
 * so createRandom(42) and createRandom('42') give the same sequence.
 */
export function createRandom(seed: string | number): Random {
  const next = mulberry32(hashString(String(seed)));

  const int = (minInclusive: number, maxInclusive: number): number => {
    if (!Number.isInteger(minInclusive) || !Number.isInteger(maxInclusive) || minInclusive > maxInclusive) {
      throw new RangeError('int() needs integers with min <= max');
    }
    return minInclusive + Math.floor(next() * (maxInclusive - minInclusive + 1));
  };

  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick() needs a non-empty array');
      return items[int(0, items.length - 1)];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = items.slice();
      // Fisher–Yates: every permutation equally likely.
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

/** The seed of a game's daily puzzle: the same for everyone on a UTC calendar day, e.g. 'sudoku:2025-03-09'. */
export function dailySeed(slug: string, date: Date): string {
  return `${slug}:${date.toISOString().slice(0, 10)}`;
}
