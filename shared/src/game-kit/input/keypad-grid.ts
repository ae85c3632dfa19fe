// The numeric keypad as a 3×3 board: its 7 8 9 are the top row, as on the keypad itself (and in Google's
// tic-tac-toe), so a player presses the key where the cell is.

/** The cell (0–8, row by row from the top left) a numeric-keypad key means, or null. `code` is KeyboardEvent.code. */
export function keypadCell(code: string): number | null {
  const keypad = /^Numpad([1-9])$/.exec(code);
  if (!keypad) return null;
  const digit = Number(keypad[1]);
  return (2 - Math.floor((digit - 1) / 3)) * 3 + ((digit - 1) % 3);
}
