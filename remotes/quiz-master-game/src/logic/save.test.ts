import { startRound } from './round';
import { isRound, isSeenIds } from './save';
import { testBank } from './testBank';

const { round } = startRound({ mode: 'classic', seed: 's', categories: ['science'], bank: testBank(), seen: [], dateKey: '2026-11-23' });

describe('saved rounds', () => {
  it('come back when whole and survive JSON', () => {
    expect(isRound(JSON.parse(JSON.stringify(round)))).toBe(true);
  });

  it.each([
    ['no questions', { ...round, asked: [] }],
    ['an index past the end', { ...round, index: 10 }],
    ['an unknown mode', { ...round, mode: 'blitz' }],
    ['options that lost the answer', { ...round, asked: [{ ...round.asked[0], options: ['a', 'b', 'c', 'd'] }, ...round.asked.slice(1)] }],
    ['a broken lifeline set', { ...round, lifelines: { fifty: 'yes' } }],
    ['a negative score', { ...round, score: -5 }],
    ['garbage', 'not a round'],
  ])('are discarded with %s', (_what, value) => {
    expect(isRound(value)).toBe(false);
  });

  it('keep seen ids as strings only', () => {
    expect(isSeenIds(['a'])).toBe(true);
    expect(isSeenIds([1])).toBe(false);
  });
});
