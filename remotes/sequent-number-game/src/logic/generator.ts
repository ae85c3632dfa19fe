// Random Hidato / Numbrix puzzles with exactly one solution: a random Hamiltonian path (a serpentine scrambled
// by backbite moves, king or orthogonal steps), numbered 1…N; then givens are taken away in random order while
// the counting solver still proves one solution, down to the level's share of givens. 1 and N always stay.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { neighboursFor, type SequentPuzzle } from './grid';
import { levelConfig, type Moves } from './levels';
import { countSolutions } from './solver';

export interface GeneratedPuzzle {
  puzzle: SequentPuzzle;
  /** solution[cell]: the number that belongs there. */
  solution: number[];
}

function serpentine(size: number): number[] {
  const path: number[] = [];
  for (let row = 0; row < size; row++) {
    for (let i = 0; i < size; i++) path.push(row * size + (row % 2 === 0 ? i : size - 1 - i));
  }
  return path;
}

/** A random Hamiltonian path: backbite moves (join an end to a neighbour, reverse the loose part) on a serpentine. */
export function randomHamiltonianPath(size: number, moves: Moves, random: Random): number[] {
  const neighbours = neighboursFor(size, moves);
  let path = serpentine(size);
  const total = size * size;
  const index = new Int32Array(total);
  const reindex = () => path.forEach((cell, i) => (index[cell] = i));
  reindex();
  const steps = total * 40;
  for (let step = 0; step < steps; step++) {
    if (random.next() < 0.5) {
      path.reverse();
      reindex();
    }
    const end = path[total - 1];
    const options = neighbours[end].filter((n) => n !== path[total - 2]);
    const n = random.pick(options);
    const i = index[n];
    const tail = path.slice(i + 1).reverse();
    path = [...path.slice(0, i + 1), ...tail];
    for (let j = i + 1; j < total; j++) index[path[j]] = j;
  }
  return path;
}

/** Search nodes one live uniqueness check may use; a removal it cannot prove in that many is not made. */
export const LIVE_NODE_BUDGET = 3_000;

/**
 * The puzzle of a seed and level. `budget` bounds each uniqueness proof: the live levels use a small one (fast,
 * a few more givens); the build of the 10×10 packs a large one (slow, fewer givens).
 */
export function generatePuzzle(seed: string, level: string, budget = LIVE_NODE_BUDGET): GeneratedPuzzle {
  const { size, moves, minGivens } = levelConfig(level);
  const total = size * size;
  const random = createRandom(`sequent:${seed}:${level}`);
  const path = randomHamiltonianPath(size, moves, random);
  const solution = new Array<number>(total).fill(0);
  path.forEach((cell, i) => (solution[cell] = i + 1));
  const givens = solution.slice();
  const keep = Math.ceil(total * minGivens);
  let count = total;
  for (const cell of random.shuffle(path.slice(1, -1))) {
    if (count <= keep) break;
    givens[cell] = 0;
    const result = countSolutions({ size, moves, givens }, 2, budget);
    if (result.count === 1 && result.nodes <= budget) count--;
    else givens[cell] = solution[cell];
  }
  return { puzzle: { size, moves, givens }, solution };
}
