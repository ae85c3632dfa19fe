/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { staleBuiltFiles } from '@games/shared/word-data/assets';
import { sortedLetters, validationWords, wordTier } from '@games/shared/word-data/sources';
import { isAnswerWord, isOffensive } from '@games/shared/word-data/policy';
import { loadWordNet } from '@games/shared/word-data/wordnet';
import { entriesOf, isDefinitionsData, isPackData, isScrambleData, parseEntry, WORD_LENGTHS, type DefinitionsData, type PackData, type ScrambleData } from '../src/logic/data';
import { dealPackRound, dealRound } from '../src/logic/deal';
import { LEVEL_IDS } from '../src/logic/levels';
import { PACK_IDS, PACK_ROUND_WORDS } from '../src/logic/packs';
import { buildData, PACK_KINDS, packOf } from './build-data';
import { ADULT_WORDS } from './kid-safe';

const remoteDir = path.join(__dirname, '..');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(remoteDir, 'src', 'data', file), 'utf8'));

describe('word-scramble data', () => {
  const data = read('words.json') as ScrambleData;

  it('is what the pipeline builds (run `npm run word-data -- word-scramble` after a change)', () => {
    const built = buildData();
    // The themed packs are built too.
    for (const pack of PACK_IDS) expect(Object.keys(built)).toContain(`src/data/pack-${pack}.json`);
    expect(staleBuiltFiles(remoteDir, built)).toEqual([]);
  });

  it('has the shape the game checks when it loads', () => {
    expect(isScrambleData(data)).toBe(true);
    for (const length of WORD_LENGTHS) expect(isDefinitionsData(read(`defs-${length}.json`))).toBe(true);
  });

  it('asks only common, clean answers, each with a definition and every valid arrangement accepted', () => {
    const valid = validationWords();
    const byLetters = new Map<string, string[]>();
    for (const word of valid) byLetters.set(sortedLetters(word), [...(byLetters.get(sortedLetters(word)) ?? []), word]);
    for (const length of WORD_LENGTHS) {
      const defs = (read(`defs-${length}.json`) as DefinitionsData).defs;
      const entries = entriesOf(data, length);
      expect(entries.length).toBeGreaterThanOrEqual(200);
      for (const { answer, accepted } of entries) {
        expect(isAnswerWord(answer)).toBe(true);
        expect(accepted.some(isOffensive)).toBe(false);
        expect(defs[answer]).toBeTruthy();
        expect(accepted.every((word) => valid.has(word) && sortedLetters(word) === sortedLetters(answer))).toBe(true);
        expect(new Set(accepted)).toEqual(new Set(byLetters.get(sortedLetters(answer))));
      }
    }
    // Issue 28: CANT reads as "can't"; racism and coke are not a family game's answers.
    const answers = WORD_LENGTHS.flatMap((length) => entriesOf(data, length).map(({ answer }) => answer));
    for (const word of ['cant', 'wont', 'racism', 'coke']) expect(answers).not.toContain(word);
  });

  it('deals scrambles that spell no valid word, over 50 seeds of every level and the daily', () => {
    const valid = validationWords();
    for (let s = 0; s < 50; s++) {
      for (const [mode, level] of [['daily', 'easy'] as const, ...LEVEL_IDS.map((l) => ['unlimited', l] as const)]) {
        const words = dealRound(data, `seed-${s}`, mode, level);
        expect(words).toHaveLength(mode === 'daily' ? 5 : 10);
        expect(new Set(words.map((w) => w.answer)).size).toBe(words.length);
        for (const word of words) {
          expect(sortedLetters(word.scramble)).toBe(sortedLetters(word.answer));
          expect(valid.has(word.scramble)).toBe(false);
          expect(word.accepted).not.toContain(word.scramble);
        }
      }
    }
  });
});

describe('word-scramble themed packs for kids', () => {
  const packs = PACK_IDS.map((pack) => read(`pack-${pack}.json`) as PackData);
  const wordnet = loadWordNet();

  it('has the shape the game checks, one pack per theme, with at least 40 words each', () => {
    packs.forEach((data, i) => {
      expect(isPackData(data)).toBe(true);
      expect(data.pack).toBe(PACK_IDS[i]);
      expect(data.words.length).toBeGreaterThanOrEqual(40);
    });
  });

  it('asks only short, common, clean words whose main sense is of the pack’s kinds, each with a kid-safe definition', () => {
    const valid = validationWords();
    const seen = new Set<string>();
    for (const data of packs) {
      for (const { answer, accepted } of data.words.map(parseEntry)) {
        expect(answer.length).toBeGreaterThanOrEqual(3);
        expect(answer.length).toBeLessThanOrEqual(6);
        expect(isAnswerWord(answer)).toBe(true);
        expect(wordTier(answer)).toBeLessThanOrEqual(35);
        expect(accepted.some(isOffensive)).toBe(false);
        expect(accepted.every((word) => valid.has(word) && sortedLetters(word) === sortedLetters(answer))).toBe(true);
        // The main noun sense descends from one of the pack's kinds and from none of its excluded ones.
        expect([answer, wordnet.isKindOf(answer, PACK_KINDS[data.pack].kinds)]).toEqual([answer, true]);
        expect([answer, wordnet.isKindOf(answer, PACK_KINDS[data.pack].notKinds)]).toEqual([answer, false]);
        expect(packOf(wordnet, answer)).toBe(data.pack);
        const definition = data.defs[answer];
        expect(definition).toMatch(/^noun\. ./);
        const words = [answer, ...(definition.toLowerCase().match(/[a-z]+/g) ?? [])];
        expect(words.filter((word) => ADULT_WORDS.has(word))).toEqual([]);
        expect(words.some(isOffensive)).toBe(false);
        expect(seen.has(answer)).toBe(false);
        seen.add(answer);
      }
      expect(Object.keys(data.defs).sort()).toEqual(data.words.map((line) => parseEntry(line).answer).sort());
    }
  });

  it('holds none of the abstract words the lexicographer files alone let in', () => {
    // Each was in a pack when packs were chosen by lexicographer file: "Land, sea & sky", "Home & things", "Places".
    const abstract = ['agent', 'effect', 'result', 'ion', 'strain', 'system', 'total', 'plant', 'trend', 'reach'];
    const answers = packs.flatMap((data) => data.words.map((line) => parseEntry(line).answer));
    expect(answers.filter((answer) => abstract.includes(answer))).toEqual([]);
  });

  it('deals ten different words a round, shortest first, scrambled into no valid word, over 50 seeds of every pack', () => {
    const valid = validationWords();
    for (const data of packs) {
      for (let s = 0; s < 50; s++) {
        const words = dealPackRound(data, `seed-${s}`);
        expect(words).toHaveLength(PACK_ROUND_WORDS);
        expect(new Set(words.map((w) => w.answer)).size).toBe(words.length);
        expect(words.map((w) => w.answer.length)).toEqual([...words.map((w) => w.answer.length)].sort((a, b) => a - b));
        for (const word of words) {
          expect(sortedLetters(word.scramble)).toBe(sortedLetters(word.answer));
          expect(word.scramble).not.toBe(word.answer);
          expect(valid.has(word.scramble)).toBe(false);
          expect(word.accepted).not.toContain(word.scramble);
        }
      }
    }
  });
});
