import type { Random } from '@games/shared/game-kit/random';
import { exponentOf, type Cells } from './board';

/** The board's smallest value is 2 (2¹) until the largest tile reaches 2¹¹ = 2048; then each doubling retires the smallest. */
export const RETIRE_GAP = 9;
/** New tiles reach up to the largest tile / 4, never fewer than 4 values, never more than 7. */
export const MIN_SPREAD = 3;
export const MAX_SPREAD = 6;

export interface SpawnRange {
  /** Exponents, inclusive: 2^low … 2^high. */
  low: number;
  high: number;
}

/** The smallest exponent still on the board for a largest tile 2^maxExp: it only rises (2248 retires small values). */
export function minExponentFor(maxExp: number, current = 1): number {
  return Math.max(current, 1, maxExp - RETIRE_GAP);
}

/** The values new tiles take, rising with the board's largest tile. */
export function spawnRange(minExp: number, maxExp: number): SpawnRange {
  const high = Math.max(minExp + MIN_SPREAD, Math.min(maxExp - 2, minExp + MAX_SPREAD));
  return { low: minExp, high };
}

/** A new tile's value: small values are likelier (weight high − e + 1 for 2^e). */
export function spawnValue(random: Random, range: SpawnRange): number {
  const weights: number[] = [];
  for (let e = range.low; e <= range.high; e++) weights.push(range.high - e + 1);
  let roll = random.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i];
    if (roll < 0) return 2 ** (range.low + i);
  }
  return 2 ** range.high;
}

/** Fills every empty cell (0) with a new tile from the range. */
export function refill(cells: Cells, random: Random, range: SpawnRange): number[] {
  return cells.map((value) => value || spawnValue(random, range));
}

/** The largest tile's exponent (1 for an empty board). */
export const maxExponent = (cells: Cells) => Math.max(1, ...cells.filter(Boolean).map(exponentOf));
