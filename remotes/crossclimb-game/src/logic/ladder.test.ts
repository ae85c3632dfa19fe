import { countLadderOrders, differByOne, hamming, isChain, permutations } from './ladder';

describe('ladder', () => {
  test('hamming counts differing positions; different lengths never match', () => {
    expect(hamming('lead', 'lend')).toBe(1);
    expect(hamming('lead', 'lone')).toBe(3);
    expect(hamming('lead', 'leads')).toBe(Infinity);
    expect(differByOne('land', 'lane')).toBe(true);
    expect(differByOne('land', 'land')).toBe(false);
  });

  test('a chain steps one letter at a time', () => {
    expect(isChain(['lead', 'lend', 'land', 'lane', 'lone'])).toBe(true);
    expect(isChain(['lead', 'land', 'lend'])).toBe(false);
  });

  test('permutations lists every order once', () => {
    const all = permutations([1, 2, 3, 4, 5]);
    expect(all).toHaveLength(120);
    expect(new Set(all.map((p) => p.join(''))).size).toBe(120);
  });

  test('counts the orders of the middle that make a ladder', () => {
    expect(countLadderOrders('dead', ['lead', 'lend', 'mend', 'mind', 'mine'], 'line')).toBe(1);
    expect(countLadderOrders('dead', ['mine', 'lend', 'mend', 'mind', 'lead'], 'line')).toBe(1);
    expect(countLadderOrders('dead', ['lead', 'lend', 'mend', 'mind', 'wine'], 'line')).toBe(0);
  });
});
