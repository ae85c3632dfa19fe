// A game of word boss: boards in turn, each a timed round of finding words in six (or seven) letters. A round
// that found a word using every letter lets the player go on (Text Twist); otherwise the game is over.
import type { Random } from '@games/shared/game-kit/random';
import { DEFINITION_BUCKETS, isLevelId, MIN_WORD, type LevelId } from './data';
import type { DealtBoard } from './deal';
import { ALL_FOUND_BONUS, wordPoints } from './scoring';
import { freeTileFor, makeTiles, shuffledOrder, spelled, type Tile } from '@games/shared/game-kit/letters/tiles';

export type Mode = 'daily' | 'unlimited';

export interface BossRound {
  seed: string;
  slots: string[];
  bonus: string[];
  order: number[];
  /** Its definitions file (see DEFINITION_BUCKETS). */
  bucket: number;
  /** Tile ids of the word being spelled. */
  entry: number[];
  /** Slot words found, in the order found; bonus words found. */
  found: string[];
  bonusFound: string[];
  lastWord: string | null;
  /** This round's points (found words, bonus words, the all-found bonus). */
  score: number;
  ended: boolean;
}

export interface BossGame {
  seed: string;
  mode: Mode;
  level: LevelId;
  timed: boolean;
  date: string | null;
  roundNo: number;
  /** Points of the rounds before this one. */
  banked: number;
  round: BossRound;
  /** The game ended: a round without a full word, or the daily's one round done. */
  over: boolean;
}

export type Verdict = 'found' | 'bonus' | 'already' | 'short' | 'unknown' | 'none';

export const tilesOf = (round: BossRound): Tile[] => makeTiles(round.seed);
export const entryWord = (round: BossRound): string => spelled(tilesOf(round), round.entry);
export const totalScore = (game: BossGame): number => game.banked + game.round.score;
/** Found a word that uses every letter: the way on. */
export const qualified = (round: BossRound): boolean => [...round.found, ...round.bonusFound].some((word) => word.length === round.seed.length);
export const missedWords = (round: BossRound): string[] => round.slots.filter((word) => !round.found.includes(word));

function freshRound(board: DealtBoard): BossRound {
  return { seed: board.seed, slots: board.slots, bonus: board.bonus, order: board.order, bucket: board.bucket, entry: [], found: [], bonusFound: [], lastWord: null, score: 0, ended: false };
}

export function startGame(board: DealtBoard, meta: Pick<BossGame, 'seed' | 'mode' | 'level' | 'timed' | 'date'>): BossGame {
  return { ...meta, roundNo: 1, banked: 0, round: freshRound(board), over: false };
}

const playable = (game: BossGame) => !game.over && !game.round.ended;

function withRound(game: BossGame, change: (round: BossRound) => BossRound): BossGame {
  if (!playable(game)) return game;
  const next = change(game.round);
  return next === game.round ? game : { ...game, round: next };
}

export function pickTile(game: BossGame, id: number): BossGame {
  return withRound(game, (round) => (round.entry.includes(id) || id < 0 || id >= round.seed.length ? round : { ...round, entry: [...round.entry, id] }));
}

export function typeLetter(game: BossGame, letter: string): BossGame {
  const id = freeTileFor(tilesOf(game.round), game.round.order, game.round.entry, letter);
  return id === null ? game : pickTile(game, id);
}

/** Takes the entry back to before a place (a tap on a placed letter). */
export const trimEntry = (game: BossGame, place: number): BossGame =>
  withRound(game, (round) => (place < 0 || place >= round.entry.length ? round : { ...round, entry: round.entry.slice(0, place) }));

export const backspace = (game: BossGame): BossGame => withRound(game, (round) => (round.entry.length === 0 ? round : { ...round, entry: round.entry.slice(0, -1) }));

export const clearEntry = (game: BossGame): BossGame => withRound(game, (round) => (round.entry.length === 0 ? round : { ...round, entry: [] }));

export const shuffleTiles = (game: BossGame, random: Random): BossGame => withRound(game, (round) => ({ ...round, order: shuffledOrder(tilesOf(round), round.order, random) }));

