// One round of word-match: five visible pairs in two shuffled columns, a queue that refills, score with a
// combo multiplier, mistakes (hearts in hardcore), the pairs missed. Plain data; no clock (the view's
// countdown ends a round by time).
import { createRandom } from '@games/shared/game-kit/random';
import type { Level, LevelPool, Relation } from './pool';

export const VISIBLE = 5;
export const ROUND_PAIRS = 20;
export const ROUND_MS = 90_000;
export const HEARTS = 3;
/** What a wrong pair costs outside hardcore. */
export const WRONG_PENALTY_MS = 5_000;

export type Side = 'left' | 'right';
export type EndReason = 'time' | 'pairs' | 'hearts';

export interface RoundSetup {
  relation: Relation;
  level: Level;
  hardcore: boolean;
  seed: string;
  /** The UTC date of a daily round. */
  daily?: string;
}

export interface Round extends RoundSetup {
  /** The pair (index in the level's pool) whose left word is in each left slot; null once emptied. */
  left: Array<number | null>;
  /** The pair whose partner is in each right slot. */
  right: Array<number | null>;
  /** Pairs dealt so far, in order. */
  drawn: number[];
  matched: number[];
  /** Pairs the player got wrong at least once. */
  missed: number[];
  score: number;
  combo: number;
  bestCombo: number;
  mistakes: number;
  picked: { side: Side; slot: number } | null;
  over: boolean;
  endReason: EndReason | null;
}

/** Points for the next correct pair: ×1, then ×2 after 3 in a row, ×3 after 6, up to ×4. */
export const multiplierFor = (combo: number): number => Math.min(4, 1 + Math.floor(combo / 3));

/** The order pairs are dealt in: the seed's shuffle of the pool. */
const dealOrder = (pool: LevelPool, seed: string): number[] => createRandom(`order:${seed}`).shuffle(pool.pairs.map((_, i) => i));

const visiblePairs = (round: Pick<Round, 'left' | 'right'>): number[] => [...new Set([...round.left, ...round.right].filter((p): p is number => p !== null))];

/** The next pair that conflicts with nothing visible, or null. */
function nextPair(pool: LevelPool, seed: string, drawn: readonly number[], visible: readonly number[]): number | null {
  for (const candidate of dealOrder(pool, seed)) {
    if (drawn.includes(candidate)) continue;
    if (visible.some((other) => pool.conflicts[candidate].includes(other) || pool.conflicts[other].includes(candidate))) continue;
    return candidate;
  }
  return null;
}

export function startRound(pool: LevelPool, setup: RoundSetup): Round {
  const drawn: number[] = [];
  for (let i = 0; i < VISIBLE; i++) {
    const pair = nextPair(pool, setup.seed, drawn, drawn);
    if (pair === null) break;
    drawn.push(pair);
  }
  const random = createRandom(`columns:${setup.seed}`);
  const pad = (pairs: number[]) => [...pairs, ...Array<null>(VISIBLE - pairs.length).fill(null)];
  return {
    ...setup,
    left: pad(random.shuffle(drawn)),
    right: pad(random.shuffle(drawn)),
    drawn,
    matched: [],
    missed: [],
    score: 0,
    combo: 0,
    bestCombo: 0,
    mistakes: 0,
    picked: null,
    over: false,
    endReason: null,
  };
}

export type PickEvent =
  | { kind: 'none' }
  | { kind: 'picked'; side: Side; slot: number }
  | { kind: 'unpicked' }
  | { kind: 'correct'; pair: number; points: number; multiplier: number; refilled: number | null }
  | { kind: 'wrong'; left: number; right: number };

