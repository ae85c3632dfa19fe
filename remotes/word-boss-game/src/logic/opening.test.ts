import { dealOnOpen, levelOf } from './opening';
import type { BossGame } from './round';

const TODAY = '2026-03-02';
const saved = (meta: Partial<BossGame>) => ({ mode: 'unlimited', seed: 'abc', level: 'six', date: null, ...meta }) as BossGame;
const settings = { mode: 'unlimited' as const, level: 'seven' as const };

describe('dealOnOpen', () => {
  it('deals the URL’s seeded game unless it is the game saved', () => {
    const url = { seed: 'abc', difficulty: 'six' as const };
    expect(dealOnOpen({ url, saved: saved({}), settings, today: TODAY })).toBeNull();
    expect(dealOnOpen({ url, saved: saved({ seed: 'other' }), settings, today: TODAY })).toEqual({ mode: 'unlimited', level: 'six', seed: 'abc' });
    expect(dealOnOpen({ url: { seed: 'abc', difficulty: undefined }, saved: null, settings, today: TODAY })).toEqual({ mode: 'unlimited', level: 'seven', seed: 'abc' });
  });

  it('goes on with the saved game of the mode chosen: unlimited, or today’s daily', () => {
    expect(dealOnOpen({ url: null, saved: saved({}), settings, today: TODAY })).toBeNull();
    const daily = { mode: 'daily' as const, level: 'seven' as const };
    expect(dealOnOpen({ url: null, saved: saved({ mode: 'daily', date: TODAY }), settings: daily, today: TODAY })).toBeNull();
    expect(dealOnOpen({ url: null, saved: saved({ mode: 'daily', date: '2026-03-01' }), settings: daily, today: TODAY })).toEqual({ mode: 'daily', level: 'six' });
    expect(dealOnOpen({ url: null, saved: saved({}), settings: daily, today: TODAY })).toEqual({ mode: 'daily', level: 'six' });
    expect(dealOnOpen({ url: null, saved: null, settings, today: TODAY })).toEqual({ mode: 'unlimited', level: 'seven' });
  });

  it('plays the daily on six-letter boards', () => {
    expect(levelOf({ mode: 'daily', level: 'seven' })).toBe('six');
    expect(levelOf({ mode: 'unlimited', level: 'seven' })).toBe('seven');
  });
});
