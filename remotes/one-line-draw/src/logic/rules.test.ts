import { oneLineRules, strokeHint } from './rules';
import { SQUARE } from './test-figures';

describe('rules and hints', () => {
  it('plays strokes the path input makes, refusing invalid ones', () => {
    expect(oneLineRules.applyMove(SQUARE, [], [1, 0])).toEqual([1, 0]);
    const stroke = [1, 0];
    expect(oneLineRules.applyMove(SQUARE, stroke, [1, 0, 1])).toBe(stroke);
    expect(oneLineRules.isSolved(SQUARE, SQUARE.solution)).toBe(true);
    expect(oneLineRules.isSolved(SQUARE, [1, 0])).toBe(false);
  });

  it('hints the start dot first, then the next line', () => {
    expect(strokeHint(SQUARE, [])).toMatchObject({ board: [1], cells: [1] });
    const next = strokeHint(SQUARE, [1])!;
    expect(next.board).toHaveLength(2);
    expect(next.cells).toEqual([1, next.board[1]]);
  });

  it('takes a stroke that cannot finish back to where it can', () => {
    // From 1: 1-2, 2-3, 3-0 leaves the double line and the arrow 0→2 with no way to finish both.
    const hint = strokeHint(SQUARE, [1, 2, 3, 0, 2])!;
    expect(hint.board.length).toBeLessThan(5);
    expect(hint.reason).toMatch(/goes back|Start again/);
    // A stroke started on an even dot starts again at the odd start.
    expect(strokeHint(SQUARE, [3, 0])).toMatchObject({ board: [1] });
  });
});
