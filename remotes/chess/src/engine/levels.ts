// Playing strength: depth and time limits, plus deliberate noise and blunders for the low levels.
export interface Level {
  level: number;
  name: string;
  maxDepth: number;
  timeMs: number;
  /** Random centipawns added to each root move's score (0 = play the best move). */
  noise: number;
  /** Chance of playing a random legal move instead. */
  blunder: number;
}

export const LEVELS: readonly Level[] = [
  { level: 1, name: 'Beginner', maxDepth: 1, timeMs: 100, noise: 400, blunder: 0.35 },
  { level: 2, name: 'Novice', maxDepth: 1, timeMs: 150, noise: 200, blunder: 0.18 },
  { level: 3, name: 'Casual', maxDepth: 2, timeMs: 200, noise: 100, blunder: 0.08 },
  { level: 4, name: 'Intermediate', maxDepth: 3, timeMs: 300, noise: 40, blunder: 0.03 },
  { level: 5, name: 'Club', maxDepth: 4, timeMs: 400, noise: 0, blunder: 0 },
  { level: 6, name: 'Strong', maxDepth: 6, timeMs: 700, noise: 0, blunder: 0 },
  { level: 7, name: 'Expert', maxDepth: 30, timeMs: 1100, noise: 0, blunder: 0 },
  { level: 8, name: 'Master', maxDepth: 40, timeMs: 1500, noise: 0, blunder: 0 },
];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = LEVELS.length;

export function levelSettings(level: number): Level {
  const clamped = Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(level) || MIN_LEVEL));
  return LEVELS[clamped - 1];
}
