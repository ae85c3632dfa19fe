// The computer player: Easy is greedy with noise, Medium a shallow alpha-beta, Hard a deeper alpha-beta with
// a positional + mobility + parity evaluation and an exact endgame solve over the last empties. Pure (runs in
// the worker, or on the main thread as the fallback); the random source is seeded.
import { chooseByLevel } from '@games/shared/game-kit/opponent/levels';
import { createRandom } from '@games/shared/game-kit/random';
import { count, flips, legalMoves, mobility, popcount32, squares } from './bitboard';
import type { Bits } from './bitboard';
import { mine, other, type Position } from './game';

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

export interface ThinkRequest {
  black: Bits;
  white: Bits;
  toMove: 'black' | 'white';
  level: Level;
  seed: string;
  /** Hard's search budget (ms); the endgame solve is exact regardless. */
  timeMs?: number;
  maxDepth?: number;
  /** Hard always searches at least this deep (default 6). */
  minDepth?: number;
}

export interface ThinkResult {
  square: number;
  depth: number;
  nodes: number;
}

/** Square weights: corners good, X-squares (diagonal to a corner) and C-squares (beside it) bad. */
// prettier-ignore
const WEIGHTS = [
  100, -20, 10,  5,  5, 10, -20, 100,
  -20, -50, -2, -2, -2, -2, -50, -20,
   10,  -2,  1,  1,  1,  1,  -2,  10,
    5,  -2,  1,  0,  0,  1,  -2,   5,
    5,  -2,  1,  0,  0,  1,  -2,   5,
   10,  -2,  1,  1,  1,  1,  -2,  10,
  -20, -50, -2, -2, -2, -2, -50, -20,
  100, -20, 10,  5,  5, 10, -20, 100,
];

// The weight table as masks per distinct weight, so a sum is a few popcounts.
const WEIGHT_MASKS: { w: number; h: number; l: number }[] = [...new Set(WEIGHTS)].map((w) => {
  let h = 0;
  let l = 0;
  WEIGHTS.forEach((x, s) => {
    if (x !== w) return;
    if (s < 32) l |= 1 << s;
    else h |= 1 << (s - 32);
  });
  return { w, h, l };
});

const CORNERS = [0, 7, 56, 63];
const X_OF = [9, 14, 49, 54];

function positional(ph: number, pl: number, oh: number, ol: number): number {
  let score = 0;
  for (const { w, h, l } of WEIGHT_MASKS) score += w * (popcount32(ph & h) + popcount32(pl & l) - popcount32(oh & h) - popcount32(ol & l));
  // X-squares stop being a liability once their corner is taken.
  for (let i = 0; i < 4; i++) {
    const c = CORNERS[i];
    const taken = c < 32 ? ((pl | ol) >>> c) & 1 : ((ph | oh) >>> (c - 32)) & 1;
    if (!taken) continue;
    const x = X_OF[i];
    const bitP = x < 32 ? (pl >>> x) & 1 : (ph >>> (x - 32)) & 1;
    const bitO = x < 32 ? (ol >>> x) & 1 : (oh >>> (x - 32)) & 1;
    score += 50 * (bitP - bitO);
  }
  return score;
}

/** The evaluation for the player (ph, pl) to move: position, mobility and (late) parity. */
export function evaluate(ph: number, pl: number, oh: number, ol: number): number {
  const empties = 64 - count(ph | oh, pl | ol);
  const myMoves = mobility(ph, pl, oh, ol);
  const theirMoves = mobility(oh, ol, ph, pl);
  let score = positional(ph, pl, oh, ol);
  if (myMoves + theirMoves > 0) score += (60 * (myMoves - theirMoves)) / (myMoves + theirMoves + 2);
  if (empties < 20) score += (empties & 1 ? 4 : -4); // parity: the side to move gets the last move in odd regions
  return score;
}

let nodes = 0;
let deadline = Infinity;
class Timeout extends Error {}

/** Moves ordered best-first by the weight table (cheap and good for pruning). */
function ordered(mh: number, ml: number): number[] {
  return squares(mh, ml).sort((a, b) => WEIGHTS[b] - WEIGHTS[a]);
}

function apply(ph: number, pl: number, oh: number, ol: number, s: number): [number, number, number, number] {
  const [fh, fl] = flips(ph, pl, oh, ol, s);
  const bh = s < 32 ? 0 : 1 << (s - 32);
  const bl = s < 32 ? 1 << s : 0;
  return [ph | fh | bh, pl | fl | bl, oh & ~fh, ol & ~fl];
}

function search(ph: number, pl: number, oh: number, ol: number, depth: number, alpha: number, beta: number, passed: boolean): number {
  nodes++;
  if ((nodes & 1023) === 0 && Date.now() > deadline) throw new Timeout();
  const [mh, ml] = legalMoves(ph, pl, oh, ol);
  if (mh === 0 && ml === 0) {
    if (passed) return 1000 * (count(ph, pl) - count(oh, ol));
    return -search(oh, ol, ph, pl, depth, -beta, -alpha, true);
  }
  if (depth === 0) return evaluate(ph, pl, oh, ol);
  let best = -Infinity;
  for (const s of ordered(mh, ml)) {
    const [a, b, c, d] = apply(ph, pl, oh, ol, s);
    const v = -search(c, d, a, b, depth - 1, -beta, -alpha, false);
    if (v > best) best = v;
    if (v > alpha) alpha = v;
    if (alpha >= beta) break;
  }
  return best;
}

