import { LEVELS } from './levels';
import { multiplierFor, responseWindowMs, scoreAnswer } from './scoring';

describe('scoring', () => {
  it('scores right answers × the streak multiplier, up to ×5', () => {
    expect(multiplierFor(0)).toBe(1);
    expect(multiplierFor(4)).toBe(1);
    expect(multiplierFor(5)).toBe(2);
    expect(multiplierFor(100)).toBe(5);
    expect(scoreAnswer(0, 0, true)).toEqual({ score: 10, streak: 1, gained: 10 });
    expect(scoreAnswer(100, 10, true)).toEqual({ score: 130, streak: 11, gained: 30 });
  });

  it('a wrong answer costs 5, never below zero, and breaks the streak', () => {
    expect(scoreAnswer(100, 7, false)).toEqual({ score: 95, streak: 0, gained: -5 });
    expect(scoreAnswer(3, 1, false)).toEqual({ score: 0, streak: 0, gained: -3 });
  });

  it('ramps the speed: the window shrinks with the streak down to the level floor', () => {
    const easy = LEVELS[0];
    expect(responseWindowMs(easy, 0)).toBe(easy.windowMs);
    expect(responseWindowMs(easy, 5)).toBeLessThan(easy.windowMs);
    expect(responseWindowMs(easy, 1000)).toBeGreaterThanOrEqual(easy.minWindowMs);
    const hard = LEVELS[2];
    expect(responseWindowMs(hard, 20)).toBe(Math.max(hard.minWindowMs, Math.round(hard.windowMs * (1 - 0.32))));
  });

  it('harder levels switch more often and answer faster', () => {
    expect(LEVELS.map((l) => l.switchRate)).toEqual([0.25, 0.4, 0.5]);
    expect(LEVELS[2].windowMs).toBeLessThan(LEVELS[0].windowMs);
    expect(LEVELS.every((l) => l.durationS >= 45 && l.durationS <= 60)).toBe(true);
  });
});
