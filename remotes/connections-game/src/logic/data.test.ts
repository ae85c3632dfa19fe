// The puzzle bank: every entry against the zod schema (tests only, zod never ships), the runtime guard, the
// game's guarantees (one grouping only, given the herring notes) and the daily rotation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { dayNumber } from '@games/shared/game-kit/content/rotation';
import { isPuzzle, isPuzzleBank, WORD_PATTERN, type Puzzle } from './puzzle';
import { dailyIndex } from './schedule';
import { countGroupings } from './uniqueness';

const word = z.string().regex(WORD_PATTERN).max(14);
const group = z.object({ name: z.string().min(3).max(40), level: z.number().int().min(0).max(3), words: z.array(word).length(4) }).strict();
const herring = z.object({ word, alsoFits: z.number().int().min(0).max(3), note: z.string().min(8) }).strict();
const puzzleSchema = z
  .object({ id: z.string().regex(/^c\d{3}$/), groups: z.array(group).length(4), herrings: z.array(herring).min(1) })
  .strict()
  .superRefine((puzzle, ctx) => {
    puzzle.groups.forEach((g, index) => {
      if (g.level !== index) ctx.addIssue({ code: 'custom', message: `group ${index} has level ${g.level}: groups go yellow to purple` });
    });
    const words = puzzle.groups.flatMap((g) => g.words);
    if (new Set(words).size !== 16) ctx.addIssue({ code: 'custom', message: 'sixteen different words' });
    for (const h of puzzle.herrings) {
      const home = puzzle.groups.findIndex((g) => g.words.includes(h.word));
      if (home < 0) ctx.addIssue({ code: 'custom', message: `herring ${h.word} is not on the board` });
      if (home === h.alsoFits) ctx.addIssue({ code: 'custom', message: `herring ${h.word} points at its own group` });
    }
  });
const bankSchema = z.object({ puzzles: z.array(puzzleSchema).min(120) }).strict();

const raw: unknown = JSON.parse(readFileSync(join(__dirname, '..', 'data', 'puzzles.data.json'), 'utf8'));
const bank = bankSchema.parse(raw) as { puzzles: Puzzle[] };

describe('the puzzle bank', () => {
  it('matches the schema and passes the runtime guard', () => {
    expect(isPuzzleBank(raw)).toBe(true);
    for (const puzzle of bank.puzzles) expect(isPuzzle(puzzle)).toBe(true);
  });

  it('has at least 120 puzzles with distinct ids in order', () => {
    expect(bank.puzzles.length).toBeGreaterThanOrEqual(120);
    bank.puzzles.forEach((puzzle, index) => expect(puzzle.id).toBe(`c${String(index + 1).padStart(3, '0')}`));
  });

  it.each(bank.puzzles.map((puzzle) => [puzzle.id, puzzle] as const))('%s has exactly one grouping, given its herrings', (_id, puzzle) => {
    expect(countGroupings(puzzle, 2)).toBe(1);
  });

  it('never repeats a group of four words, and no puzzle repeats another', () => {
    const seen = new Map<string, string>();
    for (const puzzle of bank.puzzles) {
      for (const g of puzzle.groups) {
        const key = [...g.words].sort().join('|');
        expect(seen.get(key) ?? puzzle.id).toBe(puzzle.id);
        seen.set(key, puzzle.id);
      }
    }
  });

  it('keeps group names free of the words they name', () => {
    for (const puzzle of bank.puzzles) {
      for (const g of puzzle.groups) for (const w of g.words) expect(g.name.toUpperCase().split(/[^A-Z]+/)).not.toContain(w);
    }
  });

  it('gives a different daily puzzle on each of 60 consecutive days (and through a whole bank of days)', () => {
    const count = bank.puzzles.length;
    const start = Date.UTC(2026, 10, 1);
    const days = Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
    const picked = days.map((day) => dailyIndex(day, count));
    expect(new Set(picked.slice(0, 60)).size).toBe(60);
    expect(new Set(picked).size).toBe(count);
    expect(dayNumber(days[1]) - dayNumber(days[0])).toBe(1);
    for (const index of picked) expect(bank.puzzles[index]).toBeDefined();
  });
});

describe('the runtime guard', () => {
  const good = bank.puzzles[0];
  it('refuses a repeated word, a group out of level order, a herring pointing home, no herrings', () => {
    const repeated = { ...good, groups: good.groups.map((g, i) => (i === 1 ? { ...g, words: [good.groups[0].words[0], ...g.words.slice(1)] } : g)) };
    expect(isPuzzle(repeated)).toBe(false);
    expect(isPuzzle({ ...good, groups: [good.groups[1], good.groups[0], good.groups[2], good.groups[3]] })).toBe(false);
    const home = good.groups.findIndex((g) => g.words.includes(good.herrings[0].word));
    expect(isPuzzle({ ...good, herrings: [{ ...good.herrings[0], alsoFits: home }] })).toBe(false);
    expect(isPuzzle({ ...good, herrings: [] })).toBe(false);
    expect(isPuzzleBank({ puzzles: [good, good] })).toBe(false);
    expect(isPuzzleBank({ puzzles: [] })).toBe(false);
    expect(isPuzzleBank(null)).toBe(false);
  });
});
