import { findConflicts, isSolved } from './conflicts';
import { parseBoard, SOLVED } from './testBoards';

describe('findConflicts', () => {
  it('marks three in a row across and down', () => {
    const board = parseBoard(['SSS...', '......', 'M.....', 'M.....', 'M.....', '......']);
    const { cells, messages } = findConflicts(6, [], board);
    expect([...cells].sort((a, b) => a - b)).toEqual([0, 1, 2, 12, 18, 24]);
    expect(messages).toContain('Row 1 has three suns in a row.');
    expect(messages).toContain('Column 1 has three moons in a row.');
  });

  it('marks a line over its quota', () => {
    const board = parseBoard(['SSMSS.', '......', '......', '......', '......', '......']);
    const { cells, messages } = findConflicts(6, [], board);
    expect([...cells].sort((a, b) => a - b)).toEqual([0, 1, 3, 4]);
    expect(messages).toEqual(['Row 1 has four suns; it needs three.']);
  });

  it('marks broken signs and their cells, and ignores signs with an empty side', () => {
    const board = parseBoard(['SS....', 'M.....', '......', '......', '......', '......']);
    const signs = [
      { row: 0, col: 0, direction: 'right' as const, kind: 'opposite' as const },
      { row: 0, col: 0, direction: 'down' as const, kind: 'opposite' as const },
      { row: 0, col: 1, direction: 'down' as const, kind: 'equal' as const },
    ];
    const { cells, signs: broken } = findConflicts(6, signs, board);
    expect([...broken]).toEqual([0]);
    expect([...cells].sort((a, b) => a - b)).toEqual([0, 1]);
  });
});

describe('isSolved', () => {
  it('needs a full board with no broken rule', () => {
    expect(isSolved(6, [], SOLVED)).toBe(true);
    const partial = SOLVED.slice();
    partial[5] = 0;
    expect(isSolved(6, [], partial)).toBe(false);
    expect(isSolved(6, [{ row: 0, col: 0, direction: 'right', kind: 'opposite' }], SOLVED)).toBe(false);
  });
});
