import { applyJump, CENTRE, findJump, fullBoard, holesOf, isBoardOf, isOver, jumpsFrom, legalJumps, pegCount } from './board';
import { rate } from './rating';

describe('boards', () => {
  it('has 33 English and 37 French holes', () => {
    expect(holesOf('english')).toHaveLength(33);
    expect(holesOf('french')).toHaveLength(37);
  });

  it('starts the English board with 32 pegs and four jumps into the centre', () => {
    const board = fullBoard('english', CENTRE);
    expect(pegCount(board)).toBe(32);
    expect(legalJumps('english', board).map((j) => j.to)).toEqual([CENTRE, CENTRE, CENTRE, CENTRE]);
  });

  it('removes the jumped peg and never jumps diagonally or onto a peg', () => {
    const board = fullBoard('english', CENTRE);
    const jump = findJump('english', board, 10, CENTRE)!;
    const after = applyJump(board, jump);
    expect(after[10]).toBe('.');
    expect(after[17]).toBe('.');
    expect(after[CENTRE]).toBe('o');
    expect(pegCount(after)).toBe(31);
    expect(findJump('english', board, 16, CENTRE)).toBeUndefined(); // diagonal
    expect(findJump('english', board, 8, 10)).toBeUndefined(); // onto a peg
    expect(jumpsFrom('english', after, 31).map((j) => j.to)).toEqual([17]);
  });

  it('ends when no jump remains', () => {
    const lone = '.'.repeat(49).split('');
    expect(isOver('english', fullBoard('english', CENTRE))).toBe(false);
    const one = fullBoard('english', CENTRE).replace(/o/g, '.');
    expect(isOver('english', one)).toBe(true);
    expect(lone).toHaveLength(49);
  });

  it('checks boards by layout', () => {
    expect(isBoardOf('english', fullBoard('english', CENTRE))).toBe(true);
    expect(isBoardOf('french', fullBoard('english', CENTRE))).toBe(false);
    expect(isBoardOf('english', 'x'.repeat(49))).toBe(false);
    expect(isBoardOf('english', 42)).toBe(false);
  });

  it('rates the finish by the pegs left', () => {
    const empty = fullBoard('english', CENTRE).replace(/o/g, '.');
    const withPegs = (cells: number[]) => empty.split('').map((c, i) => (cells.includes(i) ? 'o' : c)).join('');
    expect(rate(withPegs([CENTRE])).label).toBe('Genius');
    expect(rate(withPegs([10])).label).toBe('Excellent');
    expect(rate(withPegs([10, 30])).label).toBe('Very good');
    expect(rate(withPegs([10, 30, 2])).label).toBe('Good');
    expect(rate(withPegs([10, 30, 2, 4])).label).toBe('Average');
    expect(rate(fullBoard('english', CENTRE)).label).toBe('Try again');
  });
});
