import { buildDawg, hasWord, nodeCount, walk } from './dawg';

describe('DAWG', () => {
  const words = ['cat', 'cats', 'dog', 'dogs', 'rat', 'rats'].sort();
  const dawg = buildDawg(words);

  test('knows exactly its words', () => {
    for (const w of words) expect(hasWord(dawg, w)).toBe(true);
    for (const w of ['ca', 'c', 'catss', 'do', 'rag', '']) expect(hasWord(dawg, w)).toBe(false);
    expect(hasWord(dawg, 'CATS')).toBe(true);
  });

  test('shares common suffixes (minimal)', () => {
    // A trie would need 3 + 1 + 3 + 1 + 3 + 1 + root = 13 nodes; the shared "at"/"ats" and "s" tails fold.
    expect(nodeCount(dawg)).toBeLessThan(10);
    expect(walk(dawg, 'ca')).toBe(walk(dawg, 'ra'));
  });

  test('refuses unsorted input', () => {
    expect(() => buildDawg(['b', 'a'])).toThrow();
  });
});
