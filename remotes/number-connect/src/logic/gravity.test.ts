import { applyGravity } from './gravity';
import { boardFrom } from './testBoards';

const full = (value: number) => [value, value, value, value, value];

describe('gravity', () => {
  it('drops tiles down their column and leaves the gaps at the top', () => {
    const cells = boardFrom([[2, 0, 4, 0, 8], full(16), [0, 0, 32, 0, 0], full(2), full(4), [0, 8, 0, 8, 0], full(16), [4, 0, 0, 0, 2]]);
    const after = applyGravity(cells);
    const column = (col: number) => after.filter((_, i) => i % 5 === col);
    expect(column(0)).toEqual([0, 0, 2, 16, 2, 4, 16, 4]);
    expect(column(1)).toEqual([0, 0, 0, 16, 2, 4, 8, 16]);
    expect(column(2)).toEqual([0, 0, 4, 16, 32, 2, 4, 16]);
    expect(after.filter(Boolean).length).toBe(cells.filter(Boolean).length);
  });

  it('leaves a full board alone', () => {
    const cells = boardFrom(Array.from({ length: 8 }, (_, r) => full(2 ** (r + 1))));
    expect(applyGravity(cells)).toEqual(cells);
  });
});
