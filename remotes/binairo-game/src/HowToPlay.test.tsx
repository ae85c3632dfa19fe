import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE, HowToPlay } from './HowToPlay';
import { findConflicts, isSolved } from './logic/conflicts';
import { countSolutions } from './logic/countSolutions';
import { loadDeferred } from '@games/shared/game-kit/deferred';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a solved puzzle: its givens have this one solution, which breaks no rule', () => {
    expect(isSolved(EXAMPLE.size, EXAMPLE.solution)).toBe(true);
    expect(findConflicts(EXAMPLE.size, EXAMPLE.solution).cells.size).toBe(0);
    const counted = countSolutions(EXAMPLE);
    expect(counted.count).toBe(1);
    EXAMPLE.givens.forEach((given, cell) => given !== null && expect(EXAMPLE.solution[cell]).toBe(given));
  });

  it('draws the example with the game board under its own test id', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('binairo-example');
    expect(screen.queryByTestId('binairo-game-board')).toBeNull();
    expect(example.querySelectorAll('[data-value="1"]')).toHaveLength(18);
    expect(example.querySelectorAll('[data-given]')).toHaveLength(10);
  });
});
