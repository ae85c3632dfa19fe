/** The 5×5 board: one number per cell, row by row. 0 is empty, 1–7 are pip tiles, SPECIAL is the star tile. */
export const SIZE = 5;
export const CELLS = SIZE * SIZE;
/** The highest pip tile: three of them merge into a star. */
export const MAX_VALUE = 7;
/** The star tile made from three 7s; three stars together blast a 3×3 area. */
export const SPECIAL = 8;

export type Board = readonly number[];

export interface Cell {
  row: number;
  col: number;
}

export const emptyBoard = (): number[] => new Array<number>(CELLS).fill(0);

export const indexOf = ({ row, col }: Cell): number => row * SIZE + col;
export const cellOf = (index: number): Cell => ({ row: Math.floor(index / SIZE), col: index % SIZE });
export const inside = ({ row, col }: Cell): boolean => row >= 0 && row < SIZE && col >= 0 && col < SIZE;

/** The orthogonal neighbours of a cell, as indexes. */
export function neighbours(index: number): number[] {
  const { row, col } = cellOf(index);
  return [
    { row: row - 1, col },
    { row: row + 1, col },
    { row, col: col - 1 },
    { row, col: col + 1 },
  ]
    .filter(inside)
    .map(indexOf);
}

/** The cells orthogonally connected to `start` holding the same value (start included), in discovery order. */
export function connectedGroup(board: Board, start: number): number[] {
  const value = board[start];
  if (!value) return [];
  const seen = new Set([start]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const next of neighbours(queue[i])) {
      if (!seen.has(next) && board[next] === value) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return queue;
}

export const emptyCount = (board: Board): number => board.filter((value) => value === 0).length;
export const highestTile = (board: Board): number => board.reduce((a, b) => Math.max(a, b), 0);

/** How a value reads: its number, or "star". */
export const valueName = (value: number): string => (value === SPECIAL ? 'star' : String(value));

/** A board written as rows of characters ('.' empty, digits, '*' star): for tests and bug reports. */
export function boardFromRows(rows: readonly string[]): number[] {
  if (rows.length !== SIZE || rows.some((row) => row.length !== SIZE)) throw new Error('a board is 5 rows of 5 characters');
  return rows.join('').split('').map((ch) => (ch === '.' ? 0 : ch === '*' ? SPECIAL : Number(ch)));
}

export function boardToRows(board: Board): string[] {
  const chars = board.map((value) => (value === 0 ? '.' : value === SPECIAL ? '*' : String(value)));
  return Array.from({ length: SIZE }, (_, row) => chars.slice(row * SIZE, (row + 1) * SIZE).join(''));
}
