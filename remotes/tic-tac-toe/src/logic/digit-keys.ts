// Digits place a mark on the 3×3 board: the number row reads like the cell labels (1 top-left, 9 bottom-right),
// the numeric keypad is laid out as the board itself (its 7 8 9 are the top row), as players of Google's game expect.
import { keypadCell } from '@games/shared/game-kit/input/keypad-grid';

/** The cell (0–8) a key press means on the 3×3 board, or null. `code` is KeyboardEvent.code. */
export function cellForDigitKey(key: string, code: string): number | null {
  if (code.startsWith('Numpad')) return keypadCell(code);
  return /^[1-9]$/.test(key) ? Number(key) - 1 : null;
}
