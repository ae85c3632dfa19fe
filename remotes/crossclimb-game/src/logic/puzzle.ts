/** One dealt puzzle: a ladder of the bank, its number in the archive and the scrambled order of its middle rungs. */
import { createRandom } from '@games/shared/game-kit/random';
import { isChain } from './ladder';
import { isLadder, MIDDLE, type Ladder } from './content';
import { isRealShuffle, permutations, shuffleDistance } from './shuffleDistance';

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

const MIDDLE_ORDERS = permutations(LADDER_ORDER);

/**
 * A seeded shuffle of the middle rungs that is a real one: never a ladder, and at least MIN_SHUFFLE
 * (two drags, four swaps) away from every order that makes one. Should some bank ladder chain in so many
 * orders that none qualifies, the order farthest from them all is dealt.
 */
export function scrambledOrder(words: readonly string[], seed: string): number[] {
  const ladderOrders = MIDDLE_ORDERS.filter((order) => formsLadder(words, order));
  const random = createRandom(`crossclimb-order:${seed}`);
  const real = MIDDLE_ORDERS.filter((order) => isRealShuffle(order, ladderOrders));
  if (real.length > 0) return [...random.pick(real)];
  const nearest = (order: number[]) => Math.min(...ladderOrders.map((target) => shuffleDistance(order, target).swaps));
  const unsolved = MIDDLE_ORDERS.filter((order) => !formsLadder(words, order));
  return [...unsolved.reduce((far, order) => (nearest(order) > nearest(far) ? order : far))];
}

export function makePuzzle(ladder: Ladder, number: number, seed: string): Puzzle {
  return { ...ladder, number, start: scrambledOrder(ladder.words, seed) };
}

export function isPuzzle(value: unknown): value is Puzzle {
  if (!isLadder(value)) return false;
  const { number, start } = value as Partial<Puzzle>;
  return Number.isInteger(number) && (number as number) >= 1 && isMiddleOrder(start);
}
