// The 15×15 board as a 225-character string ('.' empty, 'A'–'Z' a tile, 'a'–'z' a blank standing for that
// letter) and its premium squares: a layout of our own, symmetric in both axes and both diagonals, with the
// classic counts (8 triple word, 16 double word + the centre, 12 triple letter, 24 double letter).

export const SIZE = 15;
export const CELLS = SIZE * SIZE;
export const CENTRE = 7 * SIZE + 7;
export const EMPTY_BOARD = '.'.repeat(CELLS);

export type Premium = 'TW' | 'DW' | 'TL' | 'DL' | null;

// The top-left quarter (rows and columns 0–7); the rest is mirrored. T = triple word, D = double word,
// t = triple letter, d = double letter, * = the centre (double word).
const QUARTER = ['T...d..T', '.D....t.', '..D....d', '...D..d.', 'd...D...', '.....t..', '.t.d..d.', 'T.d....*'];

const CODES: Record<string, Premium> = { T: 'TW', D: 'DW', t: 'TL', d: 'DL', '*': 'DW', '.': null };

export const PREMIUMS: readonly Premium[] = Array.from({ length: CELLS }, (_, i) => {
  const row = Math.floor(i / SIZE);
  const col = i % SIZE;
  const r = row > 7 ? 14 - row : row;
  const c = col > 7 ? 14 - col : col;
  return CODES[QUARTER[r][c]];
});

export const rowOf = (square: number) => Math.floor(square / SIZE);
export const colOf = (square: number) => square % SIZE;
export const squareAt = (row: number, col: number) => row * SIZE + col;
export const inBounds = (row: number, col: number) => row >= 0 && row < SIZE && col >= 0 && col < SIZE;

const COLUMNS = 'ABCDEFGHIJKLMNO';
/** "H8": column letter, row number (as players read a board). */
export const squareName = (square: number) => `${COLUMNS[colOf(square)]}${rowOf(square) + 1}`;

export const isEmptyAt = (board: string, square: number) => board[square] === '.';

/** The letter on a square in upper case, or '' when empty. */
export const letterAt = (board: string, square: number) => (board[square] === '.' ? '' : board[square].toUpperCase());

export const isBoard = (value: unknown): value is string => typeof value === 'string' && value.length === CELLS && /^[.A-Za-z]+$/.test(value);

export const isBoardEmpty = (board: string) => board === EMPTY_BOARD;

/** The board with rows and columns swapped (down moves are found as across moves on this). */
export function transpose(board: string): string {
  let out = '';
  for (let col = 0; col < SIZE; col++) for (let row = 0; row < SIZE; row++) out += board[row * SIZE + col];
  return out;
}

export const transposeSquare = (square: number) => colOf(square) * SIZE + rowOf(square);
