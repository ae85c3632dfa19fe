// Digits place a mark on the 3×3 board: the number row reads like the cell labels (1 top-left, 9 bottom-right),
// the numeric keypad is laid out as the board itself (its 7 8 9 are the top row), as players of Google's game expect.

/** The cell (0–8) a key press means on the 3×3 board, or null. `code` is KeyboardEvent.code. */
export function cellForDigitKey(key: string, code: string): number | null {
  const keypad = /^Numpad([1-9])$/.exec(code);
  if (keypad) {
    const digit = Number(keypad[1]);
    return (2 - Math.floor((digit - 1) / 3)) * 3 + ((digit - 1) % 3);
  }
  return /^[1-9]$/.test(key) ? Number(key) - 1 : null;
}
