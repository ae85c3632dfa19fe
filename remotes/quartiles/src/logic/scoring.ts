// Points and ranks: 1, 2, 4 or 8 points for a word of 1, 2, 3 or 4 tiles; 100 points is Expert.

export const POINTS_BY_TILES = [0, 1, 2, 4, 8] as const;
export const EXPERT_SCORE = 100;

export const pointsFor = (tileCount: number): number => POINTS_BY_TILES[tileCount] ?? 0;

export interface Rank {
  name: string;
  /** Points needed. */
  min: number;
}

/** The ranks on the progress bar, lowest first; Expert at 100. */
export const RANKS: readonly Rank[] = [
  { name: 'Novice', min: 0 },
  { name: 'Apprentice', min: 10 },
  { name: 'Skilled', min: 25 },
  { name: 'Talented', min: 45 },
  { name: 'Gifted', min: 70 },
  { name: 'Expert', min: EXPERT_SCORE },
];

export function rankOf(score: number): Rank {
  let rank = RANKS[0];
  for (const candidate of RANKS) if (score >= candidate.min) rank = candidate;
  return rank;
}

/** The next rank to reach, or null at Expert. */
export function nextRankOf(score: number): Rank | null {
  return RANKS.find((rank) => rank.min > score) ?? null;
}
