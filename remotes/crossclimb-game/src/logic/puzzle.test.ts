import { formsLadder, isMiddleOrder, isPuzzle, LADDER_ORDER, scrambledOrder } from './puzzle';
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
