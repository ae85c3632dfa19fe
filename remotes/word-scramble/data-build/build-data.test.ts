/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { staleBuiltFiles } from '@games/shared/word-data/assets';
import { isCommonAnswer, isProfane, sortedLetters, validationWords } from '@games/shared/word-data/sources';
import { entriesOf, isDefinitionsData, isScrambleData, WORD_LENGTHS, type DefinitionsData, type ScrambleData } from '../src/logic/data';
import { dealRound } from '../src/logic/deal';
import { LEVEL_IDS } from '../src/logic/levels';
import { buildData } from './build-data';

const remoteDir = path.join(__dirname, '..');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(remoteDir, 'src', 'data', file), 'utf8'));

describe('word-scramble data', () => {
  const data = read('words.json') as ScrambleData;

  it('is what the pipeline builds (run `npm run word-data -- word-scramble` after a change)', () => {
    expect(staleBuiltFiles(remoteDir, buildData())).toEqual([]);
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
        expect(isCommonAnswer(answer)).toBe(true);
        expect(accepted.some(isProfane)).toBe(false);
        expect(defs[answer]).toBeTruthy();
        expect(accepted.every((word) => valid.has(word) && sortedLetters(word) === sortedLetters(answer))).toBe(true);
        expect(new Set(accepted)).toEqual(new Set(byLetters.get(sortedLetters(answer))));
      }
    }
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
