// Type guards for data read back from storage or the network: every game validates its saves with these.
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number ≥ 0 that JSON keeps exactly (moves, hints, scores). */
export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A finite duration or amount ≥ 0 (milliseconds on a clock). */
export const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A UTC calendar day as the kit writes it: YYYY-MM-DD. */
export const isDateKey = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** One of a fixed list of strings (a level, a mode). */
export const isOneOf = <T extends string>(values: readonly T[]) => (value: unknown): value is T => values.includes(value as T);

/** An array whose every item passes `item`. */
export const isArrayOf = <T>(item: (value: unknown) => value is T) => (value: unknown): value is T[] =>
  Array.isArray(value) && value.every((entry) => item(entry));
