import { gridFromValues } from './grid';
import { canMove, hasWinningTile, isGameOver, winningValue } from './rules';

describe('game over detection', () => {
  it('is not over while a cell is empty', () => {
    expect(isGameOver(gridFromValues(3, [2, 4, 8, 16, 0, 32, 64, 128, 256]).grid)).toBe(false);
  });

  it('is not over when a full board has equal horizontal or vertical neighbours', () => {
    expect(canMove(gridFromValues(3, [2, 2, 8, 16, 4, 32, 64, 128, 256]).grid)).toBe(true);
    expect(canMove(gridFromValues(3, [2, 4, 8, 2, 16, 32, 64, 128, 256]).grid)).toBe(true);
    expect(canMove(gridFromValues(3, [2, 4, 8, 16, 32, 64, 128, 256, 256]).grid)).toBe(true);
  });

  it('is over on a full board with no equal neighbours', () => {
    expect(isGameOver(gridFromValues(4, [2, 4, 2, 4, 4, 2, 4, 2, 2, 4, 2, 4, 4, 2, 4, 2]).grid)).toBe(true);
  });
});

describe('winning', () => {
  it('wins at 2048 on 4×4 and larger, at 512 on 3×3', () => {
    expect(winningValue(4)).toBe(2048);
    expect(winningValue(6)).toBe(2048);
    expect(winningValue(3)).toBe(512);
    expect(hasWinningTile(gridFromValues(4, [2048, ...new Array(15).fill(0)]).grid)).toBe(true);
    expect(hasWinningTile(gridFromValues(4, [1024, ...new Array(15).fill(0)]).grid)).toBe(false);
    expect(hasWinningTile(gridFromValues(3, [512, 0, 0, 0, 0, 0, 0, 0, 0]).grid)).toBe(true);
  });
});
