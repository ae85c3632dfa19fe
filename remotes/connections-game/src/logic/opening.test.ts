import { openingSlot } from './opening';
import type { SavedGames } from './save';

const ids = ['c1', 'c2', 'c3'];
const today = '2026-11-29';
const lastPlayed = (id: string): SavedGames => ({ current: { kind: 'puzzle', id }, games: {} });

test('a ?puzzle=<n> link opens that puzzle', () => {
  expect(openingSlot({ search: '?puzzle=2', ids, saved: lastPlayed('c3'), today })).toEqual({ kind: 'puzzle', id: 'c2' });
});

test('an out-of-range number is ignored', () => {
  expect(openingSlot({ search: '?puzzle=9', ids, saved: undefined, today })).toEqual({ kind: 'daily', date: today });
});

test('the archive puzzle last played opens again, unless the daily is asked for', () => {
  expect(openingSlot({ search: '', ids, saved: lastPlayed('c3'), today })).toEqual({ kind: 'puzzle', id: 'c3' });
  expect(openingSlot({ search: '?mode=daily', ids, saved: lastPlayed('c3'), today })).toEqual({ kind: 'daily', date: today });
});

test('a last puzzle the bank no longer holds, or a daily last played, opens today’s daily', () => {
  expect(openingSlot({ search: '', ids, saved: lastPlayed('gone'), today })).toEqual({ kind: 'daily', date: today });
  expect(openingSlot({ search: '', ids, saved: { current: { kind: 'daily', date: '2026-11-01' }, games: {} }, today })).toEqual({ kind: 'daily', date: today });
});
