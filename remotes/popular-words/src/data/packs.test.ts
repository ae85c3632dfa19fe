// Every authored prompt against its schema and the game's guarantees. zod and obscenity are test-only:
// at runtime a loaded pack is checked by the small hand-written guard isPromptPack.
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { z } from 'zod';
import { dailyEntryIndices } from '@games/shared/game-kit/content/rotation';
import { isPromptPack, joinPacks, type PromptPack } from '../logic/bank';
import { ROTATION_SALT, dailyPromptIds } from '../logic/deal';
import { withinOneEdit } from '../logic/levenshtein';
import { answerKeys, matchAnswer } from '../logic/match';
import { ANSWERS_PER_PROMPT, ROUNDS, TYPO_MIN_LENGTH } from '../logic/rules';
import food from './food.data.json';
import home from './home.data.json';
import leisure from './leisure.data.json';
import places from './places.data.json';

const text = z.string().trim().min(1).max(60);
const answerSchema = z.strictObject({
  text: text.max(28),
  share: z.number().int().min(1).max(99),
  aliases: z.array(text).max(12),
});
const promptSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+-\d{3}$/),
  prompt: z
    .string()
    .min(12)
    .max(80)
    .regex(/^Name /),
  answers: z
    .array(answerSchema)
    .length(ANSWERS_PER_PROMPT)
    .refine((answers) => answers.every((a, i) => i === 0 || a.share < answers[i - 1].share), 'shares strictly decreasing')
    .refine((answers) => answers.reduce((sum, a) => sum + a.share, 0) <= 100, 'shares sum to at most 100'),
});
const packSchema = z.strictObject({ pack: text, prompts: z.array(promptSchema).min(60) });

const PACKS: unknown[] = [home, food, places, leisure];
const packs = PACKS as PromptPack[];
const bank = joinPacks(packs);
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

describe('the prompt packs', () => {
  it.each(PACKS.map((pack, i) => [i, pack]))('pack %i matches the schema and the runtime guard', (_i, pack) => {
    const parsed = packSchema.safeParse(pack);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(isPromptPack(pack)).toBe(true);
  });

  it('hold at least 300 prompts with unique ids and unique questions', () => {
    expect(bank.length).toBeGreaterThanOrEqual(300);
    expect(new Set(bank.map((p) => p.id)).size).toBe(bank.length);
    expect(new Set(bank.map((p) => p.prompt.toLowerCase())).size).toBe(bank.length);
  });

  it('never let one typed form name two answers of a prompt', () => {
    const clashes: string[] = [];
    for (const prompt of bank) {
      const keys = prompt.answers.map(answerKeys);
      keys.forEach((forms, i) =>
        forms.forEach((form) => {
          for (let j = i + 1; j < keys.length; j++) {
            if (keys[j].includes(form)) clashes.push(`${prompt.id}: "${form}" in answers ${i + 1} and ${j + 1}`);
            else if (form.length >= TYPO_MIN_LENGTH && keys[j].some((other) => other.length >= TYPO_MIN_LENGTH && withinOneEdit(form, other))) {
              clashes.push(`${prompt.id}: "${form}" one typo from answer ${j + 1}`);
            }
          }
        }),
      );
    }
    expect(clashes).toEqual([]);
  });

  it('accept every answer as written, in the plural form given and by each alias', () => {
    const misses: string[] = [];
    for (const prompt of bank) {
      prompt.answers.forEach((answer, i) => {
        for (const form of [answer.text, ...answer.aliases]) if (matchAnswer(prompt.answers, form) !== i) misses.push(`${prompt.id}: ${form}`);
      });
    }
    expect(misses).toEqual([]);
  });

  it('contain no offensive words', () => {
    const words = bank.flatMap((p) => [p.prompt, ...p.answers.flatMap((a) => [a.text, ...a.aliases])]);
    expect(words.filter((w) => matcher.hasMatch(w.toLowerCase()))).toEqual([]);
  });

  it('give 60 days of dailies without a prompt repeated, five a day', () => {
    const seen = new Set<string>();
    const start = Date.UTC(2026, 10, 23);
    for (let day = 0; day < 60; day++) {
      const key = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const ids = dailyPromptIds(bank, key);
      expect(ids).toHaveLength(ROUNDS);
      for (const id of ids) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
    expect(Math.floor(bank.length / ROUNDS)).toBeGreaterThanOrEqual(60);
    expect(dailyEntryIndices('2026-11-23', bank.length, ROUNDS, ROTATION_SALT)).toHaveLength(ROUNDS);
  });

  it('keep the facts a player would dispute out (issue 28: bananas grow on plants, apes are not monkeys)', () => {
    const prompt = (id: string) => bank.find((entry) => entry.id === id)!;
    const treeFruit = prompt('food-041');
    expect(treeFruit.prompt).toBe('Name a fruit that grows on trees');
    expect(treeFruit.answers.flatMap((answer) => [answer.text, ...answer.aliases]).map((name) => name.toLowerCase())).not.toEqual(expect.arrayContaining(['banana']));
    const monkeys = prompt('places-049').answers.find((answer) => answer.text === 'Monkeys')!;
    expect(monkeys.aliases).not.toContain('apes');
  });

  // An alias that names a different thing (a chimp is an ape, not a monkey; jam is not syrup) would reveal an
  // answer the player did not give. Where a survey would group both, the answer shown names both ("Ape or monkey").
  it('never accept as one thing an alias that names another, unless the answer shown names both', () => {
    // [alias, the thing it is not, things whose naming covers the alias]
    const DIFFERENT: Array<[alias: string, shown: string, ...covering: string[]]> = [
      ['ape', 'monkey'], ['chimp', 'monkey', 'ape'], ['chimpanzee', 'monkey', 'ape'], ['gorilla', 'monkey', 'ape'], ['raven', 'crow'], ['toad', 'frog'], ['hare', 'rabbit'],
      ['cricket', 'grasshopper'], ['jam', 'syrup'], ['cake', 'cookie'], ['cupcake', 'muffin', 'cake'], ['cake', 'muffin'], ['lip balm', 'lipstick'],
      ['pillow', 'pillowcase'], ['tea', 'milk'], ['spider', 'dust'], ['ornament', 'vase'], ['cream', 'milk'], ['jelly', 'pudding'],
      ['pickle', 'relish'], ['spice', 'herb'], ['energy drink', 'sports drink'], ['drawing', 'painting'], ['hood', 'hat'],
      ['handkerchief', 'scarf'], ['wallet', 'money'], ['house', 'apartment'], ['sunburn', 'tan'], ['block', 'lego'], ['mover', 'friend'],
    ];
    const names = (text: string, thing: string) => new RegExp(`\\b${thing}(?:s|es)?\\b`, 'i').test(text);
    const mixed: string[] = [];
    for (const prompt of bank) {
      for (const answer of prompt.answers) {
        for (const [alias, shown, ...covering] of DIFFERENT) {
          if (!names(answer.text, shown) || [alias, ...covering].some((thing) => names(answer.text, thing))) continue;
          if (answer.aliases.some((a) => names(a, alias) && !names(a, shown))) mixed.push(`${prompt.id}: ${answer.text} accepts ${alias}`);
        }
      }
    }
    expect(mixed).toEqual([]);
  });
});
