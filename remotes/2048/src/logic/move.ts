import type { Grid, Position, Tile } from './grid';

export type Direction = 'up' | 'down' | 'left' | 'right';
export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

export interface MoveResult {
  grid: Grid;
  /** False when nothing could slide or merge: the move does not count. */
  moved: boolean;
  /** Sum of the values of the tiles created by merges. */
  scoreGained: number;
  /** Next free tile id (merged tiles take new ids). */
  nextId: number;
}

/**
 * The board's lines as seen in the direction of travel: each line lists positions from the
 * edge tiles move towards, so index 0 is where the first tile ends up.
 */
function linesFor(size: number, direction: Direction): Position[][] {
  const lines: Position[][] = [];
  for (let line = 0; line < size; line++) {
    const positions: Position[] = [];
    for (let step = 0; step < size; step++) {
      const far = size - 1 - step;
      switch (direction) {
        case 'left':
          positions.push({ row: line, col: step });
          break;
        case 'right':
          positions.push({ row: line, col: far });
          break;
        case 'up':
          positions.push({ row: step, col: line });
          break;
        case 'down':
          positions.push({ row: far, col: line });
          break;
      }
    }
    lines.push(positions);
  }
  return lines;
}

/**
 * Slides every tile as far as it goes in the direction; two equal tiles that meet merge into
 * their sum, and a merged tile does not merge again in the same move ([2,2,2,2] → [4,4]).
 */
export function moveGrid(grid: Grid, direction: Direction, nextId: number): MoveResult {
  const { size } = grid;
  const cells = new Array<Tile | null>(size * size).fill(null);
  let moved = false;
  let scoreGained = 0;
  let id = nextId;

  for (const line of linesFor(size, direction)) {
    const tiles = line.map(({ row, col }) => grid.cells[row * size + col]).filter((tile): tile is Tile => tile !== null);
    let target = 0;
    // The last tile placed in this line, if it may still take a merge.
    let mergeable: Tile | null = null;

    for (const tile of tiles) {
      if (mergeable && mergeable.value === tile.value) {
        const at = line[target - 1];
        const merged: Tile = {
          id: id++,
          value: tile.value * 2,
          row: at.row,
          col: at.col,
          mergedFrom: [mergeable, { id: tile.id, value: tile.value, row: at.row, col: at.col }],
        };
        cells[at.row * size + at.col] = merged;
        scoreGained += merged.value;
        moved = true;
        mergeable = null;
        continue;
      }
      const at = line[target++];
      const placed: Tile = { id: tile.id, value: tile.value, row: at.row, col: at.col };
      if (at.row !== tile.row || at.col !== tile.col) moved = true;
      cells[at.row * size + at.col] = placed;
      mergeable = placed;
    }
  }

  return moved ? { grid: { size, cells }, moved, scoreGained, nextId: id } : { grid, moved, scoreGained: 0, nextId };
}
