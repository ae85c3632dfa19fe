import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE, EXAMPLE_PATHS, HowToPlay } from './HowToPlay';
import { countSolutions } from './logic/solver';
import { loadDeferred } from '@games/shared/game-kit/deferred';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a solved puzzle: the pipes drawn are its one solution', () => {
    const result = countSolutions(EXAMPLE);
    expect(result.count).toBe(1);
    expect(result.solution).toEqual(EXAMPLE_PATHS);
  });

  it('draws the example with the game board under its own test id', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('path-puzzle-example');
    expect(screen.queryByTestId('path-puzzle-game-board')).toBeNull();
    expect(example.querySelectorAll('.flow-cell--filled')).toHaveLength(16);
    expect(example.querySelectorAll('.flow-dot')).toHaveLength(6);
  });
});
