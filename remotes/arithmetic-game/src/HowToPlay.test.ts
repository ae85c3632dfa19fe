import { EXAMPLE_PROBLEM, EXAMPLE_ROUND, EXAMPLE_SETTINGS } from './HowToPlay';
import { isRound, typeAnswer } from './logic/round';
import { PRESETS } from './logic/settings';

describe('the how-to-play example', () => {
  it('is a Standard sum whose answer is right', () => {
    expect(EXAMPLE_PROBLEM.left + EXAMPLE_PROBLEM.right).toBe(EXAMPLE_PROBLEM.answer);
    const { addLeft, addRight } = PRESETS.standard;
    expect(EXAMPLE_PROBLEM.left).toBeGreaterThanOrEqual(addLeft.min);
    expect(EXAMPLE_PROBLEM.left).toBeLessThanOrEqual(addLeft.max);
    expect(EXAMPLE_PROBLEM.right).toBeGreaterThanOrEqual(addRight.min);
    expect(EXAMPLE_PROBLEM.right).toBeLessThanOrEqual(addRight.max);
    expect(isRound(EXAMPLE_ROUND)).toBe(true);
    expect(EXAMPLE_SETTINGS).toEqual(PRESETS.standard);
  });

  it('shows the typed answer that the game takes: a point and the next sum', () => {
    const next = typeAnswer({ ...EXAMPLE_ROUND, typed: '' }, EXAMPLE_ROUND.typed, 1000);
    expect(next.score).toBe(1);
    expect(next.index).toBe(1);
    expect(next.typed).toBe('');
  });
});
