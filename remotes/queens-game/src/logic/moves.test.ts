import { CROSS, EMPTY, QUEEN, type Mark } from './marks';
import { applyMarkMove, markAfter, paintCells } from './moves';

describe('moves', () => {
  it('cycles empty → × → queen → empty, and Q and X toggle their own mark', () => {
    expect([EMPTY, CROSS, QUEEN].map((mark) => markAfter(mark as Mark, 'cycle'))).toEqual([CROSS, QUEEN, EMPTY]);
    expect(markAfter(EMPTY, 'queen')).toBe(QUEEN);
    expect(markAfter(QUEEN, 'queen')).toBe(EMPTY);
    expect(markAfter(QUEEN, 'cross')).toBe(CROSS);
    expect(markAfter(CROSS, 'cross')).toBe(EMPTY);
    expect(markAfter(QUEEN, 'clear')).toBe(EMPTY);
  });

  it('returns the same marks when a move changes nothing or misses the board', () => {
    const marks: Mark[] = [EMPTY, CROSS, QUEEN, EMPTY];
    expect(applyMarkMove(marks, { cell: 0, action: 'clear' })).toBe(marks);
    expect(applyMarkMove(marks, { cell: 9, action: 'queen' })).toBe(marks);
    expect(applyMarkMove(marks, { cell: 1, action: 'cycle' })).toEqual([EMPTY, QUEEN, QUEEN, EMPTY]);
    expect(marks[1]).toBe(CROSS);
  });

  it('paints × over empty cells only, or erases ×s, and keeps queens', () => {
    const marks: Mark[] = [EMPTY, CROSS, QUEEN, EMPTY];
    expect(paintCells(marks, [0, 1, 2, 3], false)).toEqual([CROSS, CROSS, QUEEN, CROSS]);
    expect(paintCells(marks, [0, 1, 2], true)).toEqual([EMPTY, EMPTY, QUEEN, EMPTY]);
    expect(paintCells(marks, [2], false)).toBe(marks);
  });
});
