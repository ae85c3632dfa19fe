import { dealOnOpen, type Opening } from './opening';

const settings: Opening['settings'] = { mode: 'unlimited', level: 'easy', pack: 'animals' };
const today = '2026-03-02';
const base: Opening = { url: null, urlPack: null, saved: null, settings, today };
const saved = (round: Partial<NonNullable<Opening['saved']>>): Opening['saved'] => ({ mode: 'unlimited', seed: 's', level: 'easy', date: null, ...round });

describe('dealOnOpen', () => {
  it('deals the URL’s seeded round unless it is the one saved, a pack’s with ?pack', () => {
    expect(dealOnOpen({ ...base, url: { seed: 'u', difficulty: 'hard' } })).toEqual({ mode: 'unlimited', level: 'hard', seed: 'u' });
    expect(dealOnOpen({ ...base, url: { seed: 'u', difficulty: undefined }, saved: saved({ seed: 'u' }) })).toBeNull();
    expect(dealOnOpen({ ...base, url: { seed: 'u', difficulty: 'hard' }, saved: saved({ seed: 'u' }) })).toEqual({ mode: 'unlimited', level: 'hard', seed: 'u' });
    expect(dealOnOpen({ ...base, url: { seed: 'u', difficulty: undefined }, urlPack: 'food' })).toEqual({ mode: 'theme', pack: 'food', seed: 'u' });
    expect(dealOnOpen({ ...base, url: { seed: 'u', difficulty: undefined }, urlPack: 'food', saved: saved({ mode: 'theme', seed: 'u', pack: 'food' }) })).toBeNull();
  });

  it('goes on with the saved round of the mode chosen, a daily only on its day', () => {
    expect(dealOnOpen({ ...base, saved: saved({}) })).toBeNull();
    expect(dealOnOpen({ ...base, settings: { ...settings, mode: 'theme' }, saved: saved({ mode: 'theme', pack: 'body' }) })).toBeNull();
    expect(dealOnOpen({ ...base, settings: { ...settings, mode: 'daily' }, saved: saved({ mode: 'daily', date: today }) })).toBeNull();
    expect(dealOnOpen({ ...base, settings: { ...settings, mode: 'daily' }, saved: saved({ mode: 'daily', date: '2026-03-01' }) })).toEqual({ mode: 'daily', level: 'easy' });
  });

  it('deals a new round of the mode chosen when nothing fits', () => {
    expect(dealOnOpen(base)).toEqual({ mode: 'unlimited', level: 'easy' });
    expect(dealOnOpen({ ...base, settings: { ...settings, mode: 'daily' }, saved: saved({}) })).toEqual({ mode: 'daily', level: 'easy' });
    expect(dealOnOpen({ ...base, settings: { ...settings, mode: 'theme', pack: 'places' } })).toEqual({ mode: 'theme', pack: 'places' });
  });
});
