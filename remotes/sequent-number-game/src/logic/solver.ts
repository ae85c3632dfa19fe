// A counting solver for Hidato and Numbrix: places 1, 2, 3… in order next to the previous number. A given
// number must be reachable in time (distance to the next given ≤ the numbers between, with matching parity
// for orthogonal steps), and an empty cell next to the chain must keep two possible neighbours.
import type { SolutionCount } from '@games/shared/game-kit/puzzle/solver';
import { distance, neighboursFor, type SequentPuzzle } from './grid';

export interface SequentSolveResult extends SolutionCount<number[]> {
  nodes: number;
}

export function countSolutions(puzzle: SequentPuzzle, limit = 2, budget = 2_000_000): SequentSolveResult {
  const { size, moves, givens } = puzzle;
  const total = size * size;
  const neighbours = neighboursFor(size, moves);
  const value = givens.slice();
  const posOf = new Int32Array(total + 2).fill(-1);
  givens.forEach((v, cell) => {
    if (v > 0) posOf[v] = cell;
  });
  // nextGiven[k]: the smallest given number ≥ k.
  const nextGiven = new Int32Array(total + 2).fill(0);
  for (let k = total; k >= 1; k--) nextGiven[k] = posOf[k] >= 0 && givens[posOf[k]] === k ? k : nextGiven[k + 1];
  let count = 0;
  let nodes = 0;
  let solution: number[] | undefined;

  /** An empty cell needs two neighbours that can still hold its neighbours in the chain. */
  const alive = (cell: number, head: number, k: number): boolean => {
    let open = 0;
    for (const n of neighbours[cell]) {
      const v = value[n];
      if (v === 0 || n === head || v > k) open++;
      if (open >= 2) return true;
    }
    return false;
  };

  const reachable = (cell: number, k: number): boolean => {
    const g = nextGiven[k + 1];
    if (g === 0) return true;
    const d = distance(cell, posOf[g], size, moves);
    if (d > g - k) return false;
    return moves === 'king' || (g - k - d) % 2 === 0;
  };

  const place = (k: number): void => {
    if (count >= limit || nodes > budget) return;
    nodes++;
    if (k > total) {
      if (count === 0) solution = value.slice();
      count++;
      return;
    }
    const previous = posOf[k - 1];
    if (givens[posOf[k]] === k && posOf[k] >= 0) {
      if (neighbours[previous].includes(posOf[k])) place(k + 1);
      return;
    }
    for (const cell of neighbours[previous]) {
      if (value[cell] !== 0 || !reachable(cell, k)) continue;
      value[cell] = k;
      posOf[k] = cell;
      let ok = true;
      for (const n of neighbours[cell]) {
        if (value[n] === 0 && !alive(n, cell, k)) {
          ok = false;
          break;
        }
      }
      if (ok) place(k + 1);
      value[cell] = 0;
      posOf[k] = -1;
      if (count >= limit) return;
    }
  };

  place(2);
  return { count, solution, nodes };
}
