import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE, EXAMPLE_PATH, HowToPlay } from './HowToPlay';
import { isSolved } from './logic/path';
import { pathRulesOf } from './logic/rules';
import { findSolutions } from './logic/solver';
import { loadDeferred } from '@games/shared/game-kit/deferred';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a solved puzzle: the drawn path solves it, and it is the only solution', () => {
    expect(isSolved(pathRulesOf(EXAMPLE), EXAMPLE_PATH)).toBe(true);
    expect(findSolutions(EXAMPLE)).toEqual([EXAMPLE_PATH]);
  });

  it('draws the example with the game board under its own test id', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('zip-example');
    expect(screen.queryByTestId('zip-board')).toBeNull();
    expect(example.dataset.pathLength).toBe('16');
    expect(example.querySelectorAll('[data-number]')).toHaveLength(4);
  });
});
