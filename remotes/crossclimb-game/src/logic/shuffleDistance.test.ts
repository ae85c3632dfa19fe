import { isRealShuffle, MIN_SHUFFLE, permutations, shuffleDistance } from './shuffleDistance';

const LADDER = [1, 2, 3, 4, 5];

describe('shuffleDistance', () => {
  test('the ladder itself is no distance away', () => {
    expect(shuffleDistance(LADDER, LADDER)).toEqual({ drags: 0, swaps: 0 });
  });

  test('one neighbour swap is one drag and one swap away', () => {
    expect(shuffleDistance([1, 2, 4, 3, 5], LADDER)).toEqual({ drags: 1, swaps: 1 });
  });

  test('one rung dragged from the top to the bottom is one drag but four swaps away', () => {
    expect(shuffleDistance([2, 3, 4, 5, 1], LADDER)).toEqual({ drags: 1, swaps: 4 });
  });

  test('the reversed ladder is four drags and ten swaps away', () => {
    expect(shuffleDistance([5, 4, 3, 2, 1], LADDER)).toEqual({ drags: 4, swaps: 10 });
  });

  test('a real shuffle is far enough from every ladder order', () => {
    expect(isRealShuffle([2, 1, 4, 3, 5], [LADDER])).toBe(false); // two drags, only two swaps
    expect(isRealShuffle([3, 1, 5, 2, 4], [LADDER])).toBe(true);
    expect(isRealShuffle([3, 1, 5, 2, 4], [LADDER, [3, 1, 5, 4, 2]])).toBe(false);
    const real = permutations(LADDER).filter((order) => isRealShuffle(order, [LADDER]));
    expect(real).toHaveLength(89);
    for (const order of real) {
      const { drags, swaps } = shuffleDistance(order, LADDER);
      expect(drags).toBeGreaterThanOrEqual(MIN_SHUFFLE.drags);
      expect(swaps).toBeGreaterThanOrEqual(MIN_SHUFFLE.swaps);
    }
  });

  test('permutations lists every order once', () => {
    const all = permutations(LADDER).map((order) => order.join(''));
    expect(all).toHaveLength(120);
    expect(new Set(all).size).toBe(120);
  });
});
