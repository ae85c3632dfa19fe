// Where a square is drawn: screen rows and columns (row 0 at the top) for either side at the bottom.
export type Orientation = 'w' | 'b';

const FILES = 'abcdefgh';

/** The square drawn at screen (row, col). */
export function squareAt(row: number, col: number, orientation: Orientation): string {
  const file = orientation === 'w' ? col : 7 - col;
  const rank = orientation === 'w' ? 8 - row : row + 1;
  return `${FILES[file]}${rank}`;
}

/** The screen cell of a square, e.g. 'e2' with white at the bottom → row 6, col 4. */
export function cellOf(square: string, orientation: Orientation): { row: number; col: number } {
  const file = FILES.indexOf(square[0]);
  const rank = Number(square[1]);
  return orientation === 'w' ? { row: 8 - rank, col: file } : { row: rank - 1, col: 7 - file };
}

export const isDarkSquare = (square: string) => (FILES.indexOf(square[0]) + Number(square[1])) % 2 === 1;
