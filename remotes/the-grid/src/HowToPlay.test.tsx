import { loadDeferred } from '@games/shared/game-kit/deferred';
import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE_PUZZLE, HowToPlay } from './HowToPlay';
import { cluesOf } from './logic/clues';
import { countSolutions } from './logic/countSolutions';
import { PICTURES } from './logic/pictures';
import { isSolvedBoard } from './logic/rules';
import { CROSSED, FILLED } from './logic/types';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it("shows the game's heart, solved: its clues are the picture's, and they have this one solution", () => {
    const { width, height, rowClues, colClues, solution } = EXAMPLE_PUZZLE;
    expect({ rowClues, colClues }).toEqual(cluesOf(width, height, solution));
    const heart = PICTURES.find((picture) => picture.name === EXAMPLE_PUZZLE.name)!;
    expect(heart.rows.join('').replace(/[^.]/g, 'X')).toBe(solution.map((filled) => (filled ? 'X' : '.')).join(''));
    const marks = solution.map((filled) => (filled ? FILLED : CROSSED));
    expect(countSolutions({ width, height, rowClues, colClues }, 2)).toEqual({ count: 1, solution: marks });
    expect(isSolvedBoard(EXAMPLE_PUZZLE, marks)).toBe(true);
  });

  it('draws the example with the game board under its own test id, filled and crossed', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('the-grid-example');
    expect(screen.queryByTestId('the-grid-board')).toBeNull();
    expect(example.querySelectorAll('[data-mark="filled"]')).toHaveLength(EXAMPLE_PUZZLE.solution.filter(Boolean).length);
    expect(screen.getByText('Keyboard')).toBeTruthy();
  });
});
