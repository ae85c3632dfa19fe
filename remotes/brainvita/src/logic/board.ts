// Peg solitaire boards: a 7×7 grid of cells, some of them holes. A board is a 49-character string, row by
// row: 'o' a peg, '.' an empty hole, ' ' no hole. A jump takes a peg over an orthogonal neighbour peg into
// the empty hole behind it and removes the jumped peg.

export const SIZE = 7;
export const CELLS = SIZE * SIZE;
export const CENTRE = 24;

export type LayoutId = 'english' | 'french';
export type Board = string;

export interface Jump {
  from: number;
  over: number;
  to: number;
}

/** Whether (row, col) is a hole of the layout: English is the 33-hole cross, French adds the four inner corners. */
export function isHole(layout: LayoutId, row: number, col: number): boolean {
  if (row < 0 || col < 0 || row >= SIZE || col >= SIZE) return false;
  const edgeRow = row < 2 || row > 4;
  const edgeCol = col < 2 || col > 4;
  if (!edgeRow || !edgeCol) return true;
  if (layout === 'english') return false;
  // French: the corner cell nearest the centre of each 2×2 corner is a hole too.
  return (row === 1 || row === 5) && (col === 1 || col === 5);
}

export const rowOf = (cell: number) => Math.floor(cell / SIZE);
export const colOf = (cell: number) => cell % SIZE;

const holesCache = new Map<LayoutId, number[]>();
export function holesOf(layout: LayoutId): number[] {
  let holes = holesCache.get(layout);
  if (!holes) {
    holes = [];
    for (let cell = 0; cell < CELLS; cell++) if (isHole(layout, rowOf(cell), colOf(cell))) holes.push(cell);
    holesCache.set(layout, holes);
  }
  return holes;
}

const DIRECTIONS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
] as const;

const jumpsCache = new Map<LayoutId, Jump[]>();
/** Every jump the layout's shape allows (pegs aside). */
export function jumpsOf(layout: LayoutId): Jump[] {
  let jumps = jumpsCache.get(layout);
  if (!jumps) {
    jumps = [];
    for (const from of holesOf(layout)) {
      for (const [dr, dc] of DIRECTIONS) {
        const r = rowOf(from);
        const c = colOf(from);
        if (isHole(layout, r + dr, c + dc) && isHole(layout, r + 2 * dr, c + 2 * dc)) {
          jumps.push({ from, over: from + dr * SIZE + dc, to: from + 2 * dr * SIZE + 2 * dc });
        }
      }
    }
    jumpsCache.set(layout, jumps);
  }
  return jumps;
}

/** A layout's board with pegs in the given cells. */
export function boardWithPegs(layout: LayoutId, pegs: Iterable<number>): Board {
  const cells: string[] = Array.from({ length: CELLS }, (_, cell) => (isHole(layout, rowOf(cell), colOf(cell)) ? '.' : ' '));
  for (const cell of pegs) cells[cell] = 'o';
  return cells.join('');
}

/** The full board with one empty hole. */
export const fullBoard = (layout: LayoutId, empty: number): Board =>
  boardWithPegs(
    layout,
    holesOf(layout).filter((cell) => cell !== empty),
  );

export const hasPeg = (board: Board, cell: number) => board[cell] === 'o';
export const isEmptyHole = (board: Board, cell: number) => board[cell] === '.';
export const pegCount = (board: Board) => board.split('').filter((c) => c === 'o').length;

export const canJump = (board: Board, jump: Jump) => hasPeg(board, jump.from) && hasPeg(board, jump.over) && isEmptyHole(board, jump.to);

/** The jumps possible now. */
export const legalJumps = (layout: LayoutId, board: Board): Jump[] => jumpsOf(layout).filter((jump) => canJump(board, jump));

/** The jumps possible from one peg. */
export const jumpsFrom = (layout: LayoutId, board: Board, from: number): Jump[] => legalJumps(layout, board).filter((j) => j.from === from);

/** The jump from `from` to `to`, when it is legal now. */
export const findJump = (layout: LayoutId, board: Board, from: number, to: number): Jump | undefined =>
  legalJumps(layout, board).find((j) => j.from === from && j.to === to);

export function applyJump(board: Board, jump: Jump): Board {
  const cells = board.split('');
  cells[jump.from] = '.';
  cells[jump.over] = '.';
  cells[jump.to] = 'o';
  return cells.join('');
}

export const isOver = (layout: LayoutId, board: Board) => legalJumps(layout, board).length === 0;

/** Whether a string is a board of the layout (every hole a peg or empty, nothing else). */
export function isBoardOf(layout: LayoutId, value: unknown): value is Board {
  if (typeof value !== 'string' || value.length !== CELLS) return false;
  for (let cell = 0; cell < CELLS; cell++) {
    const hole = isHole(layout, rowOf(cell), colOf(cell));
    if (hole ? value[cell] !== 'o' && value[cell] !== '.' : value[cell] !== ' ') return false;
  }
  return true;
}

/** Column letter and row number, as peg-solitaire books name holes (a1 top left). */
export const cellName = (cell: number) => `${'abcdefg'[colOf(cell)]}${rowOf(cell) + 1}`;
