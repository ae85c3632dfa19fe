/** Word-ladder rules: rungs are words of one length, neighbours differ in exactly one position. */

/** How many positions two words of the same length differ in (Infinity for different lengths). */
export function hamming(a: string, b: string): number {
  if (a.length !== b.length) return Infinity;
  let differences = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) differences += 1;
  return differences;
}

/** True when the two words differ by exactly one letter in the same position. */
export function differByOne(a: string, b: string): boolean {
  return hamming(a, b) === 1;
}

/** True when every word is one letter from the next. */
export function isChain(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i += 1) if (!differByOne(words[i - 1], words[i])) return false;
  return true;
}

/** Every order of the given items (n! of them). */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

/** How many orders of the middle words make a chain from top to bottom. */
export function countLadderOrders(top: string, middle: readonly string[], bottom: string): number {
  let count = 0;
  for (const order of permutations(middle)) if (isChain([top, ...order, bottom])) count += 1;
  return count;
}
