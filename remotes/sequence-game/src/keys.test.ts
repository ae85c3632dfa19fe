import { padForKey, padKey } from './keys';

describe('pad keys', () => {
  it('maps letter rows to pads', () => {
    expect(padForKey(2, 'q', 'KeyQ')).toBe(0);
    expect(padForKey(2, 'S', 'KeyS')).toBe(3);
    expect(padForKey(3, 'c', 'KeyC')).toBe(8);
    expect(padForKey(4, 'v', 'KeyV')).toBe(15);
    expect(padForKey(4, '1', 'Digit1')).toBe(0);
    expect(padKey(3, 4)).toBe('S');
  });

  it('maps the numeric keypad as a 3×3 grid, 7 at the top left', () => {
    expect(padForKey(3, '7', 'Numpad7')).toBe(0);
    expect(padForKey(3, '3', 'Numpad3')).toBe(8);
    expect(padForKey(3, '5', 'Numpad5')).toBe(4);
    expect(padForKey(3, '1', 'Digit1')).toBe(0);
    expect(padForKey(2, '4', 'Digit4')).toBe(3);
    expect(padForKey(2, '5', 'Digit5')).toBeNull();
    expect(padForKey(3, 'p', 'KeyP')).toBeNull();
  });
});
