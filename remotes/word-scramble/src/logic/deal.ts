// Dealing: which words a round asks, and the scramble of each (never the word itself nor any other valid word).
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { entriesOf, parseEntry, type Entry, type PackData, type ScrambleData, type WordLength } from './data';
import { DAILY_LENGTHS, LEVELS, ROUND_WORDS, type LevelId, type LevelMode } from './levels';
import { PACK_ROUND_WORDS } from './packs';

export interface DealtWord extends Entry {
  scramble: string;
}

/** A shuffle of the answer's letters that spells none of the accepted words (so no valid word at all). */
export function scrambleOf(entry: Entry, random: Random): string {
  const letters = [...entry.answer];
  const forbidden = new Set(entry.accepted);
  for (let attempt = 0; attempt < 200; attempt++) {
    const candidate = random.shuffle(letters).join('');
    if (!forbidden.has(candidate)) return candidate;
  }
  // Rotations, then every swap: one of them is not a word whenever any arrangement is not.
  for (let shift = 1; shift < letters.length; shift++) {
    const candidate = [...letters.slice(shift), ...letters.slice(0, shift)].join('');
    if (!forbidden.has(candidate)) return candidate;
  }
  throw new Error(`no scramble for ${entry.answer}`);
}

/** The lengths a round asks, shortest first: unlimited spreads ten words over the level's lengths, the daily has one of each. */
export function roundLengths(mode: LevelMode, level: LevelId): WordLength[] {
  if (mode === 'daily') return [...DAILY_LENGTHS];
  const { lengths } = LEVELS[level];
  return Array.from({ length: ROUND_WORDS }, (_, i) => lengths[Math.floor((i * lengths.length) / ROUND_WORDS)]);
}

/** The words of a round: same data, seed, mode and level, same words and scrambles. */
export function dealRound(data: ScrambleData, seed: string, mode: LevelMode, level: LevelId): DealtWord[] {
  const random = createRandom(`word-scramble:${mode}:${mode === 'daily' ? '' : level}:${seed}`);
  const taken = new Set<string>();
  return roundLengths(mode, level).map((length) => {
    const pool = entriesOf(data, length).filter((entry) => !taken.has(entry.answer));
    const entry = random.pick(pool);
    taken.add(entry.answer);
    return { ...entry, scramble: scrambleOf(entry, random) };
  });
}

/** The words of a themed pack's round: ten different words of the pack, shortest first; same seed, same words. */
export function dealPackRound(data: PackData, seed: string): DealtWord[] {
  const random = createRandom(`word-scramble:theme:${data.pack}:${seed}`);
  const picked = random.shuffle(data.words.map(parseEntry)).slice(0, PACK_ROUND_WORDS);
  return picked
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => a.entry.answer.length - b.entry.answer.length || a.order - b.order)
    .map(({ entry }) => ({ ...entry, scramble: scrambleOf(entry, random) }));
}
