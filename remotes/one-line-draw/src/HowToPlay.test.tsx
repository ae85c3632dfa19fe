import { render, screen } from '@testing-library/react';
import { EXAMPLE, EXAMPLE_STROKE, HowToPlay } from './HowToPlay';
import { oddDots } from './logic/euler';
import { isFigure } from './logic/figure';
import { isDrawn, isValidStroke } from './logic/trace';
import { loadDeferred } from '@games/shared/game-kit/deferred';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a figure half drawn by a stroke that draws it all, between its two odd dots', () => {
    expect(isFigure(EXAMPLE)).toBe(true);
    expect(isDrawn(EXAMPLE, EXAMPLE.solution)).toBe(true);
    expect(isValidStroke(EXAMPLE, EXAMPLE_STROKE)).toBe(true);
    expect(oddDots(EXAMPLE)).toEqual([EXAMPLE.solution[0], EXAMPLE.solution[EXAMPLE.solution.length - 1]]);
  });

  it('draws the example with the game figure under its own test id, four lines traced', () => {
    render(<HowToPlay />);
    const example = screen.getByTestId('one-line-draw-example');
    expect(screen.queryByTestId('one-line-draw-board')).toBeNull();
    expect(example.querySelectorAll('[data-traced="1"]')).toHaveLength(4);
  });
});
