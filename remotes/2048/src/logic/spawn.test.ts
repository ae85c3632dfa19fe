import { createRandom } from '@games/shared/game-kit/random';
import { emptyGrid, gridFromValues, tilesOf } from './grid';
import { spawnTile, spawnValue } from './spawn';

describe('spawnValue', () => {
  it('gives a 2 about 90% of the time and a 4 otherwise', () => {
    const random = createRandom('spawn-odds');
    let twos = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const value = spawnValue(random);
      expect([2, 4]).toContain(value);
      if (value === 2) twos++;
    }
    expect(twos / n).toBeGreaterThan(0.88);
    expect(twos / n).toBeLessThan(0.92);
  });
});

describe('spawnTile', () => {
  it('adds one new tile in an empty cell', () => {
    const { grid } = gridFromValues(3, [2, 4, 8, 16, 0, 32, 64, 128, 256]);
    const result = spawnTile(grid, createRandom('one-gap'), 99);
    expect(result.spawned).toBe(true);
    const added = tilesOf(result.grid).find((tile) => tile.id === 99)!;
    expect(added).toMatchObject({ row: 1, col: 1, isNew: true });
    expect([2, 4]).toContain(added.value);
  });

  it('leaves a full grid unchanged', () => {
    const { grid } = gridFromValues(3, [2, 4, 8, 16, 2, 32, 64, 128, 256]);
    const result = spawnTile(grid, createRandom('full'), 1);
    expect(result.spawned).toBe(false);
    expect(result.grid).toBe(grid);
  });

  it('is deterministic for a seed and reaches every cell over many seeds', () => {
    const a = spawnTile(emptyGrid(4), createRandom('same'), 1).grid;
    const b = spawnTile(emptyGrid(4), createRandom('same'), 1).grid;
    expect(a).toEqual(b);
    const cells = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const tile = tilesOf(spawnTile(emptyGrid(4), createRandom(`seed-${i}`), 1).grid)[0];
      cells.add(tile.row * 4 + tile.col);
    }
    expect(cells.size).toBe(16);
  });
});
