/** What a key does in Falling Stars. */
export type KeyAction = 'left' | 'right' | 'toggle-pause' | 'pause' | 'start';

export function actionForKey(key: string): KeyAction | null {
  switch (key) {
    case 'ArrowLeft':
    case 'a':
    case 'A':
      return 'left';
    case 'ArrowRight':
    case 'd':
    case 'D':
      return 'right';
    case ' ':
    case 'Spacebar':
    case 'p':
    case 'P':
      return 'toggle-pause';
    case 'Escape':
      return 'pause';
    case 'Enter':
      return 'start';
    default:
      return null;
  }
}

/** The movement axis from the keys held: both or neither cancel out. */
export function axisFor(left: boolean, right: boolean): -1 | 0 | 1 {
  return left === right ? 0 : left ? -1 : 1;
}
