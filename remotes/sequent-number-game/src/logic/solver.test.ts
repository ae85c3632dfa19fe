import { createRandom } from '@games/shared/game-kit/random';
import { neighboursFor, type SequentPuzzle } from './grid';
import type { Moves } from './levels';
import { randomHamiltonianPath } from './path';
import { countSolutions } from './solver';

/** Every numbering that fits the givens, by plain search from the 1 (no deductions), up to `limit`. */
function bruteForceCount({ size, moves, givens }: SequentPuzzle, limit: number): number {
  const total = size * size;
  const neighbours = neighboursFor(size, moves);
  const taken = new Uint8Array(total);
  let count = 0;
  const walk = (cell: number, k: number) => {
    if (count >= limit) return;
    if (k === total) {
      count++;
      return;
    }
    for (const next of neighbours[cell]) {
      if (taken[next] || (givens[next] !== 0 && givens[next] !== k + 1)) continue;
      if (givens.includes(k + 1) && givens[next] !== k + 1) continue;
      taken[next] = 1;
      walk(next, k + 1);
      taken[next] = 0;
    }
  };
  const start = givens.indexOf(1);
  taken[start] = 1;
  walk(start, 1);
  return count;
}

describe('the counting solver', () => {
  it('counts two Numbrix solutions with only the ends given, one with a middle given', () => {
    expect(countSolutions({ size: 3, moves: 'orthogonal', givens: [1, 0, 0, 0, 0, 0, 0, 0, 9] }).count).toBe(2);
    const unique = countSolutions({ size: 3, moves: 'orthogonal', givens: [1, 0, 3, 0, 0, 0, 0, 0, 9] });
    expect(unique.count).toBe(1);
    expect(unique.solution).toEqual([1, 2, 3, 6, 5, 4, 7, 8, 9]);
  });

  it('allows diagonal steps in Hidato', () => {
    // 1 2 3 / 6 5 4 / 7 8 9 with the 4 and 7 given: Hidato has more routes than Numbrix.
    const givens = [1, 0, 0, 0, 0, 4, 7, 0, 9];
    expect(countSolutions({ size: 3, moves: 'orthogonal', givens }).count).toBe(1);
    expect(countSolutions({ size: 3, moves: 'king', givens }).count).toBe(2);
  });

  it('finds no solution when a given is out of reach', () => {
    expect(countSolutions({ size: 3, moves: 'orthogonal', givens: [1, 0, 0, 0, 0, 0, 0, 0, 2] }).count).toBe(0);
  });

  it('counts as many solutions as a plain search on small boards', () => {
    for (const moves of ['king', 'orthogonal'] as Moves[]) {
      for (let i = 0; i < 40; i++) {
        const random = createRandom(`brute-${moves}-${i}`);
        const size = 4;
        const total = size * size;
        const path = randomHamiltonianPath(size, moves, random);
        const givens = new Array<number>(total).fill(0);
        path.forEach((cell, j) => {
          if (j === 0 || j === total - 1 || random.next() < 0.25) givens[cell] = j + 1;
        });
        const puzzle = { size, moves, givens };
        expect(countSolutions(puzzle, 1000).count).toBe(bruteForceCount(puzzle, 1000));
      }
    }
  });
});
