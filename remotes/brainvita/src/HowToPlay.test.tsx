import { render, screen } from '@testing-library/react';
import { Board } from './Board';
import { EXAMPLE_BOARD, EXAMPLE_PICKED, EXAMPLE_TARGETS, HowToPlay } from './HowToPlay';
import { applyJump, findJump, isOver, jumpsFrom } from './logic/board';
import { rate } from './logic/rating';
import { loadDeferred } from '@games/shared/game-kit/deferred';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('shows the last jump: the picked peg can land only in the ringed hole, which finishes as Genius', () => {
    expect(jumpsFrom('english', EXAMPLE_BOARD, EXAMPLE_PICKED).map((jump) => jump.to)).toEqual(EXAMPLE_TARGETS);
    const after = applyJump(EXAMPLE_BOARD, findJump('english', EXAMPLE_BOARD, EXAMPLE_PICKED, EXAMPLE_TARGETS[0])!);
    expect(isOver('english', after)).toBe(true);
    expect(rate(after).label).toBe('Genius');
  });

  it('draws the example with the game board under its own test id', () => {
    render(<HowToPlay Board={Board} />);
    expect(screen.getByTestId('brainvita-example')).toBeTruthy();
    expect(screen.queryByTestId('brainvita-board')).toBeNull();
  });
});
