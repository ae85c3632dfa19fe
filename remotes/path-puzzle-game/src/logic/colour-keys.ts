/**
 * The flow a key selects among `count` (the current one is `colour`): 1–9 and 0 (the tenth) by number, ] or n
 * the next, [ or p the previous. Null for any other key; a number past the last flow is returned as is (the
 * key is the game's, it selects nothing).
 */
export function colourForKey(key: string, colour: number, count: number): number | null {
  if (/^[1-9]$/.test(key)) return Number(key) - 1;
  if (key === '0') return 9;
  if (key === ']' || key === 'n') return (colour + 1) % count;
  if (key === '[' || key === 'p') return (colour + count - 1) % count;
  return null;
}
