import { EXAMPLE_SEED, EXAMPLE_SEQUENCE, EXAMPLE_STEP } from './HowToPlay';
import { newGame, playbackFrame, press, start, tick, type SequenceGame } from './logic/game';
import { stepTiming } from './logic/modes';

describe('the how-to-play example', () => {
  it('lights the step the game plays in round 3 of its seed', () => {
    const period = stepTiming('simon', false).onMs + stepTiming('simon', false).gapMs;
    let now = 0;
    let game: SequenceGame = start(newGame(EXAMPLE_SEED, 'simon', false), now);
    // Play the first two rounds right, as the game shows them.
    while (game.sequence.length < EXAMPLE_SEQUENCE.length) {
      now += 60_000;
      game = tick(game, now);
      expect(game.phase).toBe('input');
      for (const pad of game.sequence) game = press(game, pad, now).game;
    }
    expect(game.sequence).toEqual(EXAMPLE_SEQUENCE);
    const frame = playbackFrame(game, game.startsAt! + EXAMPLE_STEP * period);
    expect(frame.index).toBe(EXAMPLE_STEP);
    expect(frame.pad).toBe(EXAMPLE_SEQUENCE[EXAMPLE_STEP]);
  });
});
