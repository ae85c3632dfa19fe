// The player's numbers: typing into a cell, dragging a chain (auto-increment), the next needed number and its
// candidate cells, conflicts, and the win.
import type { PathRules } from '@games/shared/game-kit/path/path';
import { gridPosition } from '@games/shared/game-kit/path/adjacency';
import { distance, neighboursFor, type SequentPuzzle } from './grid';

/** values[cell]: the number in the cell (given or placed), 0 when empty. */
export type SequentBoard = number[];

export type SequentMove =
  | { type: 'set'; cell: number; value: number }
  /** A dragged chain: cells[i] gets first + i (cells already holding that number keep it). */
  | { type: 'chain'; cells: number[]; first: number };

export const initialBoard = (puzzle: SequentPuzzle): SequentBoard => puzzle.givens.slice();

const total = (puzzle: SequentPuzzle) => puzzle.size * puzzle.size;

/** Where each number stands (the first cell holding it), -1 when nowhere. */
export function positions(puzzle: SequentPuzzle, board: SequentBoard): Int32Array {
  const pos = new Int32Array(total(puzzle) + 2).fill(-1);
  board.forEach((v, cell) => {
    if (v > 0 && pos[v] < 0) pos[v] = cell;
  });
  return pos;
}

export function applyMove(puzzle: SequentPuzzle, board: SequentBoard, move: SequentMove): SequentBoard {
  const n = total(puzzle);
  if (move.type === 'set') {
    const { cell, value } = move;
    if (!Number.isInteger(cell) || cell < 0 || cell >= n || puzzle.givens[cell] > 0) return board;
    if (!Number.isInteger(value) || value < 0 || value > n || board[cell] === value) return board;
    const next = board.slice();
    next[cell] = value;
    return next;
  }
  const { cells, first } = move;
  if (cells.length < 2 || !Number.isInteger(first)) return board;
  if (!isChainAllowed(puzzle, board, cells, first)) return board;
  const next = board.slice();
  cells.forEach((cell, i) => (next[cell] = first + i));
  return next;
}

function isChainAllowed(puzzle: SequentPuzzle, board: SequentBoard, cells: readonly number[], first: number): boolean {
  const rules = chainRules(puzzle, board, first);
  if (!rules.canStart(cells[0])) return false;
  const neighbours = neighboursFor(puzzle.size, puzzle.moves);
  for (let i = 1; i < cells.length; i++) {
    if (!neighbours[cells[i - 1]].includes(cells[i]) || !rules.canEnter!(cells.slice(0, i), cells[i])) return false;
  }
  return true;
}

/**
 * The kit's path rules for a chain dragged from a cell holding `first`: each step goes to a neighbour (king or
 * orthogonal) that is empty, or already holds the number the chain reaches there; never past N, and never a
 * number that already stands elsewhere.
 */
export function chainRules(puzzle: SequentPuzzle, board: SequentBoard, first: number): PathRules {
  const neighbours = neighboursFor(puzzle.size, puzzle.moves);
  const n = total(puzzle);
  const pos = positions(puzzle, board);
  return {
    neighbours: (cell) => neighbours[cell],
    canStart: (cell) => board[cell] === first && first > 0,
    canEnter: (path, cell) => {
      if (path.includes(cell)) return false;
      const want = first + path.length;
      if (want > n) return false;
      if (board[cell] === want) return true;
      if (board[cell] !== 0) return false;
      return pos[want] < 0;
    },
    position: gridPosition(puzzle.size),
  };
}

/** The smallest number not on the board yet (0 when all are). */
export function nextNeeded(puzzle: SequentPuzzle, board: SequentBoard): number {
  const pos = positions(puzzle, board);
  for (let v = 1; v <= total(puzzle); v++) if (pos[v] < 0) return v;
  return 0;
}

/** Empty cells where number v could go: next to v−1 and v+1 where they stand, within reach of the next number placed. */
export function candidates(puzzle: SequentPuzzle, board: SequentBoard, v: number): number[] {
  if (v <= 0) return [];
  const { size, moves } = puzzle;
  const pos = positions(puzzle, board);
  const n = total(puzzle);
  let after = -1;
  for (let w = v + 1; w <= n; w++) {
    if (pos[w] >= 0) {
      after = w;
      break;
    }
  }
  let before = -1;
  for (let w = v - 1; w >= 1; w--) {
    if (pos[w] >= 0) {
      before = w;
      break;
    }
  }
  const result: number[] = [];
  for (let cell = 0; cell < n; cell++) {
    if (board[cell] !== 0) continue;
    if (before > 0 && distance(pos[before], cell, size, moves) > v - before) continue;
    if (after > 0 && distance(cell, pos[after], size, moves) > after - v) continue;
    result.push(cell);
  }
  return result;
}

/** Cells whose number breaks a rule: a repeat, or a neighbour number (±1) that stands out of reach. */
export function conflicts(puzzle: SequentPuzzle, board: SequentBoard): Set<number> {
  const { size, moves } = puzzle;
  const bad = new Set<number>();
  const where = new Map<number, number[]>();
  board.forEach((v, cell) => {
    if (v > 0) where.set(v, [...(where.get(v) ?? []), cell]);
  });
  for (const [v, cells] of where) {
    if (cells.length > 1) for (const c of cells) if (puzzle.givens[c] === 0) bad.add(c);
    for (const w of [v - 1, v + 1]) {
      const others = where.get(w);
      if (!others || others.length !== 1 || cells.length !== 1) continue;
      if (distance(cells[0], others[0], size, moves) !== 1) {
        if (puzzle.givens[cells[0]] === 0) bad.add(cells[0]);
      }
    }
  }
  return bad;
}

export function isSolved(puzzle: SequentPuzzle, board: SequentBoard): boolean {
  const n = total(puzzle);
  const pos = positions(puzzle, board);
  for (let v = 1; v <= n; v++) if (pos[v] < 0) return false;
  for (let v = 1; v < n; v++) if (distance(pos[v], pos[v + 1], puzzle.size, puzzle.moves) !== 1) return false;
  return true;
}

export function isBoardFor(puzzle: SequentPuzzle, board: unknown): board is SequentBoard {
  const n = total(puzzle);
  return (
    Array.isArray(board) &&
    board.length === n &&
    board.every((v, cell) => Number.isInteger(v) && v >= 0 && v <= n && (puzzle.givens[cell] === 0 || v === puzzle.givens[cell]))
  );
}
