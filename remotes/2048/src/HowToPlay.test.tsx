import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { Board } from './Board';
import { EXAMPLE, EXAMPLE_MOVE, EXAMPLE_VALUES, HowToPlay } from './HowToPlay';
import { gridFromValues, gridValues } from './logic/grid';
import { moveGrid } from './logic/move';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('is a well-formed board', () => {
    expect(gridValues(EXAMPLE)).toEqual(gridValues(gridFromValues(3, EXAMPLE_VALUES).grid));
    EXAMPLE.cells.forEach((tile, index) => tile && expect([tile.row, tile.col]).toEqual([Math.floor(index / 3), index % 3]));
  });

  it('shows a real move: slid left, the 2s make a 4 and the 4s an 8, scoring 12', () => {
    const result = moveGrid(EXAMPLE, EXAMPLE_MOVE, 100);
    expect(result.moved).toBe(true);
    expect(gridValues(result.grid)).toEqual([4, 0, 0, 8, 8, 0, 2, 0, 0]);
    expect(result.scoreGained).toBe(12);
  });

  it('draws the example with the game board under its own test id', () => {
    render(<HowToPlay Board={Board} />);
    expect(screen.getByTestId('2048-example')).toBeTruthy();
    expect(screen.queryByTestId('board-2048')).toBeNull();
    expect(screen.getAllByText('2')).toHaveLength(3);
  });
});
