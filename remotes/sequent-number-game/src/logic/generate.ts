// Random Hidato / Numbrix puzzles with exactly one solution: a random Hamiltonian path with few short
// rearrangements (path.ts), numbered 1…N; then givens are taken away, most crowded stretch first, while the
// puzzle stays fair, down to the level's share of givens. Fair means solvable by deductions alone on the
// no-guessing levels, and one solution proven by the counting solver within a budget of guesses on the others.
// 1 and N always stay.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { solveByLogic } from './deduce';
import type { SequentPuzzle } from './grid';
import { levelConfig } from './levels';
import { randomHamiltonianPath } from './path';
import { countSolutions } from './solver';

export interface GeneratedPuzzle {
  puzzle: SequentPuzzle;
  /** solution[cell]: the number that belongs there. */
  solution: number[];
}

/** Guesses one live uniqueness check may make; a removal it cannot prove in that many is not made. */
export const LIVE_GUESS_BUDGET = 100;

/**
 * Which given to try taking away next: one of those whose removal leaves the shortest run of hidden numbers
 * (the stretch between its given neighbours), so the givens thin out evenly and gaps lengthen together rather
 * than one long gap opening early and blocking every later removal. `tried` are numbers already tried.
 */
function nextRemoval(given: Uint8Array, tried: Uint8Array, random: Random): number {
  const total = given.length - 1;
  let shortest = Infinity;
  const options: number[] = [];
  let previous = 1;
  for (let v = 2; v < total; v++) {
    if (!given[v]) continue;
    let after = v + 1;
    while (!given[after]) after++;
    if (!tried[v]) {
      const run = after - previous;
      if (run < shortest) {
        shortest = run;
        options.length = 0;
      }
      if (run === shortest) options.push(v);
    }
    previous = v;
  }
  return options.length === 0 ? 0 : random.pick(options);
}

/**
 * The puzzle of a seed and level. `budget` bounds each uniqueness proof on the levels that may need guessing:
 * the live levels use a small one (fast, a few more givens); the build of the 10×10 packs a larger one.
 */
export function generatePuzzle(seed: string, level: string, budget = LIVE_GUESS_BUDGET): GeneratedPuzzle {
  const { size, moves, minGivens, noGuessing } = levelConfig(level);
  const total = size * size;
  const random = createRandom(`sequent:${seed}:${level}`);
  const path = randomHamiltonianPath(size, moves, random);
  const solution = new Array<number>(total).fill(0);
  path.forEach((cell, i) => (solution[cell] = i + 1));
  const givens = solution.slice();
  const puzzle: SequentPuzzle = { size, moves, givens };
  const fair = noGuessing
    ? () => solveByLogic(puzzle).solved
    : () => {
        const result = countSolutions(puzzle, 2, budget);
        return result.count === 1 && result.nodes <= budget;
      };
  // given[v]: v is still printed (1 and N never leave); tried[v]: its removal has been tried.
  const given = new Uint8Array(total + 1).fill(1);
  const tried = new Uint8Array(total + 1);
  const keep = Math.ceil(total * minGivens);
  let count = total;
  while (count > keep) {
    const v = nextRemoval(given, tried, random);
    if (v === 0) break;
    tried[v] = 1;
    const cell = path[v - 1];
    givens[cell] = 0;
    if (fair()) {
      given[v] = 0;
      count--;
    } else {
      givens[cell] = v;
    }
  }
  return { puzzle, solution };
}
