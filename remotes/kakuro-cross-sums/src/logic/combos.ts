// Combination tables: every set of distinct digits 1–9 of a given size and sum, as masks (bit d-1 = digit d).

export const DIGIT_MASK = 0x1ff;

const table: number[][][] = Array.from({ length: 10 }, () => Array.from({ length: 46 }, () => []));
for (let mask = 1; mask <= DIGIT_MASK; mask++) {
  let count = 0;
  let sum = 0;
  for (let d = 1; d <= 9; d++) {
    if (mask & (1 << (d - 1))) {
      count++;
      sum += d;
    }
  }
  table[count][sum].push(mask);
}

/** Every digit set of `length` distinct digits summing to `sum` (empty when there is none). */
export function combinations(length: number, sum: number): readonly number[] {
  if (length < 1 || length > 9 || sum < 1 || sum > 45) return [];
  return table[length][sum];
}

export function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

export function digitsOfMask(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) digits.push(d);
  return digits;
}

/** The only digit of a one-digit mask. */
export const onlyDigit = (mask: number): number => 31 - Math.clz32(mask) + 1;

export interface ComboLine {
  /** The digits, ascending ("8+9"). */
  digits: number[];
  /** Ruled out by the digits already placed in the run (a placed digit is not in it). */
  ruledOut: boolean;
}

/**
 * The combination helper's lines for a run: each possible digit set, struck when a digit placed in the run
 * is not part of it (or it cannot hold every placed digit).
 */
export function comboLines(length: number, sum: number, placed: readonly number[]): ComboLine[] {
  let placedMask = 0;
  for (const d of placed) if (d > 0) placedMask |= 1 << (d - 1);
  return combinations(length, sum).map((mask) => ({ digits: digitsOfMask(mask), ruledOut: (placedMask & ~mask) !== 0 }));
}
