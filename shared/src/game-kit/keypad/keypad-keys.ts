// What a key press means on a number pad: the same meanings the on-screen keys have, so the keyboard and the
// pad call one handler. Pure (takes the key name), so a game's own key hook can use it beside its arrows.

/** One press of the pad, from a tap or a key. */
export type KeypadPress =
  | { kind: 'digit'; digit: number }
  | { kind: 'minus' }
  | { kind: 'erase' }
  | { kind: 'submit' }
  | { kind: 'notes' }
  | { kind: 'tool'; id: string };

/** Which keyboard keys count, matching the pad's keys. */
export interface KeypadKeyMap {
  /** Digits a key may type (e.g. 1–9 for sudoku, 0–9 for sums). */
  digits: readonly number[];
  /** Backspace and Delete erase (and 0 when 0 is not a digit and `zeroErases`). */
  erase?: boolean;
  zeroErases?: boolean;
  /** "-" types a minus. */
  minus?: boolean;
  /** Enter (and "=") submits. */
  submit?: boolean;
  /** N toggles notes. */
  notes?: boolean;
}

/** The press a keyboard key stands for, or null when the pad has no such key. */
export function keypadPressFor(key: string, map: KeypadKeyMap): KeypadPress | null {
  if (/^[0-9]$/.test(key)) {
    const digit = Number(key);
    if (map.digits.includes(digit)) return { kind: 'digit', digit };
    if (digit === 0 && map.erase && map.zeroErases) return { kind: 'erase' };
    return null;
  }
  if (map.erase && (key === 'Backspace' || key === 'Delete')) return { kind: 'erase' };
  if (map.minus && (key === '-' || key === 'Subtract')) return { kind: 'minus' };
  if (map.submit && (key === 'Enter' || key === '=')) return { kind: 'submit' };
  if (map.notes && (key === 'n' || key === 'N')) return { kind: 'notes' };
  return null;
}

/** Digits from `from` to `to` (inclusive), for `KeypadKeyMap.digits` and the pad's digit keys. */
export function digitRange(from: number, to: number): number[] {
  const digits: number[] = [];
  for (let d = from; d <= to; d++) digits.push(d);
  return digits;
}
