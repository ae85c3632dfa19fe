import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE_LIGHTS, EXAMPLE_PRESS, EXAMPLE_SIZE, HowToPlay } from './HowToPlay';
import { isAllOff, press } from './logic/lights';
import { minimumMoves } from './logic/solver';
import { loadDeferred } from '@games/shared/game-kit/deferred';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows a board one press from solved: the marked tile turns it all black, and par is 1', () => {
    expect(isAllOff(press(EXAMPLE_SIZE, EXAMPLE_LIGHTS, EXAMPLE_PRESS))).toBe(true);
    expect(minimumMoves(EXAMPLE_SIZE, EXAMPLE_LIGHTS)).toBe(1);
  });

  it('draws the example with the game board under its own test id', () => {
    render(<HowToPlay Board={Board} />);
    const example = screen.getByTestId('the-black-example');
    expect(screen.queryByTestId('the-black-board')).toBeNull();
    expect(example.querySelectorAll('[data-lit="true"]')).toHaveLength(5);
    expect(example.querySelectorAll('.the-black__cell--hint')).toHaveLength(1);
  });
});
