// Adaptive difficulty for classic rounds: the mix of easy, medium and hard questions follows how the
// player did in the previous classic round (a good round raises the level, a poor one lowers it).
import type { Difficulty } from './question';

export const SKILL_LEVELS = [0, 1, 2, 3] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const DEFAULT_SKILL: SkillLevel = 1;

export const isSkillLevel = (value: unknown): value is SkillLevel => (SKILL_LEVELS as readonly unknown[]).includes(value);

export const SKILL_LABEL: Record<SkillLevel, string> = { 0: 'Gentle', 1: 'Mixed', 2: 'Tough', 3: 'Expert' };

const mix = (easy: number, medium: number, hard: number): Difficulty[] => [
  ...Array<Difficulty>(easy).fill('easy'),
  ...Array<Difficulty>(medium).fill('medium'),
  ...Array<Difficulty>(hard).fill('hard'),
];

/** Ten questions, easiest first, in the level's mix. */
export const CLASSIC_PLANS: Record<SkillLevel, Difficulty[]> = {
  0: mix(5, 3, 2),
  1: mix(4, 3, 3),
  2: mix(2, 4, 4),
  3: mix(1, 3, 6),
};

/** The level after a classic round: 8 or more right of 10 goes up, 4 or fewer goes down. */
export function nextSkill(level: SkillLevel, correct: number, total: number): SkillLevel {
  const share = total > 0 ? correct / total : 0;
  if (share >= 0.8) return Math.min(3, level + 1) as SkillLevel;
  if (share <= 0.4) return Math.max(0, level - 1) as SkillLevel;
  return level;
}
