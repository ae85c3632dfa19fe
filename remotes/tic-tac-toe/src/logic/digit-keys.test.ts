import { cellForDigitKey } from './digit-keys';

describe('cellForDigitKey', () => {
  it('reads the number row like the cell labels, 1 top-left to 9 bottom-right', () => {
    expect(cellForDigitKey('1', 'Digit1')).toBe(0);
    expect(cellForDigitKey('3', 'Digit3')).toBe(2);
    expect(cellForDigitKey('9', 'Digit9')).toBe(8);
  });

  it('lays the numeric keypad out as the board: 7 8 9 on top, 1 2 3 at the bottom', () => {
    expect(cellForDigitKey('7', 'Numpad7')).toBe(0);
    expect(cellForDigitKey('9', 'Numpad9')).toBe(2);
    expect(cellForDigitKey('5', 'Numpad5')).toBe(4);
    expect(cellForDigitKey('1', 'Numpad1')).toBe(6);
    expect(cellForDigitKey('3', 'Numpad3')).toBe(8);
  });

  it('ignores other keys', () => {
    expect(cellForDigitKey('0', 'Digit0')).toBeNull();
    expect(cellForDigitKey('a', 'KeyA')).toBeNull();
    expect(cellForDigitKey('0', 'Numpad0')).toBeNull();
  });
});
