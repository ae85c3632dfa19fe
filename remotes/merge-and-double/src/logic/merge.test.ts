import { indexOf } from './board';
import { applyGravity } from './gravity';
import { resolve } from './merge';
import { boardFrom, EMPTY_ROW } from './testBoards';

const E = EMPTY_ROW;

describe('gravity', () => {
  it('drops blocks to the bottom of their column, keeping their order, and says which fell', () => {
    const cells = boardFrom([E, [0, 4, 0, 0, 0], E, [0, 8, 0, 0, 0], E, E, [2, 0, 0, 0, 0]]);
    const { cells: after, fell, moves } = applyGravity(cells);
    expect(after[indexOf(6, 1)]).toBe(8);
    expect(after[indexOf(5, 1)]).toBe(4);
    expect(after[indexOf(6, 0)]).toBe(2);
    expect(fell).toEqual([indexOf(6, 1), indexOf(5, 1)]);
    expect(moves.get(indexOf(1, 1))).toBe(indexOf(5, 1));
  });
});

describe('merging', () => {
  it('merges two equal neighbours into ×2 at the active block', () => {
    const cells = boardFrom([E, E, E, E, E, E, [2, 2, 0, 0, 0]]);
    const { cells: after, steps, points } = resolve(cells, [indexOf(6, 1)]);
    expect(after[indexOf(6, 1)]).toBe(4);
    expect(after[indexOf(6, 0)]).toBe(0);
    expect(steps).toHaveLength(1);
    expect(points).toBe(4);
  });

  it('merges n equal neighbours into value × 2^(n−1)', () => {
    // A 4 lands between a 4 on the left, a 4 on the right and a 4 under it: 4 blocks → 4 × 8 = 32.
    const cells = boardFrom([E, E, E, E, E, [0, 4, 4, 4, 0], [0, 8, 4, 8, 0]]);
    const { cells: after, steps } = resolve(cells, [indexOf(5, 2)]);
    expect(steps[0].value).toBe(32);
    expect(steps[0].joined).toHaveLength(3);
    // The 32 falls into the hole the 4 under it left.
    expect(after[indexOf(6, 2)]).toBe(32);
    expect(after.filter(Boolean).sort((a, b) => a - b)).toEqual([8, 8, 32]);
  });

  it('leaves blocks without equal neighbours alone', () => {
    const cells = boardFrom([E, E, E, E, E, E, [2, 4, 8, 0, 0]]);
    const result = resolve(cells, [indexOf(6, 1)]);
    expect(result.cells).toEqual(cells);
    expect(result.steps).toEqual([]);
  });

  it('plays chain reactions: the grown block merges again, and each merge scores its value times its place in the chain', () => {
    // Drop a 2 on the 2: they make a 4 that falls beside the 4: an 8 that meets the 8 under it: 16.
    const cells = boardFrom([E, E, E, E, [0, 2, 0, 0, 0], [0, 2, 4, 0, 0], [0, 8, 32, 0, 0]]);
    const { cells: after, steps, points } = resolve(cells, [indexOf(4, 1)]);
    expect(steps.map((s) => s.value)).toEqual([4, 8, 16]);
    expect(steps.map((s) => s.combo)).toEqual([1, 2, 3]);
    expect(points).toBe(4 * 1 + 8 * 2 + 16 * 3);
    expect(after.filter(Boolean)).toEqual([16, 32]);
    expect(after[indexOf(6, 1)]).toBe(16);
  });

  it('rechecks blocks that fell into new neighbours', () => {
    // Merging the two 2s at the bottom of column 0 lets the 16 above fall beside the 16 in column 1.
    const cells = boardFrom([E, E, E, E, [16, 0, 0, 0, 0], [2, 16, 0, 0, 0], [2, 64, 0, 0, 0]]);
    const { cells: after, steps } = resolve(cells, [indexOf(5, 0)]);
    expect(steps.map((s) => s.value)).toEqual([4, 32]);
    expect(after.filter(Boolean).sort((a, b) => a - b)).toEqual([4, 32, 64]);
    expect(after[indexOf(5, 0)]).toBe(32);
  });
});
