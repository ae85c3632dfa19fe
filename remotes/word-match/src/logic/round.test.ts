import type { LevelPool } from './pool';
import { endRound, HEARTS, isRoundFor, multiplierFor, pick, reviewPairs, ROUND_PAIRS, startRound, visibleOf, type Round } from './round';

// 30 pairs; pair 1 conflicts with pair 0 (never visible together).
const pool: LevelPool = {
  pairs: Array.from({ length: 30 }, (_, i) => [`w${i}`, `p${i}`] as [string, string]),
  conflicts: Array.from({ length: 30 }, (_, i) => (i === 0 ? [1] : i === 1 ? [0] : [])),
};
const setup = { relation: 'synonyms' as const, level: 'easy' as const, hardcore: false, seed: 's' };
const slotOf = (round: Round, side: 'left' | 'right', pair: number) => (side === 'left' ? round.left : round.right).indexOf(pair);
const match = (round: Round, pair: number) => pick(pool, pick(pool, round, 'left', slotOf(round, 'left', pair)).round, 'right', slotOf(round, 'right', pair));

describe('round', () => {
  it('deals five pairs in two shuffled columns, the same for the same seed, never two conflicting pairs', () => {
    const round = startRound(pool, setup);
    expect(round.left.filter((p) => p !== null)).toHaveLength(5);
    expect([...round.left].sort()).toEqual([...round.right].sort());
    expect(startRound(pool, setup)).toEqual(round);
    expect(round.left.includes(0) && round.left.includes(1)).toBe(false);
  });

  it('removes a correct pair and refills both columns, with the combo multiplier', () => {
    let round = startRound(pool, setup);
    const first = round.left[0]!;
    const step = match(round, first);
    expect(step.event).toMatchObject({ kind: 'correct', pair: first, points: 1 });
    round = step.round;
    expect(round.left).not.toContain(first);
    expect(round.drawn).toHaveLength(6);
    expect(round.left[0]).toBe(round.drawn[5]);
    expect(round.right).toContain(round.drawn[5]);
    expect(multiplierFor(0)).toBe(1);
    expect(multiplierFor(3)).toBe(2);
    expect(multiplierFor(30)).toBe(4);
  });

  it('a wrong pair costs the combo and counts a mistake; hardcore ends after three', () => {
    let round = startRound(pool, { ...setup, hardcore: true });
    round = match(round, round.left[0]!).round;
    expect(round.combo).toBe(1);
    for (let i = 0; i < HEARTS; i++) {
      round = pick(pool, round, 'left', 0).round;
      const wrongSlot = round.right.findIndex((p) => p !== null && p !== round.left[0]);
      const step = pick(pool, round, 'right', wrongSlot);
      expect(step.event.kind).toBe('wrong');
      round = step.round;
    }
    expect(round.combo).toBe(0);
    expect(round.over).toBe(true);
    expect(round.endReason).toBe('hearts');
    expect(reviewPairs(round).length).toBeGreaterThan(0);
  });

  it('picks and unpicks in one column', () => {
    let round = startRound(pool, setup);
    round = pick(pool, round, 'left', 2).round;
    expect(round.picked).toEqual({ side: 'left', slot: 2 });
    round = pick(pool, round, 'left', 3).round;
    expect(round.picked).toEqual({ side: 'left', slot: 3 });
    expect(pick(pool, round, 'left', 3).event.kind).toBe('unpicked');
  });

  it('ends after 20 pairs, and time ends it too', () => {
    let round = startRound(pool, setup);
    for (let i = 0; i < ROUND_PAIRS; i++) round = match(round, visibleOf(round, 'left')[0][1]).round;
    expect(round.over).toBe(true);
    expect(round.endReason).toBe('pairs');
    expect(round.matched).toHaveLength(ROUND_PAIRS);
    expect(round.score).toBeGreaterThan(ROUND_PAIRS);
    const timed = endRound(startRound(pool, setup));
    expect(timed.endReason).toBe('time');
    expect(reviewPairs(timed)).toHaveLength(5);
  });

  it('accepts only well-formed saves', () => {
    const round = startRound(pool, setup);
    expect(isRoundFor(JSON.parse(JSON.stringify(round)), 30)).toBe(true);
    expect(isRoundFor({ ...round, left: [99, 0, 1, 2, 3] }, 30)).toBe(false);
    expect(isRoundFor({ ...round, score: -1 }, 30)).toBe(false);
    expect(isRoundFor('x', 30)).toBe(false);
  });
});
