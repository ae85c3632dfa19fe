import { loadDeferred } from '@games/shared/game-kit/deferred';
import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE_CLUES, EXAMPLE_RUNS, EXAMPLE_SIZE, EXAMPLE_SOLUTION, HowToPlay } from './HowToPlay';
import { repeatedCells, runState } from './logic/board';
import { cluesOf, layoutProblems, runsOf, whiteOf } from './logic/layout';
import { countSolutions } from './logic/solver';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a solved kakuro: a valid shape, every run done, and its clues have this one solution', () => {
    const white = whiteOf(EXAMPLE_SOLUTION);
    expect(layoutProblems(EXAMPLE_SIZE, white)).toEqual([]);
    const runs = runsOf(EXAMPLE_SIZE, white, EXAMPLE_SOLUTION);
    expect(EXAMPLE_RUNS).toEqual(runs);
    expect(EXAMPLE_CLUES).toEqual(cluesOf(EXAMPLE_SIZE, runs));
    expect(runs.every((run) => runState(run, EXAMPLE_SOLUTION).done)).toBe(true);
    expect(repeatedCells(runs, EXAMPLE_SOLUTION).size).toBe(0);
    const { count, solution } = countSolutions({ cellCount: EXAMPLE_SOLUTION.length, runs }, 2);
    expect(count).toBe(1);
    expect(solution).toEqual(EXAMPLE_SOLUTION);
  });

  it('draws the example with the game board under its own test id, inert', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('kakuro-cross-sums-example');
    expect(screen.queryByTestId('kakuro-cross-sums-board')).toBeNull();
    expect(example.querySelectorAll('[data-value]:not([data-value=""])')).toHaveLength(9);
    expect(example.querySelectorAll('[tabindex="0"]')).toHaveLength(0);
    expect(screen.getByText('Keyboard')).toBeTruthy();
  });
});
