// The levels, easiest first: Hidato (steps to any of the 8 neighbours) and Numbrix (up, down, left, right),
// boards growing and givens thinning out.
export type Moves = 'king' | 'orthogonal';

export interface LevelConfig {
  value: string;
  label: string;
  size: number;
  moves: Moves;
  /** Share of the cells kept as givens at least (the generator removes givens down to this while unique). */
  minGivens: number;
  /** Solvable by deductions alone, never a guess (the easier levels and the daily). */
  noGuessing?: boolean;
  /** Dealt from a pack made at build time (proofs at this size take longer than a live deal may). */
  packed?: boolean;
}

export const LEVELS: readonly LevelConfig[] = [
  { value: 'hidato5', label: 'Hidato 5×5', size: 5, moves: 'king', minGivens: 0.4, noGuessing: true },
  { value: 'hidato6', label: 'Hidato 6×6', size: 6, moves: 'king', minGivens: 0.3, noGuessing: true },
  { value: 'hidato7', label: 'Hidato 7×7', size: 7, moves: 'king', minGivens: 0.25 },
  { value: 'hidato8', label: 'Hidato 8×8', size: 8, moves: 'king', minGivens: 0.21 },
  { value: 'hidato9', label: 'Hidato 9×9', size: 9, moves: 'king', minGivens: 0.19 },
  { value: 'hidato10', label: 'Hidato 10×10', size: 10, moves: 'king', minGivens: 0.15, packed: true },
  { value: 'numbrix6', label: 'Numbrix 6×6', size: 6, moves: 'orthogonal', minGivens: 0.3, noGuessing: true },
  { value: 'numbrix7', label: 'Numbrix 7×7', size: 7, moves: 'orthogonal', minGivens: 0.25 },
  { value: 'numbrix8', label: 'Numbrix 8×8', size: 8, moves: 'orthogonal', minGivens: 0.21 },
  { value: 'numbrix10', label: 'Numbrix 10×10', size: 10, moves: 'orthogonal', minGivens: 0.15, packed: true },
];

export const isLevel = (value: unknown): boolean => LEVELS.some((level) => level.value === value);

export const levelConfig = (level: string): LevelConfig => LEVELS.find((l) => l.value === level) ?? LEVELS[0];

/** The daily puzzle: one 6×6 Hidato for everyone. */
export const DAILY_LEVEL = 'hidato6';
