import { areAdjacent, buildNeighbours, isZipPuzzle, numberAtCells } from './board';

describe('board', () => {
  it('lists orthogonal neighbours and leaves out walled ones', () => {
    const neighbours = buildNeighbours({ size: 3, walls: [[4, 5]] });
    expect(neighbours[0]).toEqual([1, 3]);
    expect(neighbours[4].sort()).toEqual([1, 3, 7]);
    expect(neighbours[5].sort()).toEqual([2, 8]);
  });

  it('places numbers on cells', () => {
    expect(Array.from(numberAtCells({ size: 2, checkpoints: [3, 0] }))).toEqual([2, 0, 0, 1]);
  });

  it('tells adjacency across rows correctly', () => {
    expect(areAdjacent(2, 3, 3)).toBe(false);
    expect(areAdjacent(2, 5, 3)).toBe(true);
  });

  it('validates puzzles', () => {
    expect(isZipPuzzle({ size: 3, checkpoints: [0, 8], walls: [[0, 1]] })).toBe(true);
    expect(isZipPuzzle({ size: 3, checkpoints: [0, 0], walls: [] })).toBe(false);
    expect(isZipPuzzle({ size: 3, checkpoints: [0, 8], walls: [[2, 3]] })).toBe(false);
    expect(isZipPuzzle({ size: 3, checkpoints: [0, 9], walls: [] })).toBe(false);
    expect(isZipPuzzle(null)).toBe(false);
  });
});
