/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { validationWords } from '@games/shared/word-data/sources';
import { answerReason, isOffensive } from '@games/shared/word-data/policy';
import { enumerateWords } from '../src/logic/enumerate';
import { dealIndex } from '../src/logic/deal';
import { isPack, keyOfPath, packBoard, quartilesOf, unpackBoard, wordOf, type Pack } from '../src/logic/pack';
import { maxScoreOf } from '../src/logic/play';
import { EXPERT_SCORE } from '../src/logic/scoring';
import { BOARD_COUNT, PACK_PATH, PACK_SEED, quartilesSources } from './build-data';
import { chunk, generateBoards, splits } from './generate';

const remoteDir = path.resolve(__dirname, '..');
const pack = JSON.parse(fs.readFileSync(path.join(remoteDir, PACK_PATH), 'utf8')) as Pack;
const boards = pack.boards.map(unpackBoard);

// What ships is what the pipeline builds: shared/word-data/built.test.ts proves no input of the build changed and
// no built file was edited since `npm run word-data` (its manifest); the first boards are rebuilt here from the
// same seed to prove the build still gives them (the generator deals boards in order, so a pack's first boards
// do not depend on its size); `npm run word-data -- --check quartiles` rebuilds all 150 (two CPU minutes).
const REBUILT_BOARDS = 3;

describe('quartiles data', () => {
  it(`rebuilds its first ${REBUILT_BOARDS} boards exactly as shipped`, () => {
    expect(generateBoards(REBUILT_BOARDS, PACK_SEED, quartilesSources()).map(packBoard)).toEqual(pack.boards.slice(0, REBUILT_BOARDS));
  });

  it('is a valid pack with enough boards for months of dailies', () => {
    expect(isPack(pack)).toBe(true);
    expect(boards).toHaveLength(BOARD_COUNT);
  });

  it('never repeats a quartile answer across the pack', () => {
    const answers = boards.flatMap((board) => quartilesOf(board).map((q) => wordOf(board, q)));
    expect(new Set(answers).size).toBe(answers.length);
  });

  it('counts only words the answer policy passes, and never accepts an offensive word', () => {
    for (const board of boards) {
      for (const word of board.words) expect([wordOf(board, word), answerReason(wordOf(board, word))]).toEqual([wordOf(board, word), null]);
      for (const word of board.extra) expect([wordOf(board, word), isOffensive(wordOf(board, word))]).toEqual([wordOf(board, word), false]);
    }
    // The words issue 28 found counted on shipped boards are in no board now.
    const everyWord = new Set(boards.flatMap((board) => [...board.words, ...board.extra].map((path) => wordOf(board, path))));
    for (const word of ['coon', 'raping', 'homo', 'pubes', 'dong', 'hoes', 'butt', 'prat', 'huso', 'hule', 'lere', 'sout', 'saut', 'mowa', 'sobole', 'remotion']) {
      const counted = boards.some((board) => board.words.some((path) => wordOf(board, path) === word));
      expect([word, counted, isOffensive(word) && everyWord.has(word)]).toEqual([word, false, false]);
    }
  });

  it('keeps every guarantee on every board', () => {
    const valid = validationWords();
    const { tests } = quartilesSources();
    for (const board of boards) {
      // 20 distinct fragments of 1–4 letters.
      expect(new Set(board.tiles).size).toBe(20);
      // Exactly five 4-tile words exist, and they partition the 20 tiles.
      const quartiles = quartilesOf(board);
      expect(quartiles).toHaveLength(5);
      expect(new Set(quartiles.flat()).size).toBe(20);
      // Fragments unambiguous: each accepted word is spelled by one tile order only.
      const accepted = [...board.words, ...board.extra];
      const texts = accepted.map((word) => wordOf(board, word));
      expect(new Set(texts).size).toBe(texts.length);
      // The lists are complete: every valid 1–4-tile word that is not offensive, and nothing else.
      for (const text of texts) expect(valid.has(text)).toBe(true);
      const spelled = enumerateWords(board.tiles, tests).filter(({ word }) => !isOffensive(word));
      expect(spelled.map(({ path: p }) => keyOfPath(p)).sort()).toEqual(accepted.map(keyOfPath).sort());
      // No extra word has four tiles: the five quartiles are the board's only 4-tile words.
      expect(board.extra.every((path) => path.length < 4)).toBe(true);
      // Expert can be reached.
      expect(maxScoreOf(board)).toBeGreaterThanOrEqual(EXPERT_SCORE);
    }
  }, 300_000);

  it('deals a board that keeps its guarantees for 50 seeds and 50 days', () => {
    const dealt = [
      ...Array.from({ length: 50 }, (_, i) => dealIndex({ mode: 'unlimited', seed: `seed-${i}` }, boards.length)),
      ...Array.from({ length: 50 }, (_, i) => dealIndex({ mode: 'daily', date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10) }, boards.length)),
    ];
    for (const index of dealt) {
      const board = boards[index];
      expect(quartilesOf(board)).toHaveLength(5);
      expect(new Set(quartilesOf(board).flat()).size).toBe(20);
      expect(maxScoreOf(board)).toBeGreaterThanOrEqual(EXPERT_SCORE);
    }
    // 50 consecutive days never repeat a board.
    expect(new Set(dealt.slice(50)).size).toBe(50);
  });
});

describe('splitting', () => {
  it('cuts 8 to 16 letters into four chunks of 2 to 4', () => {
    expect(splits(8)).toEqual([[2, 2, 2, 2]]);
    expect(splits(16)).toEqual([[4, 4, 4, 4]]);
    expect(splits(7)).toEqual([]);
    expect(chunk('quartile', [2, 2, 2, 2])).toEqual(['qu', 'ar', 'ti', 'le']);
  });
});
