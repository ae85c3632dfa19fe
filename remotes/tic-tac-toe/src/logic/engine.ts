// The computer's move. 3×3: full minimax with a memo (perfect play). 4×4 and 5×5 (four in a row):
// alpha-beta to a fixed depth with a line-count evaluation: strong, not perfect. Each level plays the best
// move with some probability (kit `playsBest`, `pickBest`), picking at random among equally good moves. The random
// source is seeded by the game's seed and the position, so a seeded game is reproducible.
import { pickAny, pickBest, playsBest, type ScoredMove } from '@games/shared/game-kit/opponent/levels';
import { createRandom } from '@games/shared/game-kit/random';
import { emptyCells, other, winLines, winsAt, type Board, type Cell, type Mark, type Variant } from './board';

export type Level = 'easy' | 'medium' | 'impossible';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'impossible'];
export const isLevel = (value: unknown): value is Level => value === 'easy' || value === 'medium' || value === 'impossible';
export const LEVEL_LABELS: Record<Level, string> = { easy: 'Easy', medium: 'Medium', impossible: 'Impossible' };
/** How often each level plays its best move (Easy: random with blunders; Medium: optimal about 2 times in 3). */
export const BEST_RATE: Record<Level, number> = { easy: 0.2, medium: 0.65, impossible: 1 };
/** Search depth on the bigger boards (plies). */
export const DEPTH: Record<number, number> = { 4: 4, 5: 3 };

const WIN = 1000;

export interface MoveRequest {
  board: Cell[];
  variant: Variant;
  /** The computer's mark (it is to move). */
  mark: Mark;
  level: Level;
  seed: string;
}

const memo = new Map<string, number>();

/** Exact value for the side to move on 3×3 (win sooner is better): positive wins, 0 draws. */
function exact(board: Cell[], variant: Variant, toMove: Mark): number {
  const key = board.map((c) => c ?? '-').join('') + toMove;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = -Infinity;
  const empties = emptyCells(board);
  for (const cell of empties) {
    board[cell] = toMove;
    const value = winsAt(board, variant, cell) ? WIN + empties.length : empties.length === 1 ? 0 : -exact(board, variant, other(toMove));
    board[cell] = null;
    if (value > best) best = value;
  }
  const result = empties.length === 0 ? 0 : best;
  memo.set(key, result);
  return result;
}

/** Open lines weighted by how full they are: the position's value for `mark`. */
function evaluate(board: Cell[], variant: Variant, mark: Mark): number {
  let score = 0;
  for (const line of winLines(variant)) {
    let mine = 0;
    let theirs = 0;
    for (const cell of line) {
      if (board[cell] === mark) mine++;
      else if (board[cell] !== null) theirs++;
    }
    if (theirs === 0 && mine > 0) score += 4 ** mine;
    else if (mine === 0 && theirs > 0) score -= 4 ** theirs;
  }
  return score;
}

function alphaBeta(board: Cell[], variant: Variant, toMove: Mark, depth: number, alpha: number, beta: number): number {
  const empties = emptyCells(board);
  if (empties.length === 0) return 0;
  if (depth === 0) return evaluate(board, variant, toMove);
  let best = -Infinity;
  for (const cell of ordered(board, variant, empties)) {
    board[cell] = toMove;
    const value = winsAt(board, variant, cell) ? WIN * 10 + depth : -alphaBeta(board, variant, other(toMove), depth - 1, -beta, -alpha);
    board[cell] = null;
    if (value > best) best = value;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}

/** Centre-first move order, which makes alpha-beta cut much more. */
function ordered(board: Cell[], { size }: Variant, cells: number[]): number[] {
  const mid = (size - 1) / 2;
  const distance = (cell: number) => Math.abs(Math.floor(cell / size) - mid) + Math.abs((cell % size) - mid);
  return [...cells].sort((a, b) => distance(a) - distance(b) || a - b);
}

/** Every empty cell with its value for `mark` (higher is better). */
export function scoreMoves(board: Board, variant: Variant, mark: Mark): ScoredMove<number>[] {
  const work = [...board];
  const empties = emptyCells(work);
  return empties.map((cell) => {
    work[cell] = mark;
    let score: number;
    if (winsAt(work, variant, cell)) score = WIN * 100;
    else if (empties.length === 1) score = 0;
    else if (variant.size === 3) score = -exact(work, variant, other(mark));
    else score = -alphaBeta(work, variant, other(mark), (DEPTH[variant.size] ?? 3) - 1, -Infinity, Infinity);
    work[cell] = null;
    return { move: cell, score };
  });
}

/** The computer's move for a position (seeded by the game's seed and the position). */
export function chooseMove({ board, variant, mark, level, seed }: MoveRequest): number {
  const random = createRandom(`${seed}:${board.map((c) => c ?? '-').join('')}`).next;
  // Scored only when this turn plays its best: a weak level's random move costs no search.
  return playsBest(BEST_RATE[level], random) ? pickBest(scoreMoves(board, variant, mark), random) : pickAny(emptyCells(board), random);
}
