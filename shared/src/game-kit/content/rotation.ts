// Which authored entry (a puzzle, a ladder, a set of prompts) is a date's daily: a fixed seeded order over
// the bank, walked one day at a time, so no entry comes back before the whole bank has been played.
import { createRandom } from '../random';

const DAY_MS = 24 * 60 * 60 * 1000;
const EPOCH_MS = Date.UTC(2026, 0, 1);
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Days from 2026-01-01 (UTC) to a YYYY-MM-DD key; negative before it. */
export function dayNumber(dateKey: string): number {
  const ms = DATE_KEY.test(dateKey) ? Date.parse(`${dateKey}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`not a YYYY-MM-DD date: ${dateKey}`);
  return Math.round((ms - EPOCH_MS) / DAY_MS);
}

const orders = new Map<string, number[]>();

/** The bank's daily order: a permutation of 0..count-1 fixed by the salt (cached; banks are small). */
function dailyOrder(count: number, salt: string): number[] {
  const key = `${count}:${salt}`;
  let order = orders.get(key);
  if (!order) {
    order = createRandom(`daily-order:${salt}`).shuffle(Array.from({ length: count }, (_, i) => i));
    orders.set(key, order);
  }
  return order;
}

const modulo = (value: number, by: number) => ((value % by) + by) % by;

/**
 * The entries of a date: `perDay` indexes into a bank of `count`, the same for every player. No index
 * repeats within floor(count / perDay) consecutive days. Add entries to the end of the bank only with a
 * new salt, or the order (and so past dailies) changes.
 */
export function dailyEntryIndices(dateKey: string, count: number, perDay: number, salt: string): number[] {
  if (!Number.isInteger(perDay) || perDay < 1 || !Number.isInteger(count) || count < perDay) {
    throw new RangeError(`a bank of ${count} cannot give ${perDay} entries a day`);
  }
  const days = Math.floor(count / perDay);
  const slot = modulo(dayNumber(dateKey), days);
  return dailyOrder(count, salt).slice(slot * perDay, slot * perDay + perDay);
}

/** The one entry of a date in a bank of `count`; no entry repeats within `count` consecutive days. */
export function dailyEntryIndex(dateKey: string, count: number, salt: string): number {
  return dailyEntryIndices(dateKey, count, 1, salt)[0];
}
