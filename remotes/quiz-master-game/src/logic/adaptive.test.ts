import { CLASSIC_PLANS, isSkillLevel, nextSkill, SKILL_LEVELS } from './adaptive';

describe('adaptive difficulty', () => {
  it('gives every level ten questions, easiest first, harder as the level rises', () => {
    const hard = (level: (typeof SKILL_LEVELS)[number]) => CLASSIC_PLANS[level].filter((d) => d === 'hard').length;
    for (const level of SKILL_LEVELS) {
      const plan = CLASSIC_PLANS[level];
      expect(plan).toHaveLength(10);
      expect(plan.slice().sort((a, b) => ['easy', 'medium', 'hard'].indexOf(a) - ['easy', 'medium', 'hard'].indexOf(b))).toEqual(plan);
    }
    expect([0, 1, 2, 3].map((l) => hard(l as 0))).toEqual([2, 3, 4, 6]);
  });

  it('moves up after a good round, down after a poor one, and stays within the levels', () => {
    expect(nextSkill(1, 8, 10)).toBe(2);
    expect(nextSkill(3, 10, 10)).toBe(3);
    expect(nextSkill(1, 6, 10)).toBe(1);
    expect(nextSkill(1, 4, 10)).toBe(0);
    expect(nextSkill(0, 0, 10)).toBe(0);
    expect(isSkillLevel(2)).toBe(true);
    expect(isSkillLevel(7)).toBe(false);
  });
});
