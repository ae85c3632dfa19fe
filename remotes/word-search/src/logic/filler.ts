import type { Random } from '@games/shared/game-kit/random';

// Rough English letter frequencies (per 1000), so filler looks like the words around it.
const WEIGHTS: Record<string, number> = {
  A: 82, B: 15, C: 28, D: 43, E: 127, F: 22, G: 20, H: 61, I: 70, J: 2, K: 8, L: 40, M: 24,
  N: 67, O: 75, P: 19, Q: 1, R: 60, S: 63, T: 91, U: 28, V: 10, W: 24, X: 2, Y: 20, Z: 1,
};
const LETTERS = Object.keys(WEIGHTS);
const CUMULATIVE: number[] = [];
let total = 0;
for (const letter of LETTERS) {
  total += WEIGHTS[letter];
  CUMULATIVE.push(total);
}

/** One random filler letter, weighted by English letter frequency. */
export function randomLetter(random: Random): string {
  const x = random.next() * total;
  let i = 0;
  while (CUMULATIVE[i] <= x) i++;
  return LETTERS[i];
}
