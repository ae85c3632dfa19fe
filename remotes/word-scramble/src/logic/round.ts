// A round: the dealt words in turn, the letters placed, hints, skips, the score and the run of solved words.
import type { Random } from '@games/shared/game-kit/random';
import type { DealtWord } from './deal';
import { HINT_COST, isLevelId, isMode, type LevelId, type Mode } from './levels';
import { isPackId, type PackId } from './packs';
import { freeTileFor, makeTiles, shuffledOrder, spelled, type Tile } from '@games/shared/game-kit/letters/tiles';

export type WordStatus = 'playing' | 'solved' | 'skipped' | 'timeout';

export interface WordPlay {
  answer: string;
  accepted: string[];
  scramble: string;
  /** Tile ids (positions in the scramble) in the order shown. */
  order: number[];
  /** The tile in each place of the answer row, or null. */
  slots: (number | null)[];
  /** Places a hint revealed: fixed. */
  hinted: number[];
  status: WordStatus;
  points: number;
  /** The word the player made (the answer or another valid arrangement). */
  solvedAs: string | null;
  misses: number;
}

export interface Round {
  seed: string;
  mode: Mode;
  level: LevelId;
  timed: boolean;
  /** The daily's date (YYYY-MM-DD), null in unlimited play. */
  date: string | null;
  /** The themed pack of a 'theme' round (absent otherwise). */
  pack?: PackId;
  words: WordPlay[];
  index: number;
  score: number;
  /** Words solved in a row, and the longest run of the round. */
  run: number;
  bestRun: number;
  over: boolean;
}

export interface RoundMeta {
  seed: string;
  mode: Mode;
  level: LevelId;
  timed: boolean;
  date: string | null;
  pack?: PackId;
}

export const tilesOf = (word: WordPlay): Tile[] => makeTiles(word.scramble);
export const currentWord = (round: Round): WordPlay => round.words[Math.min(round.index, round.words.length - 1)];
export const entryOf = (word: WordPlay): string => spelled(tilesOf(word), word.slots);
export const isFull = (word: WordPlay): boolean => word.slots.every((slot) => slot !== null);
export const solvedCount = (round: Round): number => round.words.filter((word) => word.status === 'solved').length;

export function startRound(dealt: readonly DealtWord[], meta: RoundMeta): Round {
  return {
    ...meta,
    words: dealt.map(({ answer, accepted, scramble }) => ({
      answer,
      accepted,
      scramble,
      order: [...scramble].map((_, id) => id),
      slots: [...answer].map(() => null),
      hinted: [],
      status: 'playing',
      points: 0,
      solvedAs: null,
      misses: 0,
    })),
    index: 0,
    score: 0,
    run: 0,
    bestRun: 0,
    over: false,
  };
}

const playable = (round: Round) => !round.over && currentWord(round).status === 'playing';

function withWord(round: Round, change: (word: WordPlay) => WordPlay): Round {
  const word = currentWord(round);
  const next = change(word);
  if (next === word) return round;
  const words = [...round.words];
  words[round.index] = next;
  return { ...round, words };
}

/** Puts a tile in the first empty place. */
export function placeTile(round: Round, id: number): Round {
  if (!playable(round)) return round;
  return withWord(round, (word) => {
    const place = word.slots.indexOf(null);
    if (place === -1 || word.slots.includes(id) || id < 0 || id >= word.scramble.length) return word;
    const slots = [...word.slots];
    slots[place] = id;
    return { ...word, slots };
  });
}

/** Types a letter: the first free tile showing it goes to the first empty place. */
export function typeLetter(round: Round, letter: string): Round {
  if (!playable(round)) return round;
  const word = currentWord(round);
  const id = freeTileFor(tilesOf(word), word.order, word.slots, letter);
  return id === null ? round : placeTile(round, id);
}

/** Takes the tile out of a place (hinted places stay). */
export function removeAt(round: Round, place: number): Round {
  if (!playable(round)) return round;
  return withWord(round, (word) => {
    if (word.slots[place] === null || word.slots[place] === undefined || word.hinted.includes(place)) return word;
    const slots = [...word.slots];
    slots[place] = null;
    return { ...word, slots };
  });
}

/** Backspace: the last placed letter that a hint did not fix goes back. */
export function backspace(round: Round): Round {
  const word = currentWord(round);
  for (let place = word.slots.length - 1; place >= 0; place--) {
    if (word.slots[place] !== null && !word.hinted.includes(place)) return removeAt(round, place);
  }
  return round;
}

/** Every letter the player placed goes back (hinted ones stay). */
export function clearEntry(round: Round): Round {
  if (!playable(round)) return round;
  return withWord(round, (word) => {
    if (word.slots.every((slot, place) => slot === null || word.hinted.includes(place))) return word;
    return { ...word, slots: word.slots.map((slot, place) => (word.hinted.includes(place) ? slot : null)) };
  });
}

export function shuffleTiles(round: Round, random: Random): Round {
  if (!playable(round)) return round;
  return withWord(round, (word) => ({ ...word, order: shuffledOrder(tilesOf(word), word.order, random) }));
}

