import { isArrayOf, isCount, isDateKey, isObject, isOneOf, isTime } from './guards';

test.each([
  [isCount, [0, 7, 2 ** 40], [-1, 1.5, Number.NaN, '3', 2 ** 60]],
  [isTime, [0, 1.5, 1e9], [-0.1, Number.POSITIVE_INFINITY, Number.NaN, '1']],
  [isDateKey, ['2026-11-23'], ['2026-1-2', 'yesterday', 20261123]],
  [isObject, [{}, { a: 1 }], [null, [], 'x']],
  [isOneOf(['easy', 'hard']), ['easy'], ['medium', undefined]],
  [isArrayOf(isCount), [[], [1, 2]], [[1, -1], 'x']],
] as const)('%p accepts what it names and nothing else', (guard, good, bad) => {
  for (const value of good) expect((guard as (v: unknown) => boolean)(value)).toBe(true);
  for (const value of bad) expect((guard as (v: unknown) => boolean)(value)).toBe(false);
});
