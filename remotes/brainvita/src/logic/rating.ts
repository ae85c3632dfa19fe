import { CENTRE, hasPeg, pegCount, type Board } from './board';

export interface Rating {
  label: string;
  /** 1 (try again) to 6 (genius). */
  stars: number;
}

/** The finish's rating by the pegs left: one in the centre is Genius (the classic books' scale). */
export function rate(board: Board): Rating {
  const left = pegCount(board);
  if (left === 1 && hasPeg(board, CENTRE)) return { label: 'Genius', stars: 6 };
  if (left === 1) return { label: 'Excellent', stars: 5 };
  if (left === 2) return { label: 'Very good', stars: 4 };
  if (left === 3) return { label: 'Good', stars: 3 };
  if (left <= 5) return { label: 'Average', stars: 2 };
  return { label: 'Try again', stars: 1 };
}