/** Puts the last word tried back in the entry (Text Twist's "Last word"). */
export function recallLast(game: BossGame): BossGame {
  return withRound(game, (round) => {
    if (!round.lastWord) return round;
    const tiles = tilesOf(round);
    const entry: number[] = [];
    for (const letter of round.lastWord) {
      const id = freeTileFor(tiles, round.order, entry, letter);
      if (id === null) return round;
      entry.push(id);
    }
    return { ...round, entry };
  });
}

/** Tries the word in the entry. A slot or bonus word scores; finding every slot ends the round with a bonus. */
export function submit(game: BossGame): { game: BossGame; verdict: Verdict; word: string } {
  if (!playable(game)) return { game, verdict: 'none', word: '' };
  const round = game.round;
  const word = entryWord(round);
  if (word.length < MIN_WORD) return { game, verdict: word.length === 0 ? 'none' : 'short', word };
  const base = { ...round, entry: [], lastWord: word };
  if (round.found.includes(word) || round.bonusFound.includes(word)) return { game: { ...game, round: base }, verdict: 'already', word };
  if (round.slots.includes(word)) {
    const found = [...round.found, word];
    const all = found.length === round.slots.length;
    const score = round.score + wordPoints(word) + (all ? ALL_FOUND_BONUS[game.level] : 0);
    const next = { ...game, round: { ...base, found, score } };
    return { game: all ? endRound(next) : next, verdict: 'found', word };
  }
  if (round.bonus.includes(word)) return { game: { ...game, round: { ...base, bonusFound: [...round.bonusFound, word], score: round.score + wordPoints(word) } }, verdict: 'bonus', word };
  return { game: { ...game, round: base }, verdict: 'unknown', word };
}

/** Time is up (or the player ended the round): the game goes on only after a full word, and never past the daily's round. */
export function endRound(game: BossGame): BossGame {
  if (!playable(game)) return game;
  const round = { ...game.round, ended: true, entry: [] };
  return { ...game, round, over: game.mode === 'daily' || !qualified(round) };
}

/** The next board, the points so far banked. */
export function nextRound(game: BossGame, board: DealtBoard): BossGame {
  if (game.over || !game.round.ended) return game;
  return { ...game, roundNo: game.roundNo + 1, banked: totalScore(game), round: freshRound(board) };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isWords = (value: unknown): value is string[] => Array.isArray(value) && value.every((word) => typeof word === 'string' && /^[a-z]+$/.test(word));

function isRound(value: unknown): value is BossRound {
  if (!isObject(value) || typeof value.seed !== 'string' || !/^[a-z]{6,7}$/.test(value.seed)) return false;
  const n = value.seed.length;
  const ids = (list: unknown) => Array.isArray(list) && list.every((id) => Number.isInteger(id) && id >= 0 && id < n) && new Set(list).size === list.length;
  return (
    isWords(value.slots) &&
    value.slots.length > 0 &&
    isWords(value.bonus) &&
    ids(value.order) &&
    (value.order as number[]).length === n &&
    ids(value.entry) &&
    Number.isInteger(value.bucket) &&
    (value.bucket as number) >= 0 &&
    (value.bucket as number) < DEFINITION_BUCKETS &&
    isWords(value.found) &&
    value.found.every((word) => (value.slots as string[]).includes(word)) &&
    isWords(value.bonusFound) &&
    (value.lastWord === null || typeof value.lastWord === 'string') &&
    isCount(value.score) &&
    typeof value.ended === 'boolean'
  );
}

/** A saved game that can be played on (anything else is discarded). */
export function isBossGame(value: unknown): value is BossGame {
  return (
    isObject(value) &&
    typeof value.seed === 'string' &&
    (value.mode === 'daily' || value.mode === 'unlimited') &&
    isLevelId(value.level) &&
    typeof value.timed === 'boolean' &&
    (value.date === null || (typeof value.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.date))) &&
    Number.isInteger(value.roundNo) &&
    (value.roundNo as number) >= 1 &&
    isCount(value.banked) &&
    isRound(value.round) &&
    typeof value.over === 'boolean'
  );
}
