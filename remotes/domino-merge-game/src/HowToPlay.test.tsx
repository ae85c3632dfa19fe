import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { Board } from './Board';
import { EXAMPLE_BOARD, EXAMPLE_GHOST, HowToPlay } from './HowToPlay';
import { CELLS } from './logic/board';
import { gameFrom, preview } from './logic/game';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a real placement: the domino fits, and its merges are the ones the game would make', () => {
    expect(EXAMPLE_BOARD).toHaveLength(CELLS);
    const state = { ...gameFrom('how-to-play', EXAMPLE_BOARD), piece: EXAMPLE_GHOST.piece };
    const outcome = preview(state, EXAMPLE_GHOST.placement);
    expect(outcome).not.toBeNull();
    expect(outcome!.steps).toEqual(EXAMPLE_GHOST.steps);
    expect(outcome!.steps.map((step) => step.result)).toEqual([4, 5]);
  });

  it('draws the example with the game board under its own test id, the chain ending in a 5', () => {
    const { container } = render(<HowToPlay Board={Board} />);
    expect(screen.getByTestId('domino-merge-example')).toBeTruthy();
    expect(screen.queryByTestId('domino-merge-game-board')).toBeNull();
    expect(container.querySelector('[data-merge-result]')?.getAttribute('data-merge-result')).toBe('5');
  });
});
