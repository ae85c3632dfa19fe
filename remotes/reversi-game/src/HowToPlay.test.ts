import { EXAMPLE_MOVES } from './HowToPlay';
import { replay } from './logic/game';

describe('how-to-play example', () => {
  it('is legal, and its last move flips two discs', () => {
    const example = replay(EXAMPLE_MOVES);
    expect(example.valid).toBe(true);
    const last = example.events[example.events.length - 1];
    expect(last).toMatchObject({ side: 'white', square: EXAMPLE_MOVES[3] });
    expect(last.flipped).toHaveLength(2);
  });
});
