import leisure from './data/leisure.data.json';
import { EXAMPLE_GUESSES, EXAMPLE_PROMPT, EXAMPLE_ROUND } from './HowToPlay';
import { matchAnswer } from './logic/match';

describe('the how-to-play example', () => {
  test('is a real prompt of the game, answers and shares as dealt', () => {
    expect(leisure.prompts.find((p) => p.id === EXAMPLE_PROMPT.id)).toEqual(EXAMPLE_PROMPT);
  });

  test('the right guesses find the answers shown found, the wrong one finds none', () => {
    expect(EXAMPLE_GUESSES.right.map((guess) => matchAnswer(EXAMPLE_PROMPT.answers, guess))).toEqual(EXAMPLE_ROUND.found);
    for (const guess of EXAMPLE_GUESSES.wrong) expect(matchAnswer(EXAMPLE_PROMPT.answers, guess)).toBeNull();
    expect(EXAMPLE_ROUND.misses).toEqual(EXAMPLE_GUESSES.wrong);
  });
});
