import { keypadCell } from './keypad-grid';

describe('keypadCell', () => {
  it('lays the numeric keypad out as a 3×3 board: 7 8 9 on top, 1 2 3 at the bottom', () => {
    expect([7, 8, 9, 4, 5, 6, 1, 2, 3].map((d) => keypadCell(`Numpad${d}`))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('ignores the number row, 0 and other keys', () => {
    expect(keypadCell('Digit7')).toBeNull();
    expect(keypadCell('Numpad0')).toBeNull();
    expect(keypadCell('KeyA')).toBeNull();
  });
});
