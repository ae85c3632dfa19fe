import { startRound } from './logic/round';
import { isChoice, isSavedRound, roundStore } from './stores';

const pool = { pairs: Array.from({ length: 30 }, (_, i) => [`w${i}`, `p${i}`] as [string, string]), conflicts: Array.from({ length: 30 }, () => []) };

describe('stores', () => {
  it('keeps a well-formed round and drops a corrupt or old one', () => {
    const round = startRound(pool, { relation: 'synonyms', level: 'easy', hardcore: false, seed: 's' });
    const saved = { round, clock: { durationMs: 90_000, elapsedMs: 1000 }, scoreKey: 'synonyms-easy' };
    expect(isSavedRound(saved)).toBe(true);
    expect(isSavedRound({ ...saved, round: { ...round, left: 'x' } })).toBe(false);
    expect(isSavedRound({ ...saved, clock: { durationMs: 60_000, elapsedMs: 0 } })).toBe(false);
    localStorage.setItem(roundStore.key, '{not json');
    expect(roundStore.load()).toBeUndefined();
    localStorage.setItem(roundStore.key, JSON.stringify({ v: 1, data: { round: 5 } }));
    expect(roundStore.load()).toBeUndefined();
    roundStore.save(saved);
    expect(roundStore.load()).toEqual(saved);
  });

  it('checks the chosen settings', () => {
    expect(isChoice({ relation: 'antonyms', level: 'hard', hardcore: true, mode: 'daily' })).toBe(true);
    expect(isChoice({ relation: 'antonyms', level: 'hard', hardcore: true, mode: 'weekly' })).toBe(false);
  });
});
