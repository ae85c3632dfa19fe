import { blockLabel, columnHeight, indexOf, orthogonalNeighbours, topOf } from './board';
import { boardFrom, EMPTY_ROW } from './testBoards';

describe('board', () => {
  it('has orthogonal neighbours only, never across a row end', () => {
    expect(orthogonalNeighbours(indexOf(3, 2)).sort((a, b) => a - b)).toEqual([12, 16, 18, 22]);
    expect(orthogonalNeighbours(0).sort((a, b) => a - b)).toEqual([1, 5]);
    expect(orthogonalNeighbours(4)).not.toContain(5);
  });

  it('measures columns', () => {
    const cells = boardFrom([EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, [0, 0, 8, 0, 0], [0, 0, 4, 0, 0], [2, 0, 2, 0, 0]]);
    expect(columnHeight(cells, 2)).toBe(3);
    expect(topOf(cells, 2)).toBe(indexOf(4, 2));
    expect(topOf(cells, 1)).toBe(-1);
    expect(blockLabel(4096)).toBe('4K');
  });
});
