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
  // The gaps between consecutive givens: lastGap[cell] is the last gap whose numbers could stand in the cell
  // (within reach of both givens that bound it), -1 when none. An empty cell left behind once the chain has
  // passed its last gap can never be filled; one whose last gap is the current one must stay within reach.
  const givenList: number[] = [];
  for (let k = 1; k <= total; k++) if (posOf[k] >= 0) givenList.push(k);
  const gapOf = new Int32Array(total + 2).fill(-1);
  const lastGap = new Int32Array(total).fill(-1);
  for (let s = 0; s + 1 < givenList.length; s++) {
    const a = givenList[s];
    const b = givenList[s + 1];
    for (let k = a + 1; k < b; k++) gapOf[k] = s;
    if (b - a < 2) continue;
    for (let cell = 0; cell < total; cell++) {
      if (givens[cell] !== 0) continue;
      if (distance(posOf[a], cell, size, moves) + distance(cell, posOf[b], size, moves) <= b - a) lastGap[cell] = s;
    }
  }
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

  /** With k−1 just placed at head: every empty cell can still be reached by the gaps to come. */
  const coverable = (head: number, k: number): boolean => {
    const s = gapOf[k];
    if (s < 0) return true;
    const g = givenList[s + 1];
    const target = posOf[g];
    const room = g - (k - 1);
    let mustFill = 0;
    for (let cell = 0; cell < total; cell++) {
      if (value[cell] !== 0) continue;
      const last = lastGap[cell];
      if (last < s) return false;
      if (last === s) {
        if (distance(head, cell, size, moves) + distance(cell, target, size, moves) > room) return false;
        mustFill++;
      }
    }
    return mustFill <= room - 1;
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
      if (ok && coverable(cell, k + 1)) place(k + 1);
      value[cell] = 0;
      posOf[k] = -1;
      if (count >= limit) return;
    }
  };

  place(2);
  return { count, solution, nodes };
}
