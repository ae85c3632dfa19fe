import { loadDeferred } from '@games/shared/game-kit/deferred';
import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE_PUZZLE, HowToPlay } from './HowToPlay';
import { isSolvedBoard, lineStates } from './logic/rules';
import { countSolutions } from './logic/solver';
import { ERASED, KEPT } from './logic/types';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a solved puzzle: its sums have this one keep-mask, and every row and column adds up', () => {
    expect(countSolutions(EXAMPLE_PUZZLE, 2)).toEqual({ count: 1, solution: EXAMPLE_PUZZLE.solution });
    const marks = EXAMPLE_PUZZLE.solution.map((kept) => (kept ? KEPT : ERASED));
    expect(isSolvedBoard(EXAMPLE_PUZZLE, { marks, slips: 0, slip: -1 })).toBe(true);
    const states = lineStates(EXAMPLE_PUZZLE, marks);
    expect([...states.rows, ...states.cols].every((line) => line.done)).toBe(true);
  });

  it('draws the example with the game board under its own test id, kept and erased', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('cross-sums-example');
    expect(screen.queryByTestId('cross-sums-board')).toBeNull();
    expect(example.querySelectorAll('[data-mark="kept"]')).toHaveLength(EXAMPLE_PUZZLE.solution.filter(Boolean).length);
    expect(example.querySelectorAll('[data-mark="erased"]')).toHaveLength(EXAMPLE_PUZZLE.solution.filter((kept) => !kept).length);
    expect(screen.getByText('Keyboard')).toBeTruthy();
  });
});
