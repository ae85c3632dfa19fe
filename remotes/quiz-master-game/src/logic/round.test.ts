import { answer, current, fiftyFifty, moreTime, nextQuestion, QUESTION_MS, roundFigures, answerRow, skipQuestion, startRound, walkAway, type Round } from './round';
import { isRound } from './save';
import { testBank } from './testBank';

const bank = testBank();
const start = (mode: Round['mode'], seed = 'test', seen: string[] = []) =>
  startRound({ mode, seed, categories: ['science', 'history'], bank: mode === 'daily' ? testBank(20) : bank, seen, dateKey: '2026-11-23' });

/** Answers every question right (or wrong at `wrongAt`), pressing Next after each. */
function play(round: Round, wrongAt = -1): Round {
  let r = round;
  while (r.phase !== 'over') {
    if (r.phase === 'asking') {
      const a = current(r);
      r = answer(r, r.index === wrongAt ? (a.answer + 1) % 4 : a.answer, QUESTION_MS / 2);
    } else r = nextQuestion(r);
  }
  return r;
}

describe('a classic round', () => {
  it('asks 10 questions from the chosen categories, easy to hard, options shuffled with the answer among them', () => {
    const { round } = start('classic');
    expect(round.asked).toHaveLength(10);
    expect(round.asked.map((a) => a.question.difficulty)).toEqual(['easy', 'easy', 'easy', 'easy', 'medium', 'medium', 'medium', 'hard', 'hard', 'hard']);
    expect(new Set(round.asked.map((a) => a.question.category))).toEqual(new Set(['science', 'history']));
    for (const a of round.asked) {
      expect(a.options[a.answer]).toBe(a.question.answer);
      expect([...a.options].sort()).toEqual([a.question.answer, ...a.question.distractors].sort());
    }
    expect(isRound(round)).toBe(true);
  });

  it('follows the player\'s level: an expert round asks more hard questions', () => {
    const expert = startRound({ mode: 'classic', seed: 'x', categories: ['arts'], bank, seen: [], dateKey: '2026-11-23', skill: 3 }).round;
    expect(expert.asked.filter((a) => a.question.difficulty === 'hard')).toHaveLength(6);
  });

  it('is the same for the same seed and different for another', () => {
    const ids = (r: Round) => r.asked.map((a) => a.question.id);
    expect(ids(start('classic', 'a').round)).toEqual(ids(start('classic', 'a').round));
    expect(ids(start('classic', 'a').round)).not.toEqual(ids(start('classic', 'b').round));
  });

  it('scores base + time + streak for right answers and nothing for a wrong one, then ends complete', () => {
    const { round } = start('classic');
    const first = answer(round, current(round).answer, 12_400);
    expect(first.answers[0]).toMatchObject({ correct: true, points: 100 + 12 * 5 });
    const second = answer(nextQuestion(first), current(nextQuestion(first)).answer, 0);
    expect(second.answers[1].points).toBe(100 + 25);
    const wrong = answer(nextQuestion(second), (current(nextQuestion(second)).answer + 1) % 4, 10_000);
    expect(wrong.answers[2]).toMatchObject({ correct: false, points: 0 });
    expect(wrong.streak).toBe(0);
    const ended = play(round);
    expect(ended.end).toBe('complete');
    expect(roundFigures(ended)).toMatchObject({ correct: 10, total: 10 });
    expect(ended.bestStreak).toBe(10);
    expect(answerRow(ended)).toBe('🟩'.repeat(10));
  });

  it('counts a time-out as wrong and ignores answers after the question is answered', () => {
    const { round } = start('classic');
    const timedOut = answer(round, null, 0);
    expect(timedOut.answers[0]).toMatchObject({ choice: null, correct: false });
    expect(answer(timedOut, 0, 5000)).toBe(timedOut);
    expect(answerRow(timedOut)).toBe('⏱');
  });

  it('has one of each lifeline: 50:50 removes two wrong options, skip swaps the question, +10 s is spent once', () => {
    const { round } = start('classic');
    const fifty = fiftyFifty(round);
    expect(fifty.removed).toHaveLength(2);
    expect(fifty.removed).not.toContain(current(round).answer);
    expect(fiftyFifty(fifty)).toBe(fifty);
    expect(answer(fifty, fifty.removed[0], 1000)).toBe(fifty);

    const skipped = skipQuestion(fifty);
    expect(current(skipped).question.id).not.toBe(current(round).question.id);
    expect(current(skipped).question.difficulty).toBe(current(round).question.difficulty);
    expect(skipped.removed).toEqual([]);
    expect(skipped.phase).toBe('asking');
    expect(skipQuestion(skipped)).toBe(skipped);

    const more = moreTime(skipped);
    expect(more.lifelines).toEqual({ fifty: false, skip: false, time: false });
    expect(moreTime(more)).toBe(more);
  });

  it('prefers questions the player has not seen', () => {
    const first = start('classic', 'one');
    const second = start('classic', 'two', first.seen);
    const overlap = second.round.asked.filter((a) => first.round.asked.some((b) => b.question.id === a.question.id));
    expect(overlap).toEqual([]);
    expect(second.seen.length).toBeGreaterThan(first.seen.length);
  });
});

describe('the Millionaire ladder', () => {
  it('climbs 15 rungs to the top prize', () => {
    const { round } = start('millionaire');
    expect(round.asked).toHaveLength(15);
    const ended = play(round);
    expect(ended.end).toBe('won');
    expect(ended.score).toBe(1_000_000);
  });

  it('ends the run at the first wrong answer, keeping the last safe haven', () => {
    expect(play(start('millionaire').round, 3)).toMatchObject({ end: 'wrong', score: 0 });
    const afterFirstHaven = play(start('millionaire').round, 7);
    expect(afterFirstHaven).toMatchObject({ end: 'wrong', score: 1_000 });
    expect(afterFirstHaven.answers).toHaveLength(8);
    expect(play(start('millionaire').round, 12)).toMatchObject({ end: 'wrong', score: 32_000 });
  });

  it('lets the player walk away with the prize reached', () => {
    let r = start('millionaire').round;
    for (let i = 0; i < 6; i++) r = nextQuestion(answer(r, current(r).answer, 1000));
    const walked = walkAway(r);
    expect(walked).toMatchObject({ phase: 'over', end: 'walked', score: 2_000 });
    expect(walkAway(start('classic').round).phase).toBe('asking');
  });
});

describe('the daily quiz', () => {
  it('is the same 10 questions for every player and seed on a date; skip passes the question', () => {
    const a = start('daily', 'x', []).round;
    const b = start('daily', 'y', ['science-001']).round;
    expect(a.asked.map((q) => q.question.id)).toEqual(b.asked.map((q) => q.question.id));
    expect(a.asked).toHaveLength(10);
    const passed = skipQuestion(a);
    expect(passed.phase).toBe('answered');
    expect(passed.answers[0]).toMatchObject({ skipped: true, correct: false, points: 0 });
    expect(answerRow(passed)).toBe('⬜');
  });
});
