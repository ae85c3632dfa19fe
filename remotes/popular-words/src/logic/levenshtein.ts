// Small typos: two strings at most one insertion, deletion or substitution apart. Pure.

/** True when `a` becomes `b` with at most one edit (insert, delete or replace one character). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // Skip the one differing character: replaced (same lengths) or inserted into the longer one.
  const rest = short.length === long.length ? i + 1 : i;
  return short.slice(rest) === long.slice(i + 1);
}
