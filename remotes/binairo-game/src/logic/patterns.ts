// Lines as bit masks: bit i set = a 1 at position i of the line. The solver, the deductions and the generator
// work on these; the view and the rule checks use the kit's lines helpers.

export function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
}

/** Whether three set bits sit side by side. */
export const hasTriple = (mask: number): boolean => (mask & (mask >> 1) & (mask >> 2)) !== 0;

const cache = new Map<number, readonly number[]>();

/** Every valid full line of a size: half 1s, half 0s, never three alike in a row. */
export function linePatterns(size: number): readonly number[] {
  const cached = cache.get(size);
  if (cached) return cached;
  const full = (1 << size) - 1;
  const patterns: number[] = [];
  for (let mask = 0; mask <= full; mask++) {
    if (popcount(mask) === size / 2 && !hasTriple(mask) && !hasTriple(~mask & full)) patterns.push(mask);
  }
  cache.set(size, patterns);
  return patterns;
}

const tableCache = new Map<number, Uint8Array>();

/** A lookup table over every line mask of a size: 1 where the mask is a valid full line. */
export function validLineTable(size: number): Uint8Array {
  let table = tableCache.get(size);
  if (!table) {
    table = new Uint8Array(1 << size);
    for (const pattern of linePatterns(size)) table[pattern] = 1;
    tableCache.set(size, table);
  }
  return table;
}
