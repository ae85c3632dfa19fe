/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { staleBuiltFiles } from '@games/shared/word-data/assets';
import { validationWords } from '@games/shared/word-data/sources';
import { isAnswerWord, isOffensive } from '@games/shared/word-data/policy';
import { DEFINITION_BUCKETS, isBossData, isDefinitionsData, LEVEL_IDS, LEVEL_LENGTH, parseBoard, spellsFrom, type BossData, type DefinitionsData } from '../src/logic/data';
import { dealBoard, fullWords } from '../src/logic/deal';
import { buildData, MAX_SLOTS, MIN_SLOTS } from './build-data';

const remoteDir = path.join(__dirname, '..');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(remoteDir, 'src', 'data', file), 'utf8'));

describe('word-boss-game data', () => {
  it('is what the pipeline builds (run `npm run word-data -- word-boss-game` after a change)', () => {
    expect(staleBuiltFiles(remoteDir, buildData())).toEqual([]);
  });

  for (const level of LEVEL_IDS) {
    const data = read(`boards-${level}.json`) as BossData;
    const defs = Array.from({ length: DEFINITION_BUCKETS }, (_, b) => read(`defs-${level}-${b}.json`) as DefinitionsData);

    it(`${level}: boards of a common seed with ${MIN_SLOTS}–${MAX_SLOTS} common, clean slot words, all defined`, () => {
      expect(isBossData(data)).toBe(true);
      expect(defs.every(isDefinitionsData)).toBe(true);
      expect(data.boards.length).toBeGreaterThanOrEqual(100);
      const valid = validationWords();
      data.boards.forEach((line, i) => {
        const { seed, slots, bonus } = parseBoard(line);
        expect(seed).toHaveLength(LEVEL_LENGTH[level]);
        expect(isAnswerWord(seed)).toBe(true);
        expect(slots).toContain(seed);
        expect(slots.length).toBeGreaterThanOrEqual(MIN_SLOTS);
        expect(slots.length).toBeLessThanOrEqual(MAX_SLOTS);
        for (const word of slots) {
          expect(isAnswerWord(word)).toBe(true);
          expect(word.length).toBeGreaterThanOrEqual(3);
          expect(spellsFrom(word, seed)).toBe(true);
          expect(defs[i % DEFINITION_BUCKETS].defs[word]).toBeTruthy();
        }
        for (const word of bonus) {
          expect(valid.has(word) && !isOffensive(word) && spellsFrom(word, seed) && !slots.includes(word)).toBe(true);
        }
      });
    });

    it(`${level}: every dealt board over 50 seeds keeps its promises`, () => {
      for (let s = 0; s < 50; s++) {
        let previous: string | null = null;
        for (let roundNo = 1; roundNo <= 3; roundNo++) {
          const board = dealBoard(data, level, `seed-${s}`, roundNo, previous);
          expect(dealBoard(data, level, `seed-${s}`, roundNo, previous)).toEqual(board);
          expect(board.seed).not.toBe(previous);
          expect([...board.order].sort()).toEqual([...Array(LEVEL_LENGTH[level]).keys()]);
          // The tiles as first shown never spell a whole word.
          expect(fullWords(board)).not.toContain(board.order.map((id) => board.seed[id]).join(''));
          expect(board.slots.length).toBeGreaterThanOrEqual(MIN_SLOTS);
          expect(board.slots.length).toBeLessThanOrEqual(MAX_SLOTS);
          expect(defs[board.bucket].defs[board.seed]).toBeTruthy();
          previous = board.seed;
        }
      }
    });
  }
});
