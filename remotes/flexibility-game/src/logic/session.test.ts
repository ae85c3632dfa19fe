import { correctAnswer, opposite } from './rules';
import { answerTrial, currentTrial, endSession, isSession, newSession, PRACTICE_TRIALS, scoredTrials, startScored, type Session } from './session';

function practiseAll(session: Session): Session {
  let s = session;
  for (let i = 0; i < 40 && s.phase === 'practice'; i++) {
    const trial = currentTrial(s, [])!;
    s = answerTrial(s, trial, correctAnswer(trial), 500);
  }
  return s;
}

describe('session', () => {
  it('practises each rule of the level once, with feedback, then is ready', () => {
    let s = newSession('unit', 'hard');
    expect(s).toMatchObject({ phase: 'practice', practiceRule: 'point' });
    const trial = currentTrial(s, [])!;
    s = answerTrial(s, trial, opposite(correctAnswer(trial)), 400);
    expect(s.last).toEqual({ correct: false, expected: correctAnswer(trial), missed: false });
    expect(s.score).toBe(0);
    for (let i = 1; i < PRACTICE_TRIALS; i++) s = answerTrial(s, currentTrial(s, [])!, 'left', 400);
    expect(s.practiceRule).toBe('move');
    s = practiseAll(s);
    expect(s).toMatchObject({ phase: 'ready', practiced: ['point', 'move', 'opposite'] });
    expect(newSession('again', 'hard', s.practiced).phase).toBe('ready');
    expect(newSession('again', 'hard', ['point', 'move'])).toMatchObject({ phase: 'practice', practiceRule: 'opposite' });
  });

  it('scores the session: right answers with the streak, wrong and missed ones cost', () => {
    let s = startScored(practiseAll(newSession('unit', 'easy')));
    const scored = scoredTrials(s);
    expect(s.phase).toBe('session');
    for (let i = 0; i < 6; i++) s = answerTrial(s, currentTrial(s, scored)!, correctAnswer(currentTrial(s, scored)!), 400 + i);
    expect(s).toMatchObject({ index: 6, score: 5 * 10 + 20, streak: 6, bestStreak: 6 });
    const trial = currentTrial(s, scored)!;
    s = answerTrial(s, trial, null, 3000);
    expect(s).toMatchObject({ score: 65, streak: 0, bestStreak: 6, last: { correct: false, missed: true } });
    expect(s.answers[6]).toEqual({ kind: trial.kind, correct: false, reactionMs: null });
    s = endSession(s);
    expect(s.phase).toBe('over');
    expect(answerTrial(s, trial, 'left', 1)).toBe(s);
    expect(isSession(JSON.parse(JSON.stringify(s)))).toBe(true);
  });

  it('can skip practice', () => {
    expect(startScored(newSession('unit', 'medium')).phase).toBe('session');
  });

  it('validates saves', () => {
    const s = newSession('unit', 'easy');
    expect(isSession(s)).toBe(true);
    expect(isSession({ ...s, level: 'expert' })).toBe(false);
    expect(isSession({ ...s, index: 2 })).toBe(false);
    expect(isSession({ ...s, phase: 'practice', practiceRule: null })).toBe(false);
    expect(isSession({ ...s, practiceIndex: PRACTICE_TRIALS })).toBe(false);
    expect(isSession(null)).toBe(false);
  });
});
