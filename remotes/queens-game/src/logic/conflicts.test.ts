import { cellsRuledOut, conflictingQueens, describeClash, isSolved } from './conflicts';

// The 4×4 layout from board.test.ts; its only solution is (0,2) (1,0) (2,3) (3,1).
const layout = { size: 4, regions: [0, 1, 1, 1, 0, 0, 2, 1, 3, 0, 2, 2, 3, 3, 3, 2] };

describe('conflicts', () => {
  it('finds clashing queens', () => {
    expect([...conflictingQueens(layout, [0, 5])].sort()).toEqual([0, 5]);
    expect(conflictingQueens(layout, [2, 4, 11, 13]).size).toBe(0);
  });

  it('rules out everything a queen attacks', () => {
    const ruledOut = cellsRuledOut(layout, [1]);
    expect(ruledOut.has(0)).toBe(true);
    expect(ruledOut.has(13)).toBe(true);
    expect(ruledOut.has(1)).toBe(false);
    expect(ruledOut.has(8)).toBe(false);
  });

  it('accepts only a full valid placement', () => {
    expect(isSolved(layout, [2, 4, 11, 13])).toBe(true);
    expect(isSolved(layout, [2, 4, 11])).toBe(false);
    expect(isSolved(layout, [2, 4, 11, 14])).toBe(false);
  });

  it('names the first rule two queens break, for the message under the board', () => {
    expect(describeClash(layout, [0, 3])).toBe('Row 1 has two queens.');
    expect(describeClash(layout, [0, 12])).toBe('Column 1 has two queens.');
    expect(describeClash(layout, [4, 9])).toBe('The Purple region (A) has two queens.');
    expect(describeClash(layout, [5, 10])).toBe('The queens at row 2, column 2 and row 3, column 3 touch.');
    expect(describeClash(layout, [2, 4, 11, 13])).toBeNull();
  });
});
