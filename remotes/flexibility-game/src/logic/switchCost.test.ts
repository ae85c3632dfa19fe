import { accuracyPercent, formatCost, switchCost, type AnsweredTrial } from './switchCost';

const t = (kind: AnsweredTrial['kind'], correct: boolean, reactionMs: number | null): AnsweredTrial => ({ kind, correct, reactionMs });

describe('switch cost', () => {
  it('is the median RT of right switch answers minus that of right repeat answers', () => {
    const trials = [t('first', true, 2000), t('repeat', true, 500), t('repeat', true, 600), t('repeat', true, 700), t('switch', true, 800), t('switch', true, 900), t('switch', false, 300), t('repeat', false, null)];
    expect(switchCost(trials)).toEqual({ costMs: 250, switchMedianMs: 850, repeatMedianMs: 600, accuracyCostPoints: 75 - 67 });
  });

  it('leaves out wrong answers, misses and the first trial', () => {
    const trials = [t('first', true, 100), t('repeat', true, 400), t('switch', false, 10), t('switch', true, 450), t('switch', false, null)];
    expect(switchCost(trials).costMs).toBe(50);
  });

  it('is unknown without both kinds', () => {
    expect(switchCost([t('repeat', true, 400)])).toEqual({ costMs: null, switchMedianMs: null, repeatMedianMs: 400, accuracyCostPoints: null });
    expect(switchCost([])).toMatchObject({ costMs: null });
  });

  it('tells accuracy and reads costs', () => {
    expect(accuracyPercent([t('repeat', true, 1), t('switch', false, 1), t('switch', true, 1)])).toBe(67);
    expect(accuracyPercent([])).toBe(0);
    expect(formatCost(120)).toBe('+120 ms');
    expect(formatCost(-30)).toBe('−30 ms');
    expect(formatCost(null)).toBe('–');
  });
});
