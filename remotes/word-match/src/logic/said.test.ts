import type { LevelPool } from './pool';
import { pick, startRound, type Round } from './round';
import { pickSaid } from './said';

const pool: LevelPool = { pairs: Array.from({ length: 30 }, (_, i) => [`w${i}`, `p${i}`] as [string, string]), conflicts: Array.from({ length: 30 }, () => []) };
const setup = { relation: 'synonyms' as const, level: 'easy' as const, hardcore: false, seed: 's' };
const slotOf = (round: Round, side: 'left' | 'right', pair: number) => (side === 'left' ? round.left : round.right).indexOf(pair);

describe('pickSaid', () => {
  it('says the word picked, an unpick, and nothing for a pick that did nothing', () => {
    const round = startRound(pool, setup);
    const picked = pick(pool, round, 'right', 2);
    expect(pickSaid(pool, picked.round, picked.event)).toBe(`p${round.right[2]} picked.`);
    const unpicked = pick(pool, picked.round, 'right', 2);
    expect(pickSaid(pool, unpicked.round, unpicked.event)).toBe('Unpicked.');
    expect(pickSaid(pool, round, { kind: 'none' })).toBeNull();
  });

  it('says a right pair with its points and the new word, and what a wrong one costs', () => {
    const round = startRound(pool, setup);
    const pair = round.left[0]!;
    const right = pick(pool, pick(pool, round, 'left', 0).round, 'right', slotOf(round, 'right', pair));
    expect(pickSaid(pool, right.round, right.event)).toBe(`Right: w${pair}, p${pair}. Plus 1. New word: w${right.round.left[0]}.`);
    const other = round.right.findIndex((p) => p !== pair);
    const wrong = pick(pool, pick(pool, round, 'left', 0).round, 'right', other);
    expect(pickSaid(pool, wrong.round, wrong.event)).toBe('Not a pair. Minus 5 seconds.');
    const hard = startRound(pool, { ...setup, hardcore: true });
    const lost = pick(pool, pick(pool, hard, 'left', 0).round, 'right', hard.right.findIndex((p) => p !== hard.left[0]));
    expect(pickSaid(pool, lost.round, lost.event)).toBe('Not a pair. 2 hearts left.');
  });
});
