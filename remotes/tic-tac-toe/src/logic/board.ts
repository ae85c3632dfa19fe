// The board and its rules: marks, whose turn, the lines that win, the end of a game. Pure TS.

export type Mark = 'X' | 'O';
export type Cell = Mark | null;
/** Cells in reading order (row by row). */
export type Board = readonly Cell[];
export type SizeId = '3' | '4' | '5';

export interface Variant {
  size: number;
  /** Marks in a row that win. */
  win: number;
}

export const VARIANTS: Record<SizeId, Variant> = {
  '3': { size: 3, win: 3 },
  '4': { size: 4, win: 4 },
  '5': { size: 5, win: 4 },
};
export const SIZE_IDS: readonly SizeId[] = ['3', '4', '5'];
export const isSizeId = (value: unknown): value is SizeId => value === '3' || value === '4' || value === '5';

export const other = (mark: Mark): Mark => (mark === 'X' ? 'O' : 'X');

const linesCache = new Map<string, number[][]>();

/** Every run of `win` cells in a row, column or diagonal (cell indexes, in order along the line). */
export function winLines({ size, win }: Variant): number[][] {
  const key = `${size}:${win}`;
  const cached = linesCache.get(key);
  if (cached) return cached;
  const lines: number[][] = [];
  const directions = [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      for (const [dr, dc] of directions) {
        const endRow = row + dr * (win - 1);
        const endCol = col + dc * (win - 1);
        if (endRow < 0 || endRow >= size || endCol < 0 || endCol >= size) continue;
        lines.push(Array.from({ length: win }, (_, i) => (row + dr * i) * size + col + dc * i));
      }
    }
  }
  linesCache.set(key, lines);
  return lines;
}

const throughCache = new Map<string, number[][][]>();

/** The winning lines through each cell. */
export function linesThrough(variant: Variant): number[][][] {
  const key = `${variant.size}:${variant.win}`;
  let through = throughCache.get(key);
  if (!through) {
    const lines = winLines(variant);
    through = Array.from({ length: variant.size * variant.size }, (_, cell) => lines.filter((line) => line.includes(cell)));
    throughCache.set(key, through);
  }
  return through;
}

/** Whether the mark on `cell` completes a line (a fast check right after a move). */
export function winsAt(board: Board, variant: Variant, cell: number): boolean {
  const mark = board[cell];
  return mark !== null && linesThrough(variant)[cell].some((line) => line.every((c) => board[c] === mark));
}

export const emptyBoard = ({ size }: Variant): Cell[] => Array<Cell>(size * size).fill(null);

/** The board after `moves` (cell indexes), starting with `first`. */
export function boardOf(variant: Variant, first: Mark, moves: readonly number[]): Cell[] {
  const board = emptyBoard(variant);
  moves.forEach((cell, i) => {
    board[cell] = i % 2 === 0 ? first : other(first);
  });
  return board;
}

export interface Win {
  mark: Mark;
  line: number[];
}

export function winnerOf(board: Board, variant: Variant): Win | null {
  for (const line of winLines(variant)) {
    const mark = board[line[0]];
    if (mark && line.every((cell) => board[cell] === mark)) return { mark, line };
  }
  return null;
}

export const emptyCells = (board: Board): number[] => board.flatMap((cell, i) => (cell === null ? [i] : []));

export type Outcome = { over: false } | { over: true; win: Win | null };

export function outcomeOf(board: Board, variant: Variant): Outcome {
  const win = winnerOf(board, variant);
  if (win) return { over: true, win };
  return board.every((cell) => cell !== null) ? { over: true, win: null } : { over: false };
}

/** Whose turn it is after `moveCount` moves. */
export const markToMove = (first: Mark, moveCount: number): Mark => (moveCount % 2 === 0 ? first : other(first));

/** "row 1, column 3" for a cell. */
export function cellName(cell: number, size: number): string {
  return `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;
}
