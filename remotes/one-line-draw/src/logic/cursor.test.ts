import { cursorStart, cursorWords } from './cursor';
import { SQUARE } from './test-figures';

describe('keyboard cursor', () => {
  it('starts on a dot other than the solution’s start', () => {
    expect(cursorStart(SQUARE)).toEqual([0, 0]);
    expect(cursorStart({ ...SQUARE, solution: [0, 1, 2] })).toEqual([1, 0]);
  });

  it('says the dot under it, or that there is none', () => {
    expect(cursorWords([1, 0], 1, 3)).toBe('Dot at column 2, row 1, 3 lines. Enter starts here.');
    expect(cursorWords([2, 3], -1, 0)).toBe('Column 3, row 4: no dot.');
  });
});
