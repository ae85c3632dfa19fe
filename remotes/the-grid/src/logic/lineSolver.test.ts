import { propagate, solveLine } from './lineSolver';
import { BLANK as _, CROSSED as X, FILLED as F, type Mark } from './types';

const blank = (n: number): Mark[] => new Array<Mark>(n).fill(_);

describe('solveLine', () => {
  it('fills the overlap of a long run', () => {
    // 4 in 5 cells: the middle three are filled in every placement
    expect(solveLine([4], blank(5))).toEqual([_, F, F, F, _]);
  });

  it('settles a clue that fills the line exactly', () => {
    expect(solveLine([2, 2], blank(5))).toEqual([F, F, X, F, F]);
  });

  it('crosses a whole line with no runs', () => {
    expect(solveLine([], blank(3))).toEqual([X, X, X]);
    expect(solveLine([0], blank(3))).toEqual([X, X, X]);
  });

  it('uses what is known: a filled cell pins a run, crosses split space', () => {
    expect(solveLine([1], [_, F, _, _])).toEqual([X, F, X, X]);
    expect(solveLine([2], [_, X, _, _])).toEqual([X, X, F, F]);
    expect(solveLine([2], [_, X, _, _, _])).toEqual([X, X, _, F, _]);
    expect(solveLine([3], [_, _, X, _, _, _])).toEqual([X, X, X, F, F, F]);
  });

  it('finds contradictions', () => {
    expect(solveLine([3], [_, X, _, X])).toBeNull();
    expect(solveLine([1], [F, X, F])).toBeNull();
    expect(solveLine([5], blank(4))).toBeNull();
  });

  it('leaves truly open cells open', () => {
    expect(solveLine([1], blank(3))).toEqual([_, _, _]);
  });
});

describe('propagate', () => {
  it('solves a line-solvable picture', () => {
    // a plus sign on 3×3
    const grid = blank(9);
    expect(propagate(3, 3, [[1], [3], [1]], [[1], [3], [1]], grid)).toBe('solved');
    expect(grid).toEqual([X, F, X, F, F, F, X, F, X]);
  });

  it('gets stuck on an ambiguous picture and reports contradictions', () => {
    // two diagonals fit [1],[1] / [1],[1]
    expect(propagate(2, 2, [[1], [1]], [[1], [1]], blank(4))).toBe('stuck');
    expect(propagate(2, 2, [[2], [0]], [[0], [1]], blank(4))).toBe('contradiction');
  });
});
