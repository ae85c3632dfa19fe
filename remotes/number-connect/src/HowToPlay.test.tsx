import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { Board } from './Board';
import { EXAMPLE_CELLS, EXAMPLE_CHAIN, EXAMPLE_VALUE, HowToPlay } from './HowToPlay';
import { CELL_COUNT } from './logic/board';
import { chainValue, isValidChain } from './logic/chain';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a real chain: 2 → 2 → 4 → 8 is valid and merges into a 16', () => {
    expect(EXAMPLE_CELLS).toHaveLength(CELL_COUNT);
    expect(EXAMPLE_CHAIN.map((cell) => EXAMPLE_CELLS[cell])).toEqual([2, 2, 4, 8]);
    expect(isValidChain(EXAMPLE_CELLS, EXAMPLE_CHAIN)).toBe(true);
    expect(chainValue(EXAMPLE_CELLS, EXAMPLE_CHAIN)).toBe(EXAMPLE_VALUE);
  });

  it('draws the example with the game board under its own test id, the chain marked', () => {
    const { container } = render(<HowToPlay Board={Board} />);
    expect(screen.getByTestId('number-connect-example')).toBeTruthy();
    expect(screen.queryByTestId('number-connect-board')).toBeNull();
    expect(container.querySelectorAll('[data-chain]')).toHaveLength(EXAMPLE_CHAIN.length);
  });
});
