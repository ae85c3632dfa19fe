import { findConflicts, isSolved, lineCounts } from './conflicts';
import { parseBoard } from './testBoards';

const SOLVED = parseBoard(['100110', '010011', '101001', '101100', '010110', '011001']);

describe('findConflicts', () => {
  it('finds nothing on a valid solution, which counts as solved', () => {
    expect(findConflicts(6, SOLVED).cells.size).toBe(0);
    expect(isSolved(6, SOLVED)).toBe(true);
  });

  it('marks three alike in a row, in a row or a column', () => {
    const board = parseBoard(['111...', '......', '......', '0.....', '0.....', '0.....']);
    const { cells, messages } = findConflicts(6, board);
    expect([...cells.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 18, 24, 30]);
    expect(cells.get(0)).toEqual(new Set(['three']));
    expect(messages).toEqual(['Row 1 has three 1s in a row.', 'Column 1 has three 0s in a row.']);
  });

  it('marks a line holding more than half of one digit (balance)', () => {
    const board = parseBoard(['1.1.11', '......', '......', '......', '......', '......']);
    const { cells, messages } = findConflicts(6, board);
    expect(cells.get(0)).toEqual(new Set(['balance']));
    expect(messages).toContain('Row 1 has 4 1s; it may hold only 3.');
  });

  it('marks two equal full rows and two equal full columns', () => {
    const rows = parseBoard(['010011', '010011', '......', '......', '......', '......']);
    expect(findConflicts(6, rows).messages).toContain('Row 2 is the same as Row 1.');
    expect(findConflicts(6, rows).cells.get(7)).toEqual(new Set(['equal']));
    const columns = parseBoard(['00....', '11....', '00....', '11....', '00....', '11....']);
    expect(findConflicts(6, columns).messages).toContain('Column 2 is the same as Column 1.');
    expect(isSolved(6, columns)).toBe(false);
  });

  it('counts a line’s 0s and 1s against what it needs', () => {
    expect(lineCounts(parseBoard(['01.1..']), [0, 1, 2, 3, 4, 5])).toEqual({ 0: 1, 1: 2, needed: 3 });
  });
});
