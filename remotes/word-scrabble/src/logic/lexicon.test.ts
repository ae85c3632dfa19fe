import { loadTestLexicon } from '../test-support/lexicon';
import { invalidWords, isWord } from './lexicon';

describe('lexicon (the committed asset)', () => {
  const lexicon = loadTestLexicon();
  test('known words and non-words', () => {
    for (const w of ['cat', 'QI', 'za', 'quiet', 'oxyphenbutazone', 'house', 'jazz']) expect(isWord(lexicon, w)).toBe(true);
    for (const w of ['a', 'xqz', 'catt', 'housez', 'aaaaaaaaaaaaaaaa']) expect(isWord(lexicon, w)).toBe(false);
    expect(invalidWords(lexicon, ['CAT', 'ZZQ'])).toEqual(['ZZQ']);
  });
  test('no profanity', () => {
    for (const w of ['fuck', 'shit', 'cunt']) expect(isWord(lexicon, w)).toBe(false);
  });
  test('common words are marked, rare ones are not', () => {
    for (const w of ['house', 'cat', 'water']) expect(lexicon.common.has(w)).toBe(true);
    for (const w of ['qi', 'za', 'xu']) expect(lexicon.common.has(w)).toBe(false);
  });
});
