import { cleanTyped, endRound, isRound, roundFigures, startRound, submitAnswer, typeAnswer, type Round } from './round';
import { PRESETS } from './settings';

const round = () => startRound('unit', 'standard', PRESETS.standard);
/** Types the answer of the problem up digit by digit, as a player would. */
function answer(r: Round, tookMs = 1000): Round {
  const digits = String(r.problem.answer);
  let next = r;
  for (let i = 1; i <= digits.length; i++) next = typeAnswer(next, digits.slice(0, i), tookMs);
  return next;
}

describe('a round', () => {
  it('advances as soon as the typed answer is right, without Enter', () => {
    const start = round();
    const after = answer(start, 1500);
    expect(after).toMatchObject({ index: 1, score: 1, solved: 1, typed: '', answerMs: [1500] });
    expect(after.problem).not.toEqual(start.problem);
  });

  it('a wrong answer simply does not advance', () => {
    const start = round();
    const wrong = String(start.problem.answer + 1);
    const after = typeAnswer(start, wrong, 500);
    expect(after).toMatchObject({ index: 0, score: 0, typed: wrong });
    expect(submitAnswer(after)).toBe(after);
  });

  it('strict mode: Enter on a wrong answer costs a point, never below zero', () => {
    let r = startRound('unit', 'custom', { ...PRESETS.standard, strict: true });
    r = answer(answer(r));
    r = submitAnswer(typeAnswer(r, String(r.problem.answer + 1), null));
    expect(r).toMatchObject({ score: 1, wrong: 1, typed: '' });
    r = submitAnswer(typeAnswer(r, String(r.problem.answer + 1), null));
    r = submitAnswer(typeAnswer(r, String(r.problem.answer + 1), null));
    expect(r).toMatchObject({ score: 0, wrong: 3 });
    expect(submitAnswer(r)).toBe(r);
  });

  it('takes a negative answer typed with a minus', () => {
    let r = startRound('neg', 'hard', PRESETS.hard);
    for (let i = 0; i < 200 && r.problem.answer >= 0; i++) r = answer(r);
    expect(r.problem.answer).toBeLessThan(0);
    const solved = r.solved;
    r = typeAnswer(r, '-', 100);
    expect(r.typed).toBe('-');
    r = typeAnswer(r, String(r.problem.answer), 900);
    expect(r.solved).toBe(solved + 1);
  });

  it('cleans input to digits and a leading minus', () => {
    expect(cleanTyped(' 1a2 ')).toBe('12');
    expect(cleanTyped('−45')).toBe('-45');
    expect(cleanTyped('4-5')).toBe('45');
    expect(cleanTyped('123456789')).toBe('1234567');
  });

  it('ends and takes no more answers; figures tell the pace', () => {
    let r = answer(answer(round(), 1000), 3000);
    r = endRound(r);
    expect(r.over).toBe(true);
    expect(typeAnswer(r, String(r.problem.answer), 10)).toBe(r);
    expect(roundFigures(r)).toEqual({ score: 2, solved: 2, wrong: 0, averageMs: 2000, perMinute: 1 });
    expect(roundFigures(round()).averageMs).toBe(0);
  });

  it('is the same round for the same seed', () => {
    expect(answer(answer(round())).problem).toEqual(answer(answer(round())).problem);
  });

  it('validates saves', () => {
    const r = answer(round());
    expect(isRound(JSON.parse(JSON.stringify(r)))).toBe(true);
    expect(isRound({ ...r, problem: { ...r.problem, answer: r.problem.answer + 1 } })).toBe(false);
    expect(isRound({ ...r, score: -1 })).toBe(false);
    expect(isRound({ ...r, preset: 'expert' })).toBe(false);
    expect(isRound({ ...r, settings: { ...r.settings, operators: [] } })).toBe(false);
    expect(isRound({ ...r, answerMs: ['x'] })).toBe(false);
    expect(isRound('round')).toBe(false);
  });
});
