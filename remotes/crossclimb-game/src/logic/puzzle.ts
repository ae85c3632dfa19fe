/** One dealt puzzle: a ladder of the bank, its number in the archive and the scrambled order of its middle rungs. */
import { createRandom } from '@games/shared/game-kit/random';
import { isChain } from './ladder';
import { isLadder, MIDDLE, type Ladder } from './content';

export interface Puzzle extends Ladder {
  /** 1-based number in the archive. */
  number: number;
  /** The middle rungs as first shown, top to bottom: word indexes 1..5, never already the ladder. */
  start: number[];
}

/** The identity order of the middle rungs: word indexes 1..5. */
export const LADDER_ORDER = [1, 2, 3, 4, 5];

/** True when `order` lists the word indexes 1..5 once each. */
export function isMiddleOrder(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length === MIDDLE &&
    LADDER_ORDER.every((index) => value.includes(index)) &&
    value.every((index) => Number.isInteger(index))
  );
}

/** True when the middle rungs in this order make a ladder between the two end rungs. */
export function formsLadder(words: readonly string[], order: readonly number[]): boolean {
  return isChain([words[0], ...order.map((index) => words[index]), words[6]]);
}

/** A seeded shuffle of the middle rungs that is never already a ladder. */
export function scrambledOrder(words: readonly string[], seed: string): number[] {
  const random = createRandom(`crossclimb-order:${seed}`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const order = random.shuffle([...LADDER_ORDER]);
    if (!formsLadder(words, order)) return order;
  }
  return [5, 4, 3, 2, 1];
}

export function makePuzzle(ladder: Ladder, number: number, seed: string): Puzzle {
  return { ...ladder, number, start: scrambledOrder(ladder.words, seed) };
}

export function isPuzzle(value: unknown): value is Puzzle {
  if (!isLadder(value)) return false;
  const { number, start } = value as Partial<Puzzle>;
  return Number.isInteger(number) && (number as number) >= 1 && isMiddleOrder(start);
}