/** Exact disc difference with perfect play (fastest-first ordering: fewest opponent replies). */
function solve(ph: number, pl: number, oh: number, ol: number, alpha: number, beta: number, passed: boolean): number {
  nodes++;
  const [mh, ml] = legalMoves(ph, pl, oh, ol);
  if (mh === 0 && ml === 0) {
    if (passed) {
      const mineN = count(ph, pl);
      const theirs = count(oh, ol);
      const empty = 64 - mineN - theirs;
      // Empty squares go to the winner (the usual scoring).
      return mineN > theirs ? mineN - theirs + empty : mineN < theirs ? mineN - theirs - empty : 0;
    }
    return -solve(oh, ol, ph, pl, -beta, -alpha, true);
  }
  let moves = squares(mh, ml);
  const empties = 64 - count(ph | oh, pl | ol);
  if (empties > 6 && moves.length > 1) {
    const keyed = moves.map((s) => {
      const [a, b, c, d] = apply(ph, pl, oh, ol, s);
      return { s, k: mobility(c, d, a, b) * 16 - WEIGHTS[s] / 10 };
    });
    keyed.sort((x, y) => x.k - y.k);
    moves = keyed.map((x) => x.s);
  }
  let best = -Infinity;
  for (const s of moves) {
    const [a, b, c, d] = apply(ph, pl, oh, ol, s);
    const v = -solve(c, d, a, b, -beta, -alpha, false);
    if (v > best) best = v;
    if (v > alpha) alpha = v;
    if (alpha >= beta) break;
  }
  return best;
}

/** Every legal move scored at a fixed depth (for Easy/Medium and the root of Hard). */
function scoreMoves(ph: number, pl: number, oh: number, ol: number, depth: number): { move: number; score: number }[] {
  const [mh, ml] = legalMoves(ph, pl, oh, ol);
  return ordered(mh, ml).map((s) => {
    const [a, b, c, d] = apply(ph, pl, oh, ol, s);
    return { move: s, score: depth <= 1 ? -evaluate(c, d, a, b) : -search(c, d, a, b, depth - 1, -Infinity, Infinity, false) };
  });
}

function rootSearch(ph: number, pl: number, oh: number, ol: number, depth: number, first: number[]): { square: number; score: number } {
  let alpha = -Infinity;
  let bestSquare = first[0];
  for (const s of first) {
    const [a, b, c, d] = apply(ph, pl, oh, ol, s);
    const v = -search(c, d, a, b, depth - 1, -Infinity, -alpha, false);
    if (v > alpha) {
      alpha = v;
      bestSquare = s;
    }
  }
  return { square: bestSquare, score: alpha };
}

/** Empty squares at which Hard switches to the exact solve. */
export const ENDGAME_EMPTIES = 12;

/** The computer's move for the side to move in the request's position (which must have a legal move). */
export function think(request: ThinkRequest): ThinkResult {
  const p: Position = { black: request.black, white: request.white, toMove: request.toMove };
  const [ph, pl] = mine(p);
  const [oh, ol] = mine(p, other(p.toMove));
  const random = createRandom(request.seed);
  nodes = 0;
  deadline = Infinity;
  const [mh, ml] = legalMoves(ph, pl, oh, ol);
  const moves = ordered(mh, ml);
  if (moves.length === 0) throw new Error('No legal move');
  if (moves.length === 1) return { square: moves[0], depth: 0, nodes: 0 };

  if (request.level === 'easy') {
    // Greedy: the move that flips most, plus noise; half the time any move.
    const scored = moves.map((s) => {
      const [fh, fl] = flips(ph, pl, oh, ol, s);
      return { move: s, score: count(fh, fl) + Math.floor(random.next() * 3) };
    });
    return { square: chooseByLevel(scored, 0.6, () => random.next()), depth: 1, nodes: moves.length };
  }
  if (request.level === 'medium') {
    const scored = scoreMoves(ph, pl, oh, ol, Math.min(request.maxDepth ?? 3, 3));
    return { square: chooseByLevel(scored, 0.85, () => random.next()), depth: 3, nodes };
  }

  const empties = 64 - count(ph | oh, pl | ol);
  if (empties <= ENDGAME_EMPTIES) {
    let alpha = -65;
    let bestSquare = moves[0];
    for (const s of moves) {
      const [a, b, c, d] = apply(ph, pl, oh, ol, s);
      const v = -solve(c, d, a, b, -65, -alpha, false);
      if (v > alpha) {
        alpha = v;
        bestSquare = s;
      }
    }
    return { square: bestSquare, depth: empties, nodes };
  }
  // Iterative deepening within the time budget; the last finished depth's move stands.
  const maxDepth = request.maxDepth ?? 10;
  const stopAt = Date.now() + (request.timeMs ?? 400);
  const minDepth = Math.min(request.minDepth ?? 6, maxDepth);
  let best = { square: moves[0], score: 0 };
  let depthDone = 0;
  let order = moves;
  for (let depth = 1; depth <= maxDepth; depth++) {
    // Always finish the minimum depth; deeper searches stop at the budget.
    deadline = depth <= minDepth ? Infinity : stopAt;
    if (depth > minDepth && Date.now() > stopAt) break;
    try {
      best = rootSearch(ph, pl, oh, ol, depth, order);
      depthDone = depth;
      order = [best.square, ...order.filter((s) => s !== best.square)];
    } catch (error) {
      if (error instanceof Timeout) break;
      throw error;
    }
  }
  deadline = Infinity;
  return { square: best.square, depth: depthDone, nodes };
}
