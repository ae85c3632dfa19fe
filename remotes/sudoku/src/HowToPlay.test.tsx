import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE_GIVENS, EXAMPLE_SOLUTION, HowToPlay } from './HowToPlay';
import { findConflicts } from './logic/board';
import { UNITS } from './logic/grid';
import { solveUnique } from './logic/solver';
import { loadDeferred } from '@games/shared/game-kit/deferred';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a solved puzzle: its givens have this one solution, and every unit holds 1 to 9', () => {
    expect(solveUnique(EXAMPLE_GIVENS)).toEqual(EXAMPLE_SOLUTION);
    expect(findConflicts(EXAMPLE_SOLUTION).size).toBe(0);
    for (const unit of UNITS) expect(unit.cells.map((cell) => EXAMPLE_SOLUTION[cell]).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    EXAMPLE_GIVENS.forEach((given, cell) => given && expect(EXAMPLE_SOLUTION[cell]).toBe(given));
  });

  it('draws the example with the game board under its own test id, digits and all', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('sudoku-example');
    expect(screen.queryByTestId('sudoku-board')).toBeNull();
    expect(example.querySelectorAll('[data-value="5"]')).toHaveLength(9);
    expect(example.querySelectorAll('[data-given]')).toHaveLength(EXAMPLE_GIVENS.filter(Boolean).length);
  });
});
