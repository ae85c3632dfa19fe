import { arrivalOf, arrivalSession, isModeChoice, restorable, sessionKeys, slotOf, storageKeys, visitRequest } from './slots';
import { startSession } from './session';
import { digitsRules } from './test-rules';

const LEVELS = [
  { value: 'easy', label: 'Easy' },
  { value: 'hard', label: 'Hard' },
];
const rules = digitsRules();
const daily = startSession(rules, { solution: [1] }, { mode: 'daily', level: 'easy', seed: 'd', dailyDate: '2026-11-29' });
const unlimited = startSession(rules, { solution: [1] }, { mode: 'unlimited', level: 'hard', seed: 'shared' });

describe('puzzle storage slots', () => {
  it('lists every key the session reads: mode, records, the daily’s game and each level’s', () => {
    expect(storageKeys('queens-game', LEVELS)).toEqual([
      'queens-game:mode',
      'queens-game:records',
      'queens-game:game-daily',
      'queens-game:game-easy',
      'queens-game:game-hard',
    ]);
    expect(storageKeys('zip-game', ['easy'])).toEqual(['zip-game:mode', 'zip-game:records', 'zip-game:game-daily', 'zip-game:game-easy']);
  });

  it('saves the daily in its own slot and unlimited play in its level’s', () => {
    expect(slotOf(daily)).toBe('daily');
    expect(slotOf(unlimited)).toBe('hard');
    expect(sessionKeys('sudoku').slot(slotOf(unlimited))).toBe('sudoku:game-hard');
  });

  it('takes up a saved daily only on its own day', () => {
    expect(restorable(daily, { mode: 'daily', level: 'easy' }, '2026-11-29')).toBe(daily);
    expect(restorable(daily, { mode: 'daily', level: 'easy' }, '2026-11-30')).toBeNull();
    expect(restorable(unlimited, { mode: 'unlimited', level: 'hard' }, '2026-11-30')).toBe(unlimited);
    expect(restorable(null, { mode: 'unlimited', level: 'hard' }, '2026-11-30')).toBeNull();
  });

  it('checks a stored mode choice against the game’s levels', () => {
    const valid = isModeChoice(['easy', 'hard']);
    expect(valid({ mode: 'unlimited', level: 'hard' })).toBe(true);
    expect(valid({ mode: 'daily', level: 'easy' })).toBe(true);
    expect(valid({ mode: 'unlimited', level: 'expert' })).toBe(false);
    expect(valid({ mode: 'weekly', level: 'easy' })).toBe(false);
    expect(valid(null)).toBe(false);
  });

  it('reads what a visit asks: a seed wins over a mode, and an unknown level is left out', () => {
    const levels = ['easy', 'hard'];
    expect(visitRequest(levels, new URLSearchParams('seed=abc&difficulty=hard&mode=daily'))).toEqual({ seeded: { seed: 'abc', difficulty: 'hard' }, mode: null });
    expect(visitRequest(levels, new URLSearchParams('mode=unlimited&difficulty=expert'))).toEqual({ seeded: null, mode: { mode: 'unlimited', difficulty: undefined } });
    expect(visitRequest(levels, new URLSearchParams(''))).toEqual({ seeded: null, mode: null });
  });

  it('lands a visit on the URL’s seed or mode, else the remembered mode', () => {
    const remembered = { mode: 'daily' as const, level: 'easy' };
    expect(arrivalOf({ seeded: { seed: 'abc', difficulty: 'hard' }, mode: null }, remembered)).toEqual({ choice: { mode: 'unlimited', level: 'hard' }, seed: 'abc', remember: true });
    expect(arrivalOf({ seeded: { seed: 'abc' }, mode: null }, remembered).choice).toEqual({ mode: 'unlimited', level: 'easy' });
    expect(arrivalOf({ seeded: null, mode: { mode: 'unlimited', difficulty: 'hard' } }, remembered)).toEqual({ choice: { mode: 'unlimited', level: 'hard' }, remember: true });
    expect(arrivalOf({ seeded: null, mode: null }, remembered)).toEqual({ choice: remembered, remember: false });
  });

  it('goes on with a seeded URL’s saved game only when it is that seed’s (a reload of a shared link)', () => {
    const shared = { choice: { mode: 'unlimited' as const, level: 'hard' }, seed: 'shared', remember: true };
    expect(arrivalSession(shared, unlimited)).toBe(unlimited);
    expect(arrivalSession({ ...shared, seed: 'other' }, unlimited)).toBeNull();
    expect(arrivalSession({ choice: shared.choice, remember: false }, unlimited)).toBe(unlimited);
  });
});
