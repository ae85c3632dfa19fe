import type { Random } from '@games/shared/game-kit/random';
import { exponentOf } from './board';

export interface SpawnRange {
  /** Exponents, inclusive: 2^low … 2^high. */
  low: number;
  high: number;
}

/** New blocks come from the low range: up to the largest block / 32 (at least 2…8), six values at most. */
export function spawnRange(largest: number): SpawnRange {
  const maxExp = largest >= 2 ? exponentOf(largest) : 1;
  const high = Math.max(3, maxExp - 5);
  return { low: Math.max(1, high - 5), high };
}

/** A new block's value: smaller values a little likelier (weight high − e + 2 for 2^e). */
export function spawnValue(random: Random, range: SpawnRange): number {
  const weights: number[] = [];
  for (let e = range.low; e <= range.high; e++) weights.push(range.high - e + 2);
  let roll = random.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i];
    if (roll < 0) return 2 ** (range.low + i);
  }
  return 2 ** range.high;
}
