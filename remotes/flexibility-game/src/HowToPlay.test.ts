import { EXAMPLE_ANSWER, EXAMPLE_SESSION, EXAMPLE_TRIAL } from './HowToPlay';
import { levelConfig } from './logic/levels';
import { correctAnswer, isCongruent } from './logic/rules';
import { answerTrial, isSession } from './logic/session';

describe('the how-to-play example', () => {
  it('is a Move trial whose answer is the drift, not the point', () => {
    expect(correctAnswer(EXAMPLE_TRIAL)).toBe(EXAMPLE_ANSWER);
    expect(EXAMPLE_TRIAL.point).not.toBe(EXAMPLE_ANSWER);
    expect(isCongruent(EXAMPLE_TRIAL)).toBe(EXAMPLE_TRIAL.congruent);
    expect(levelConfig('easy').rules).toContain(EXAMPLE_TRIAL.rule);
  });

  it('scores the shown answer in a session and costs the other', () => {
    expect(isSession(EXAMPLE_SESSION)).toBe(true);
    const session = EXAMPLE_SESSION;
    expect(answerTrial(session, EXAMPLE_TRIAL, EXAMPLE_ANSWER, 500).streak).toBe(1);
    expect(answerTrial(session, EXAMPLE_TRIAL, EXAMPLE_ANSWER, 500).last?.correct).toBe(true);
    expect(answerTrial(session, EXAMPLE_TRIAL, EXAMPLE_TRIAL.point, 500).last?.correct).toBe(false);
  });
});
