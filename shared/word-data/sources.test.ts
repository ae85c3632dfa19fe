import { commonWords, sortedLetters, validationWords, wordTier } from './sources';

describe('word sources', () => {
  it('ranks everyday words in the common tiers and rare ones above', () => {
    expect(wordTier('house')).toBe(10);
    expect(wordTier('listen')).toBeLessThanOrEqual(35);
    expect(wordTier('zymurgy')).toBeGreaterThan(35);
    expect(wordTier('London')).toBeUndefined(); // names are not plain words
  });

  it('lists common words sorted, plain lowercase only', () => {
    const words = commonWords();
    expect(words.length).toBeGreaterThan(30_000);
    expect(words.every((word) => /^[a-z]+$/.test(word))).toBe(true);
    expect(words).toEqual([...words].sort());
    expect(words).toContain('garden');
  });

  it('validates far more words than it offers as answers', () => {
    const valid = validationWords();
    expect(valid.size).toBeGreaterThan(250_000);
    expect(valid.has('zymurgy')).toBe(true);
    expect(valid.has('qwzx')).toBe(false);
  });

  it('sorts letters for anagram keys', () => {
    expect(sortedLetters('listen')).toBe(sortedLetters('silent'));
  });
});
