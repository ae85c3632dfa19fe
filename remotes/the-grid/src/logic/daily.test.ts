import { dailyPick, DAILY_CYCLE_DAYS, DAILY_POOL } from './daily';
import { generatePuzzle, picturesOfSize } from './generate';
import { sizeOfLevel } from './levels';

const dayKey = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

describe('the daily schedule', () => {
  it('counts the pictures the set really has', () => {
    for (const { level, pictures } of DAILY_POOL) expect(picturesOfSize(sizeOfLevel(level)).length).toBe(pictures);
  });

  it('has no repeat for at least 60 days, and every day the same pick', () => {
    expect(DAILY_CYCLE_DAYS).toBeGreaterThanOrEqual(60);
    const seen = new Set<string>();
    for (let day = 0; day < DAILY_CYCLE_DAYS; day++) {
      const pick = dailyPick(dayKey(day));
      seen.add(JSON.stringify(pick));
      expect(dailyPick(dayKey(day))).toEqual(pick);
    }
    expect(seen.size).toBe(DAILY_CYCLE_DAYS);
  });

  it('deals the picked picture', () => {
    const pick = dailyPick('2026-11-23');
    const puzzle = generatePuzzle('daily', pick.level, pick);
    expect(puzzle.name).toBe(picturesOfSize(sizeOfLevel(pick.level))[pick.index].name);
    expect(puzzle.width).toBe(sizeOfLevel(pick.level));
  });
});
