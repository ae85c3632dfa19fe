/** @jest-environment node */
// The hand-written theme lists against the word-data answer policy. Themes name places and planets on purpose,
// so names and rarer theme words are fine; an offensive word (a slur in any sense: pansy, spade) or a
// family-unfit word never is.
import { familyReason, offensiveReason } from '@games/shared/word-data/policy';
import data from '../src/data/themes.data.json';

describe('word-search themes under the answer policy', () => {
  it('ask no offensive or family-unfit word', () => {
    const words = data.themes.flatMap((theme) => theme.words.map((word) => [theme.id, word.toLowerCase()] as const));
    expect(words.filter(([, word]) => offensiveReason(word) !== null)).toEqual([]);
    expect(words.filter(([, word]) => ![null, 'a proper noun in disguise'].includes(familyReason(word)))).toEqual([]);
  });
});
