// Keys for the pads: letters in the keyboard's own rows, number keys, and the numeric keypad as a 3×3 grid.
import { keypadCell } from '@games/shared/game-kit/input/keypad-grid';

const LETTER_ROWS: Record<number, string[]> = {
  2: ['qw', 'as'],
  3: ['qwe', 'asd', 'zxc'],
  4: ['1234', 'qwer', 'asdf', 'zxcv'],
};

/** The key printed on a pad (upper case), e.g. 'Q'. */
export const padKey = (side: number, pad: number): string => LETTER_ROWS[side][Math.floor(pad / side)][pad % side].toUpperCase();

/** The pad a key press means, or null. `code` is KeyboardEvent.code (for the numeric keypad). */
export function padForKey(side: number, key: string, code: string): number | null {
  const rows = LETTER_ROWS[side];
  const lower = key.toLowerCase();
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row].indexOf(lower);
    if (col >= 0 && lower.length === 1) return row * side + col;
  }
  const keypad = side === 3 ? keypadCell(code) : null;
  if (keypad !== null) return keypad;
  const digit = /^Digit([1-9])$/.exec(code);
  if (digit && side <= 3) {
    const pad = Number(digit[1]) - 1;
    return pad < side * side ? pad : null;
  }
  return null;
}
