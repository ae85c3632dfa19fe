import { indexOf } from './board';
import { canExtend, chainValue, followDrag, isValidChain, powerAtLeast, touchCell } from './chain';
import { boardFrom } from './testBoards';

// Row 0: 2 2 4 8 8 / row 1: 2 4 4 16 8 / the rest filler.
const cells = boardFrom([
  [2, 2, 4, 8, 8],
  [2, 4, 4, 16, 8],
  [64, 32, 64, 32, 64],
  [32, 64, 32, 64, 32],
  [64, 32, 64, 32, 64],
  [32, 64, 32, 64, 32],
  [64, 32, 64, 32, 64],
  [32, 64, 32, 64, 32],
]);
const at = indexOf;

describe('the chain rule', () => {
  it('starts with two equal neighbours', () => {
    expect(canExtend(cells, [at(0, 0)], at(0, 1))).toBe(true);
    expect(canExtend(cells, [at(0, 0)], at(1, 1))).toBe(false); // 2 then 4: the first two must be equal
    expect(canExtend(cells, [at(0, 1)], at(1, 0))).toBe(true); // diagonal
  });

  it('goes on with an equal tile or its double, never a smaller or far one', () => {
    const chain = [at(0, 0), at(0, 1)];
    expect(canExtend(cells, chain, at(0, 2))).toBe(true); // 2 → 4 doubles
    expect(canExtend(cells, chain, at(1, 1))).toBe(true); // diagonal 4
    expect(canExtend(cells, chain, at(0, 3))).toBe(false); // not a neighbour
    expect(canExtend(cells, [...chain, at(0, 2)], at(0, 3))).toBe(true); // 4 → 8
    expect(canExtend(cells, [at(0, 3), at(0, 4)], at(1, 3))).toBe(true); // 8 → 16
    expect(canExtend(cells, [at(0, 3), at(0, 4), at(1, 3)], at(1, 4))).toBe(false); // 16 → 8 goes down
    expect(canExtend(cells, [at(0, 0), at(0, 1), at(0, 2), at(0, 3)], at(1, 3))).toBe(true);
  });

  it('never revisits a cell', () => {
    expect(canExtend(cells, [at(0, 0), at(0, 1), at(1, 0)], at(0, 0))).toBe(false);
  });

  it('checks whole chains', () => {
    expect(isValidChain(cells, [at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4)])).toBe(true);
    expect(isValidChain(cells, [at(0, 0)])).toBe(false);
    expect(isValidChain(cells, [at(0, 0), at(1, 1)])).toBe(false);
  });

  it('makes the smallest power of two at least the sum', () => {
    expect(powerAtLeast(4)).toBe(4);
    expect(powerAtLeast(6)).toBe(8);
    expect(powerAtLeast(17)).toBe(32);
    expect(chainValue(cells, [at(0, 0), at(0, 1)])).toBe(4); // 2+2
    expect(chainValue(cells, [at(0, 0), at(0, 1), at(1, 0)])).toBe(8); // 6 → 8
    expect(chainValue(cells, [at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4)])).toBe(32); // 24 → 32
    expect(chainValue(cells, [at(0, 0)])).toBe(0);
  });

  it('steps back when the cell before the end is touched again, ignores invalid cells', () => {
    const chain = [at(0, 0), at(0, 1), at(0, 2)];
    expect(touchCell(cells, chain, at(0, 1))).toEqual([at(0, 0), at(0, 1)]);
    expect(touchCell(cells, chain, at(5, 0))).toBe(chain);
    expect(touchCell(cells, chain, at(0, 3))).toEqual([...chain, at(0, 3)]);
  });

  it('follows a fast diagonal drag past the orthogonal cell the gap filling walks first', () => {
    // From (0,1) to (1,2) the filled path is (1,1) then (1,2): both 4s; the drag means the diagonal one.
    expect(followDrag(cells, [at(0, 0), at(0, 1)], [at(1, 1), at(1, 2)])).toEqual([at(0, 0), at(0, 1), at(1, 2)]);
    // A long drag takes every reachable step in order.
    expect(followDrag(cells, [at(0, 0)], [at(0, 1), at(0, 2), at(0, 3), at(0, 4)])).toEqual([0, 1, 2, 3, 4]);
    // Nothing reachable: unchanged.
    const chain = [at(0, 0)];
    expect(followDrag(cells, chain, [at(5, 0)])).toBe(chain);
  });
});
