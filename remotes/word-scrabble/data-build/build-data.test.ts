/** @jest-environment node */
// The dictionary under the answer policy (the rule is in build-data.ts). What ships is what the build wrote:
// shared/word-data/built.test.ts checks the build manifest; `npm run word-data -- --check word-scrabble` rebuilds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { familyReason, isAnswerWord, isOffensive } from '@games/shared/word-data/policy';
import { decodeDictionary, isDictionaryAsset, type DictionaryAsset } from '../src/logic/dictionary-format';
import { ASSET_PATH, isUnfitForComputer, listedWords } from './build-data';

const asset = JSON.parse(readFileSync(path.resolve(__dirname, '..', ASSET_PATH), 'utf8')) as DictionaryAsset;
const { words, common, unfit } = decodeDictionary(asset);
const valid = new Set(words);

describe('word-scrabble dictionary', () => {
  it('is a dictionary asset of every listed word but the offensive ones', () => {
    expect(isDictionaryAsset(asset)).toBe(true);
    const listed = listedWords();
    expect(words.length).toBeGreaterThan(260_000);
    expect(words.filter(isOffensive)).toEqual([]);
    // Nothing left out but offensive words (a sample of every 20th listed word keeps this quick).
    expect(listed.filter((word, i) => i % 20 === 0 && !valid.has(word) && !isOffensive(word))).toEqual([]);
  });

  it('accepts none of the words issue 28 named, nor their inflections, nor slurs in any sense', () => {
    for (const word of ['coon', 'coons', 'raping', 'rape', 'homo', 'homos', 'pubes', 'dong', 'hoes', 'butt', 'prat', 'chink', 'spade', 'fuck', 'shits', 'shitload', 'cunt']) {
      expect([word, valid.has(word)]).toEqual([word, false]);
    }
  });

  it('keeps rare valid words playable, as Scrabble does, and words that only start like an offensive one', () => {
    // obscenity, the list this dictionary used before, left out analgesic, cockpit, assort, shittah and cumin.
    for (const word of ['qi', 'za', 'xu', 'zymurgy', 'oxyphenbutazone', 'huso', 'remotion', 'homologue', 'methacrylate', 'spiceless', 'analgesic', 'cockpit', 'assort', 'shittah', 'cumin']) {
      expect([word, valid.has(word)]).toEqual([word, true]);
    }
  });

  it('lets a player play family-unfit words but marks them so the computer never does', () => {
    for (const word of ['cocaine', 'murder', 'gun', 'vomit', 'drunk']) {
      expect([word, valid.has(word), unfit.has(word), common.has(word)]).toEqual([word, true, true, false]);
    }
    expect([...unfit].every((word) => valid.has(word) && isUnfitForComputer(word))).toBe(true);
    // Contractions' spellings and names in disguise are words in Scrabble: the computer may play them.
    for (const word of ['cant', 'wont', 'china']) expect([word, valid.has(word), unfit.has(word), familyReason(word) !== null]).toEqual([word, true, false, true]);
  });

  it('gives the easy computer only answer words (common, clean, family-fit)', () => {
    expect(common.size).toBeGreaterThan(25_000);
    expect([...common].filter((word, i) => i % 10 === 0 && !isAnswerWord(word))).toEqual([]);
    for (const word of ['house', 'cat', 'water']) expect(common.has(word)).toBe(true);
    for (const word of ['qi', 'za', 'racism', 'cant']) expect([word, common.has(word)]).toEqual([word, false]);
  });
});
