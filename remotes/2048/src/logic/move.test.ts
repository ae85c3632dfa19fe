import { gridFromValues, gridValues, tilesOf, type BoardSize } from './grid';
import { moveGrid, type Direction } from './move';

function play(size: BoardSize, values: number[], direction: Direction) {
  const { grid, nextId } = gridFromValues(size, values);
  const result = moveGrid(grid, direction, nextId);
  return { ...result, values: gridValues(result.grid), before: grid };
}

/** Moves a single row left on a 4×4 board (other rows empty). */
function rowLeft(row: number[]) {
  const result = play(4, [...row, ...new Array(12).fill(0)], 'left');
  return { ...result, row: result.values.slice(0, 4) };
}

describe('moveGrid: merging', () => {
  it.each([
    [[2, 2, 2, 2], [4, 4, 0, 0], 8],
    [[4, 4, 8, 0], [8, 8, 0, 0], 8],
    [[2, 2, 4, 0], [4, 4, 0, 0], 4],
    [[2, 0, 0, 2], [4, 0, 0, 0], 4],
    [[2, 4, 2, 4], [2, 4, 2, 4], 0],
    [[0, 0, 0, 2], [2, 0, 0, 0], 0],
    [[4, 2, 2, 0], [4, 4, 0, 0], 4],
    [[8, 8, 8, 0], [16, 8, 0, 0], 16],
    [[2, 2, 4, 4], [4, 8, 0, 0], 12],
  ])('%j ← becomes %j scoring %i', (input, expected, score) => {
    const result = rowLeft(input);
    expect(result.row).toEqual(expected);
    expect(result.scoreGained).toBe(score);
  });

  it('never merges a tile twice in one move ([4,4,8] → [8,8], not 16)', () => {
    expect(rowLeft([4, 4, 8, 0]).row).toEqual([8, 8, 0, 0]);
  });
});

describe('moveGrid: directions', () => {
  // 2 0 0 2
  // 0 4 0 0
  // 0 4 0 0
  // 8 0 0 0
  const board = [2, 0, 0, 2, 0, 4, 0, 0, 0, 4, 0, 0, 8, 0, 0, 0];

  it('left', () => {
    expect(play(4, board, 'left').values).toEqual([4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 8, 0, 0, 0]);
  });
  it('right', () => {
    expect(play(4, board, 'right').values).toEqual([0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 8]);
  });
  it('up', () => {
    expect(play(4, board, 'up').values).toEqual([2, 8, 0, 2, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
  it('down', () => {
    expect(play(4, board, 'down').values).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 8, 8, 0, 2]);
  });
  it('merges towards the edge of travel ([2,2,2] moving right → [0,2,4])', () => {
    expect(play(3, [2, 2, 2, 0, 0, 0, 0, 0, 0], 'right').values.slice(0, 3)).toEqual([0, 2, 4]);
  });
  it('works on 6×6', () => {
    const values = new Array(36).fill(0);
    values[30] = 2;
    values[35] = 2;
    expect(play(6, values, 'left').values[30]).toBe(4);
  });
});

describe('moveGrid: no-op and tile identity', () => {
  it('reports no move and returns the same grid when nothing can slide', () => {
    const result = play(4, [2, 4, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 'left');
    expect(result.moved).toBe(false);
    expect(result.grid).toBe(result.before);
    expect(result.scoreGained).toBe(0);
  });

  it('keeps ids of sliding tiles and records what a merge came from', () => {
    const { grid, nextId } = gridFromValues(4, [2, 0, 2, 4, ...new Array(12).fill(0)]);
    const [a, b, c] = tilesOf(grid);
    const result = moveGrid(grid, 'left', nextId);
    const tiles = tilesOf(result.grid);
    const merged = tiles.find((tile) => tile.value === 4 && tile.mergedFrom)!;
    expect(merged).toMatchObject({ id: nextId, row: 0, col: 0 });
    expect(merged.mergedFrom!.map((tile) => tile.id)).toEqual([a.id, b.id]);
    expect(merged.mergedFrom!.every((tile) => tile.row === 0 && tile.col === 0)).toBe(true);
    expect(tiles.find((tile) => tile.id === c.id)).toMatchObject({ value: 4, row: 0, col: 1 });
    expect(result.nextId).toBe(nextId + 1);
  });

  it('does not carry merge or new marks into the next move', () => {
    const { grid, nextId } = gridFromValues(4, [2, 2, ...new Array(14).fill(0)]);
    const first = moveGrid(grid, 'left', nextId);
    const second = moveGrid(first.grid, 'right', first.nextId);
    expect(tilesOf(second.grid)[0]).toEqual({ id: nextId, value: 4, row: 0, col: 3 });
  });
});
