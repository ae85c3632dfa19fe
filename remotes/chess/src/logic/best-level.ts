// The player's best against the computer: the highest level beaten (Lichess-style "beat level N" progress).

export interface BestLevel {
  best: number;
  /** This win beat a higher level than any before. */
  newBest: boolean;
}

/** `best` is 0 before any win; a win at `level` raises it. Recording the same win again changes nothing. */
export function recordComputerWin(best: number, level: number): BestLevel {
  return level > best ? { best: level, newBest: true } : { best, newBest: false };
}
