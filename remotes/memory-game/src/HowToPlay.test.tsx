import { render, screen } from '@testing-library/react';
import { loadDeferred } from '@games/shared/game-kit/deferred';
import { Board } from './Board';
import { EXAMPLE, HowToPlay, LIVES as SHOWN_LIVES, TRIALS as SHOWN_TRIALS } from './HowToPlay';
import { LIVES, newGame, pick, reviewMark, trialOutcome, TRIALS, type MatrixGame } from './logic/game';

describe('how to play', () => {
  // The kit's how-to-play layout loads with the help dialog's chunk; the frame loads it before drawing the help.
  beforeAll(() => loadDeferred('help'));

  it('tells the game’s own numbers', () => {
    expect([SHOWN_LIVES, SHOWN_TRIALS]).toEqual([LIVES, TRIALS]);
  });

  it('shows a real review: picking the three lit tiles of a first trial is perfect and gives this board', () => {
    const fresh = newGame(EXAMPLE.seed, EXAMPLE.revealMs);
    let game: MatrixGame = { ...fresh, phase: 'recall', tiles: EXAMPLE.tiles, count: EXAMPLE.tiles.length, side: EXAMPLE.side };
    for (const cell of EXAMPLE.picks) game = pick(game, cell, 0);
    expect({ ...game, endsAt: null }).toEqual(EXAMPLE);
    expect(trialOutcome(EXAMPLE)).toBe('perfect');
    expect(EXAMPLE.tiles.map((cell) => reviewMark(EXAMPLE, cell))).toEqual(['correct', 'correct', 'correct']);
  });

  it('draws the example with the game board under its own test id', () => {
    const { container } = render(<HowToPlay Board={Board} />);
    expect(screen.getByTestId('memory-game-example')).toBeTruthy();
    expect(screen.queryByTestId('memory-game-board')).toBeNull();
    expect(container.querySelectorAll('[data-state="correct"]')).toHaveLength(3);
  });
});
