import bank from '../data/ladders.data.json';
import { formsLadder, isMiddleOrder, isPuzzle, LADDER_ORDER, scrambledOrder } from './puzzle';
import { MIN_SHUFFLE, permutations, shuffleDistance } from './shuffleDistance';
import { TEST_LADDER, testPuzzle } from './testLadder';

describe('puzzle', () => {
  test('the scrambled start is never already the ladder, and the same seed scrambles the same way', () => {
    for (let i = 0; i < 60; i += 1) {
      const order = scrambledOrder(TEST_LADDER.words, `seed-${i}`);
      expect(isMiddleOrder(order)).toBe(true);
      expect(formsLadder(TEST_LADDER.words, order)).toBe(false);
      expect(scrambledOrder(TEST_LADDER.words, `seed-${i}`)).toEqual(order);
    }
  });

  test('every deal of every bank ladder is a real shuffle: at least two drags and four swaps from any order that makes the ladder', () => {
    let fewestSwaps = Infinity;
    for (const { words } of bank.ladders) {
      const ladderOrders = permutations(LADDER_ORDER).filter((order) => formsLadder(words, order));
      for (let i = 0; i < 40; i += 1) {
        const order = scrambledOrder(words, `daily-${i}`);
        for (const target of ladderOrders) {
          const { drags, swaps } = shuffleDistance(order, target);
          expect(drags).toBeGreaterThanOrEqual(MIN_SHUFFLE.drags);
          fewestSwaps = Math.min(fewestSwaps, swaps);
        }
      }
    }
    expect(fewestSwaps).toBeGreaterThanOrEqual(MIN_SHUFFLE.swaps);
  });

  test('the ladder order forms the ladder', () => {
    expect(formsLadder(TEST_LADDER.words, LADDER_ORDER)).toBe(true);
  });

  test('isPuzzle checks a restored puzzle', () => {
    const puzzle = testPuzzle();
    expect(isPuzzle(puzzle)).toBe(true);
    expect(isPuzzle(JSON.parse(JSON.stringify(puzzle)))).toBe(true);
    expect(isPuzzle({ ...puzzle, number: 0 })).toBe(false);
    expect(isPuzzle({ ...puzzle, start: [1, 1, 2, 3, 4] })).toBe(false);
    expect(isMiddleOrder([1, 2, 3, 4])).toBe(false);
  });
});
