import { digitRange, keypadPressFor, type KeypadKeyMap } from './keypad-keys';

const SUDOKU: KeypadKeyMap = { digits: digitRange(1, 9), erase: true, zeroErases: true, notes: true };
const SUMS: KeypadKeyMap = { digits: digitRange(0, 9), erase: true, minus: true, submit: true };

describe('keypadPressFor', () => {
  it('maps the digits the pad has', () => {
    expect(keypadPressFor('5', SUDOKU)).toEqual({ kind: 'digit', digit: 5 });
    expect(keypadPressFor('0', SUMS)).toEqual({ kind: 'digit', digit: 0 });
  });

  it('lets 0 erase only where 0 is not a digit and the game asks for it', () => {
    expect(keypadPressFor('0', SUDOKU)).toEqual({ kind: 'erase' });
    expect(keypadPressFor('0', { digits: digitRange(1, 9), erase: true })).toBeNull();
  });

  it('maps erase, minus, submit and notes only when the pad has them', () => {
    expect(keypadPressFor('Backspace', SUMS)).toEqual({ kind: 'erase' });
    expect(keypadPressFor('Delete', SUDOKU)).toEqual({ kind: 'erase' });
    expect(keypadPressFor('-', SUMS)).toEqual({ kind: 'minus' });
    expect(keypadPressFor('-', SUDOKU)).toBeNull();
    expect(keypadPressFor('Enter', SUMS)).toEqual({ kind: 'submit' });
    expect(keypadPressFor('Enter', SUDOKU)).toBeNull();
    expect(keypadPressFor('n', SUDOKU)).toEqual({ kind: 'notes' });
    expect(keypadPressFor('N', SUMS)).toBeNull();
    expect(keypadPressFor('x', SUMS)).toBeNull();
  });

  it('lists digit ranges', () => {
    expect(digitRange(0, 3)).toEqual([0, 1, 2, 3]);
  });
});
