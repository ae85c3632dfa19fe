import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { Board } from './Board';
import { EXAMPLE_COLUMN, EXAMPLE_GAME, HowToPlay } from './HowToPlay';
import { CELL_COUNT, indexOf, ROWS } from './logic/board';
import { drop } from './logic/game';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a real chain: the 8 dropped in the middle makes 16, then 32, for 80 points', () => {
    expect(EXAMPLE_GAME.cells).toHaveLength(CELL_COUNT);
    const result = drop(EXAMPLE_GAME, EXAMPLE_COLUMN)!;
    expect(result.steps.map((step) => [step.value, step.combo])).toEqual([
      [16, 1],
      [32, 2],
    ]);
    expect(result.points).toBe(80);
    expect(result.state.cells[indexOf(ROWS - 1, EXAMPLE_COLUMN)]).toBe(32);
  });

  it('draws the example with the game board under its own test id, the ghost 8 over the middle column', () => {
    const { container } = render(<HowToPlay Board={Board} />);
    expect(screen.getByTestId('merge-and-double-example')).toBeTruthy();
    expect(screen.queryByTestId('merge-and-double-board')).toBeNull();
    expect(container.querySelector(`[data-col="${EXAMPLE_COLUMN}"] .md-block--ghost`)?.textContent).toBe('8');
  });
});