export const canHint = (round: Round): boolean => playable(round) && currentWord(round).hinted.length < currentWord(round).answer.length - 1;

/** Reveals the next letter of the answer in its place (costs HINT_COST of the word's points). */
export function hint(round: Round): Round {
  if (!canHint(round)) return round;
  return withWord(round, (word) => {
    const place = [...word.answer].findIndex((_, i) => !word.hinted.includes(i));
    const slots = word.slots.map((slot, i) => (word.hinted.includes(i) ? slot : null));
    const id = freeTileFor(tilesOf(word), word.order, slots, word.answer[place]);
    if (id === null) return word;
    slots[place] = id;
    return { ...word, slots, hinted: [...word.hinted, place].sort((a, b) => a - b) };
  });
}

/** Points for solving a word: length × 10 less the hints, plus the seconds left when timed. */
export function wordPoints(word: WordPlay, secondsLeft: number | null): number {
  return Math.max(0, word.answer.length * 10 - word.hinted.length * HINT_COST) + (secondsLeft ?? 0);
}

export type Verdict = 'solved' | 'wrong' | 'incomplete' | 'none';

/** Checks the full answer row: any accepted word solves it; a wrong one is cleared. */
export function submit(round: Round, secondsLeft: number | null): { round: Round; verdict: Verdict } {
  if (!playable(round)) return { round, verdict: 'none' };
  const word = currentWord(round);
  if (!isFull(word)) return { round, verdict: 'incomplete' };
  const made = entryOf(word);
  if (!word.accepted.includes(made)) {
    const cleared = clearEntry(round);
    return { round: withWord(cleared, (w) => ({ ...w, misses: w.misses + 1 })), verdict: 'wrong' };
  }
  const points = wordPoints(word, round.timed ? secondsLeft : null);
  const solved = withWord(round, (w) => ({ ...w, status: 'solved', points, solvedAs: made }));
  const run = round.run + 1;
  return { round: { ...solved, score: round.score + points, run, bestRun: Math.max(round.bestRun, run) }, verdict: 'solved' };
}

/** Gives the word up (skip, or the time ran out): no points, the run ends, the answer is shown. */
export function giveUp(round: Round, status: 'skipped' | 'timeout'): Round {
  if (!playable(round)) return round;
  const word = currentWord(round);
  const tiles = tilesOf(word);
  const slots: number[] = [];
  for (const letter of word.answer) slots.push(freeTileFor(tiles, word.order, slots, letter)!);
  return { ...withWord(round, (w) => ({ ...w, status, slots, points: 0 })), run: 0 };
}

/** On to the next word; after the last, the round is over. */
export function nextWord(round: Round): Round {
  if (round.over || currentWord(round).status === 'playing') return round;
  if (round.index + 1 >= round.words.length) return { ...round, over: true };
  return { ...round, index: round.index + 1 };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown, below: number) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < below;
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const STATUSES: readonly string[] = ['playing', 'solved', 'skipped', 'timeout'];

function isWordPlay(value: unknown): value is WordPlay {
  if (!isObject(value)) return false;
  const { answer, accepted, scramble, order, slots, hinted } = value;
  if (typeof answer !== 'string' || !/^[a-z]{2,}$/.test(answer) || typeof scramble !== 'string') return false;
  if ([...scramble].sort().join('') !== [...answer].sort().join('')) return false;
  const n = answer.length;
  return (
    Array.isArray(accepted) &&
    accepted[0] === answer &&
    accepted.every((w) => typeof w === 'string') &&
    Array.isArray(order) &&
    order.length === n &&
    new Set(order).size === n &&
    order.every((id) => isIndex(id, n)) &&
    Array.isArray(slots) &&
    slots.length === n &&
    slots.every((id) => id === null || isIndex(id, n)) &&
    new Set(slots.filter((id) => id !== null)).size === slots.filter((id) => id !== null).length &&
    Array.isArray(hinted) &&
    hinted.every((place) => isIndex(place, n) && slots[place as number] !== null) &&
    STATUSES.includes(value.status as string) &&
    isCount(value.points) &&
    (value.solvedAs === null || typeof value.solvedAs === 'string') &&
    isCount(value.misses)
  );
}

/** A saved round that can be played on (anything else is discarded). */
export function isRound(value: unknown): value is Round {
  if (!isObject(value)) return false;
  const { words } = value;
  return (
    typeof value.seed === 'string' &&
    isMode(value.mode) &&
    (value.mode === 'theme' ? isPackId(value.pack) : value.pack === undefined) &&
    isLevelId(value.level) &&
    typeof value.timed === 'boolean' &&
    (value.date === null || (typeof value.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.date))) &&
    Array.isArray(words) &&
    words.length > 0 &&
    words.every(isWordPlay) &&
    isIndex(value.index, words.length) &&
    isCount(value.score) &&
    isCount(value.run) &&
    isCount(value.bestRun) &&
    typeof value.over === 'boolean'
  );
}
