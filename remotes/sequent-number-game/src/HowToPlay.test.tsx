import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE, EXAMPLE_SOLUTION, HowToPlay } from './HowToPlay';
import { conflicts, isSolved } from './logic/board';
import { isSequentPuzzle } from './logic/grid';
import { solveByLogic } from './logic/deduce';
import { loadDeferred } from '@games/shared/game-kit/deferred';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a solved Hidato: its givens lead by logic alone to the numbers drawn, a chain of touching cells', () => {
    expect(isSequentPuzzle(EXAMPLE)).toBe(true);
    expect(isSolved(EXAMPLE, EXAMPLE_SOLUTION)).toBe(true);
    expect(conflicts(EXAMPLE, EXAMPLE_SOLUTION).size).toBe(0);
    expect(solveByLogic(EXAMPLE)).toEqual({ solved: true, values: EXAMPLE_SOLUTION });
  });

  it('draws the example with the game board under its own test id', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('sequent-example');
    expect(screen.queryByTestId('sequent-number-game-board')).toBeNull();
    expect(example.querySelectorAll('[data-value]')).toHaveLength(16);
    expect(example.querySelectorAll('.sequent-cell--given')).toHaveLength(6);
  });
});
