// The move list as players read it: numbered pairs "1. e4 e5", starting where the game's FEN starts.

export interface MovePair {
  /** The full-move number. */
  number: number;
  /** White's move; absent when the game starts with black to move ("1… e5"). */
  white?: string;
  black?: string;
}

/** Pairs the game's SAN moves by full move, numbered from the start FEN's move number and side to move. */
export function pairMoves(startFen: string, sans: readonly string[]): MovePair[] {
  const fields = startFen.split(' ');
  const startsWithBlack = fields[1] === 'b';
  const firstNumber = Number(fields[5]) >= 1 ? Math.floor(Number(fields[5])) : 1;
  const pairs: MovePair[] = [];
  sans.forEach((san, i) => {
    const ply = i + (startsWithBlack ? 1 : 0);
    const index = Math.floor(ply / 2);
    pairs[index] ??= { number: firstNumber + index };
    if (ply % 2 === 0) pairs[index].white = san;
    else pairs[index].black = san;
  });
  return pairs;
}
