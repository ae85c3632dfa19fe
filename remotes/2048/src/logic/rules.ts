import { maxTileValue, tileAt, type BoardSize, type Grid } from './grid';

/**
 * The tile that wins. 2048 on the classic board and larger ones; on 3×3 the largest tile
 * that can ever appear is 1024 (nine cells), so a 3×3 game is won at 512.
 */
export function winningValue(size: BoardSize): number {
  return size === 3 ? 512 : 2048;
}

export function hasWinningTile(grid: Grid): boolean {
  return maxTileValue(grid) >= winningValue(grid.size);
}

/** True while some move can change the board: an empty cell or two equal neighbours. */
export function canMove(grid: Grid): boolean {
  const { size } = grid;
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const tile = tileAt(grid, row, col);
      if (!tile) return true;
      const right = col + 1 < size ? tileAt(grid, row, col + 1) : null;
      const below = row + 1 < size ? tileAt(grid, row + 1, col) : null;
      if (right?.value === tile.value || below?.value === tile.value) return true;
    }
  }
  return false;
}

export function isGameOver(grid: Grid): boolean {
  return !canMove(grid);
}
