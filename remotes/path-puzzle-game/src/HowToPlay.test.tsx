import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE, EXAMPLE_PATHS, HowToPlay } from './HowToPlay';
import { countSolutions } from './logic/solver';

describe('how to play', () => {
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
