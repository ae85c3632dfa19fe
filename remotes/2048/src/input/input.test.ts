import { directionForKey, isUndoShortcut, type KeyPress } from './keys';
import { swipeDirection } from './swipe';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('directionForKey', () => {
  it.each([
    ['ArrowUp', 'up'],
    ['ArrowDown', 'down'],
    ['ArrowLeft', 'left'],
    ['ArrowRight', 'right'],
    ['w', 'up'],
    ['A', 'left'],
    ['s', 'down'],
    ['d', 'right'],
    ['k', 'up'],
    ['h', 'left'],
    ['j', 'down'],
    ['l', 'right'],
  ])('%s → %s', (key, direction) => {
    expect(directionForKey(press(key))).toBe(direction);
  });

  it('ignores other keys and browser shortcuts', () => {
    expect(directionForKey(press('x'))).toBeNull();
    expect(directionForKey(press('Enter'))).toBeNull();
    expect(directionForKey(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(directionForKey(press('l', { ctrlKey: true }))).toBeNull();
    expect(directionForKey(press('d', { metaKey: true }))).toBeNull();
  });
});

describe('isUndoShortcut', () => {
  it('accepts Ctrl+Z and Cmd+Z only', () => {
    expect(isUndoShortcut(press('z', { ctrlKey: true }))).toBe(true);
    expect(isUndoShortcut(press('Z', { metaKey: true }))).toBe(true);
    expect(isUndoShortcut(press('z'))).toBe(false);
    expect(isUndoShortcut(press('z', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});

describe('swipeDirection', () => {
  it('follows the dominant axis past the threshold', () => {
    expect(swipeDirection(60, 10)).toBe('right');
    expect(swipeDirection(-60, 10)).toBe('left');
    expect(swipeDirection(5, 40)).toBe('down');
    expect(swipeDirection(5, -40)).toBe('up');
  });

  it('ignores short drags and exact diagonals', () => {
    expect(swipeDirection(10, 5)).toBeNull();
    expect(swipeDirection(30, 30)).toBeNull();
    expect(swipeDirection(10, 0, 8)).toBe('right');
  });
});
