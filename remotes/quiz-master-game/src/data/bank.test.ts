// The question bank: every entry against its schema (zod, here only: it never ships) and the game's
// guarantees, the runtime guard agreeing, and the daily quiz going 60 days without a repeat.
import { readFileSync } from 'fs';
import path from 'path';
import { z } from 'zod';
import { CATEGORY_IDS } from '../logic/categories';
import { dailyDaysWithoutRepeat, dailyQuestions, DAILY_COUNT } from '../logic/daily';
import { isQuestionList, type Question } from '../logic/question';

const realDay = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

const QuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z]+-\d{3}$/),
    category: z.enum(CATEGORY_IDS),
    difficulty: z.enum(['easy', 'medium', 'hard']),
    question: z.string().min(10).max(200),
    answer: z.string().min(1).max(80),
    distractors: z.tuple([z.string().min(1).max(80), z.string().min(1).max(80), z.string().min(1).max(80)]),
    explanation: z.string().min(20).max(320),
    source: z.url({ protocol: /^https$/ }),
    reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine(realDay, 'a real calendar day'),
  })
  .strict();

const files = CATEGORY_IDS.map((category) => ({
  category,
  data: JSON.parse(readFileSync(path.join(__dirname, 'questions', `${category}.json`), 'utf8')) as unknown,
}));
const bank = files.flatMap((f) => f.data as Question[]);
const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

// Words that make a fact go stale (the bank holds no "current", "latest", records or prices).
const TIME_SENSITIVE = /\b(currently|current (holder|champion|record|president|leader)|latest|as of|this year|nowadays|today|reigning|record holder|most recent|still holds|price)\b/i;

describe('the question bank', () => {
  it.each(files)('$category: every entry matches the schema and is in its own category', ({ category, data }) => {
    const list = z.array(QuestionSchema).min(75).parse(data);
    for (const q of list) {
      expect(q.category).toBe(category);
      expect(q.id.startsWith(`${category}-`)).toBe(true);
    }
    expect(isQuestionList(data)).toBe(true);
  });

  it('holds at least 600 questions in 8 categories, each difficulty well represented', () => {
    expect(bank.length).toBeGreaterThanOrEqual(600);
    expect(new Set(bank.map((q) => q.category)).size).toBeGreaterThanOrEqual(8);
    for (const { category } of files) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        expect(bank.filter((q) => q.category === category && q.difficulty === difficulty).length).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it('has unique ids and unique question texts', () => {
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    const texts = bank.map((q) => norm(q.question));
    const repeated = texts.filter((t, i) => texts.indexOf(t) !== i);
    expect(repeated).toEqual([]);
  });

  it('never lists the answer among the distractors, and has three distinct distractors', () => {
    for (const q of bank) {
      const options = [q.answer, ...q.distractors].map(norm);
      expect({ id: q.id, distinct: new Set(options).size }).toEqual({ id: q.id, distinct: 4 });
      expect(q.distractors.map(norm)).not.toContain(norm(q.answer));
    }
  });

  it('has no time-sensitive wording in questions or answers', () => {
    const stale = bank.filter((q) => TIME_SENSITIVE.test(q.question) || TIME_SENSITIVE.test(q.answer)).map((q) => q.id);
    expect(stale).toEqual([]);
  });

  it('names a reputable reference page as the source and a review date not in the future', () => {
    for (const q of bank) {
      expect(new URL(q.source).hostname).toMatch(/(^|\.)(wikipedia\.org|britannica\.com|nasa\.gov|merriam-webster\.com|oed\.com|olympics\.com|fifa\.com|who\.int|nationalgeographic\.com|smithsonianmag\.com|si\.edu|nhm\.ac\.uk|rspb\.org\.uk|worldathletics\.org|iucnredlist\.org|etymonline\.com|dictionary\.cambridge\.org|collinsdictionary\.com)$/);
      expect(q.reviewed <= '2026-12-31').toBe(true);
    }
  });

  it('gives a daily quiz of 10 for at least 60 days in a row without a repeated question', () => {
    expect(dailyDaysWithoutRepeat(bank.length)).toBeGreaterThanOrEqual(60);
    const start = Date.UTC(2026, 10, 23);
    const ids = new Set<string>();
    for (let day = 0; day < 60; day++) {
      const key = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const questions = dailyQuestions(bank, key);
      expect(questions).toHaveLength(DAILY_COUNT);
      for (const q of questions) ids.add(q.id);
    }
    expect(ids.size).toBe(60 * DAILY_COUNT);
  });

  it('gives everyone the same daily quiz on a date', () => {
    const shuffled = bank.slice().reverse();
    expect(dailyQuestions(shuffled, '2026-11-23').map((q) => q.id)).toEqual(dailyQuestions(bank, '2026-11-23').map((q) => q.id));
  });
});