/** A tap on a slot: picks it, unpicks it, or, with the other column's pick, tries the pair. */
export function pick(pool: LevelPool, round: Round, side: Side, slot: number): { round: Round; event: PickEvent } {
  const column = side === 'left' ? round.left : round.right;
  if (round.over || slot < 0 || slot >= VISIBLE || column[slot] === null) return { round, event: { kind: 'none' } };
  const { picked } = round;
  if (!picked || picked.side === side) {
    if (picked && picked.slot === slot) return { round: { ...round, picked: null }, event: { kind: 'unpicked' } };
    return { round: { ...round, picked: { side, slot } }, event: { kind: 'picked', side, slot } };
  }
  const leftSlot = side === 'left' ? slot : picked.slot;
  const rightSlot = side === 'right' ? slot : picked.slot;
  const leftPair = round.left[leftSlot]!;
  const rightPair = round.right[rightSlot]!;
  if (leftPair !== rightPair) {
    const mistakes = round.mistakes + 1;
    const missed = [...new Set([...round.missed, leftPair, rightPair])];
    const lost = round.hardcore && mistakes >= HEARTS;
    return {
      round: { ...round, mistakes, missed, combo: 0, picked: null, over: lost, endReason: lost ? 'hearts' : null },
      event: { kind: 'wrong', left: leftPair, right: rightPair },
    };
  }
  const multiplier = multiplierFor(round.combo);
  const combo = round.combo + 1;
  const left = [...round.left];
  const right = [...round.right];
  left[leftSlot] = null;
  right[rightSlot] = null;
  const matched = [...round.matched, leftPair];
  let drawn = round.drawn;
  let refilled: number | null = null;
  if (drawn.length < ROUND_PAIRS) {
    refilled = nextPair(pool, round.seed, drawn, visiblePairs({ left, right }));
    if (refilled !== null) {
      drawn = [...drawn, refilled];
      left[leftSlot] = refilled;
      right[rightSlot] = refilled;
    }
  }
  const done = matched.length >= ROUND_PAIRS || visiblePairs({ left, right }).length === 0;
  return {
    round: {
      ...round,
      left,
      right,
      drawn,
      matched,
      score: round.score + multiplier,
      combo,
      bestCombo: Math.max(round.bestCombo, combo),
      picked: null,
      over: done,
      endReason: done ? 'pairs' : null,
    },
    event: { kind: 'correct', pair: leftPair, points: multiplier, multiplier, refilled },
  };
}

/** Ends the round (time up). */
export const endRound = (round: Round, reason: EndReason = 'time'): Round => (round.over ? round : { ...round, over: true, endReason: reason, picked: null });

/** The pairs to review at the end: those got wrong, then those left unmatched on screen. */
export function reviewPairs(round: Round): number[] {
  const unmatched = visiblePairs(round).filter((pair) => !round.matched.includes(pair));
  return [...new Set([...round.missed, ...unmatched])];
}

/** The visible items as [slot, pair] for one column. */
export const visibleOf = (round: Round, side: Side): Array<[number, number]> =>
  (side === 'left' ? round.left : round.right).flatMap((pair, slot) => (pair === null ? [] : [[slot, pair] as [number, number]]));

const isSlotList = (value: unknown, size: number): value is Array<number | null> =>
  Array.isArray(value) && value.length === VISIBLE && value.every((v) => v === null || (Number.isInteger(v) && v >= 0 && v < size));
const isIndexList = (value: unknown, size: number): value is number[] => Array.isArray(value) && value.every((v) => Number.isInteger(v) && v >= 0 && v < size);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Whether a saved round is well formed for a pool of `size` pairs. */
export function isRoundFor(value: unknown, size: number): value is Round {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const picked = r.picked as Record<string, unknown> | null;
  return (
    typeof r.seed === 'string' &&
    typeof r.hardcore === 'boolean' &&
    isSlotList(r.left, size) &&
    isSlotList(r.right, size) &&
    isIndexList(r.drawn, size) &&
    isIndexList(r.matched, size) &&
    isIndexList(r.missed, size) &&
    [r.score, r.combo, r.bestCombo, r.mistakes].every(isCount) &&
    (picked === null || (typeof picked === 'object' && (picked.side === 'left' || picked.side === 'right') && Number.isInteger(picked.slot))) &&
    typeof r.over === 'boolean'
  );
}
