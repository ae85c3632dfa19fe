// Deals a Zip puzzle from a seed: a random Hamiltonian path, numbers along it, optional walls on unused
// edges; ambiguities found by the solver are resolved with more numbers or walls, then numbers are
// removed greedily while the solution stays unique and the reasoning stays within the level.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { edgeKey, type ZipPuzzle } from './board';
import { DIFFICULTY_CONFIG, type Difficulty, type DifficultyConfig } from './difficulty';
import { gradeSolution } from './grade';
import { randomHamiltonianPath } from './hamiltonianPath';
import { searchSolutions } from './solver';

export interface GeneratedPuzzle {
  puzzle: ZipPuzzle;
  solution: number[];
}

/** The puzzle being built: the hidden path, which path positions carry numbers, and the walls. */
interface Draft {
  size: number;
  path: number[];
  /** positionOf[cell] = index of the cell in the path. */
  positionOf: Int32Array;
  numbered: Set<number>;
  walls: Map<number, [number, number]>;
}

function toPuzzle(draft: Draft): ZipPuzzle {
  const positions = [...draft.numbered].sort((a, b) => a - b);
  return {
    size: draft.size,
    checkpoints: positions.map((position) => draft.path[position]),
    walls: [...draft.walls.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]),
  };
}

function addWall(draft: Draft, a: number, b: number): void {
  draft.walls.set(edgeKey(a, b), a < b ? [a, b] : [b, a]);
}

/**
 * Rules out stepping from path[index - 1] to `wrong` instead of path[index]: by a wall, or by numbering
 * `wrong` so it is out of order there (numbering path[index] too when no number lies in between).
 */
function separate(draft: Draft, index: number, wrong: number, config: DifficultyConfig, random: Random): void {
  if (random.next() < config.wallFixChance) {
    addWall(draft, draft.path[index - 1], wrong);
    return;
  }
  const wrongPosition = draft.positionOf[wrong];
  draft.numbered.add(wrongPosition);
  for (let position = index; position < wrongPosition; position++) {
    if (draft.numbered.has(position)) return;
  }
  draft.numbered.add(index);
}

function firstDifference(a: readonly number[], b: readonly number[]): number {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index++;
  return index;
}

/**
 * Search steps allowed for one uniqueness proof. A puzzle whose proof needs more is too hard to deal quickly
 * (and for a person to reason through), so it gets another number instead.
 */
export const PROOF_STEP_BUDGET = 3_000;

/** Numbers the middle of the longest stretch of the path without numbers. */
function numberLongestGap(draft: Draft): void {
  const positions = [...draft.numbered].sort((a, b) => a - b);
  let best = 0;
  for (let i = 1; i < positions.length; i++) {
    if (positions[i] - positions[i - 1] > positions[best + 1] - positions[best]) best = i - 1;
  }
  draft.numbered.add(Math.floor((positions[best] + positions[best + 1]) / 2));
}

/** Adds numbers or walls until the hidden path is provably the only solution. */
function makeUnique(draft: Draft, config: DifficultyConfig, random: Random): void {
  for (;;) {
    const { solutions, complete } = searchSolutions(toPuzzle(draft), 2, PROOF_STEP_BUDGET);
    const other = solutions.find((solution) => firstDifference(solution, draft.path) < draft.path.length);
    if (other) {
      const index = firstDifference(other, draft.path);
      separate(draft, index, other[index], config, random);
    } else if (!complete) {
      numberLongestGap(draft);
    } else {
      return;
    }
  }
}

/** Adds numbers or walls until no step of the solution needs harder reasoning than the level allows. */
function makeWithinLevel(draft: Draft, config: DifficultyConfig, random: Random): void {
  for (;;) {
    const { hardStep } = gradeSolution(toPuzzle(draft), draft.path, config.hardestStep);
    if (!hardStep) return;
    separate(draft, hardStep.index, random.pick(hardStep.openWrongWays), config, random);
  }
}

function isUniqueAndWithinLevel(draft: Draft, config: DifficultyConfig): boolean {
  const puzzle = toPuzzle(draft);
  const { solutions, complete } = searchSolutions(puzzle, 2, PROOF_STEP_BUDGET);
  if (!complete || solutions.length !== 1) return false;
  return config.hardestStep === 'guess' || !gradeSolution(puzzle, draft.path, config.hardestStep).hardStep;
}

/** Removes numbers, then walls, one at a time in random order, keeping each removal that keeps the puzzle valid. */
function minimise(draft: Draft, config: DifficultyConfig, random: Random): void {
  const last = draft.path.length - 1;
  for (const position of random.shuffle([...draft.numbered].filter((p) => p !== 0 && p !== last))) {
    draft.numbered.delete(position);
    if (!isUniqueAndWithinLevel(draft, config)) draft.numbered.add(position);
  }
  for (const [key, wall] of random.shuffle([...draft.walls.entries()])) {
    draft.walls.delete(key);
    if (!isUniqueAndWithinLevel(draft, config)) draft.walls.set(key, wall);
  }
}

function initialNumbers(total: number, count: number, random: Random): Set<number> {
  const numbered = new Set<number>([0, total - 1]);
  const gap = (total - 1) / (count - 1);
  for (let i = 1; i < count - 1; i++) {
    const jitter = random.int(-Math.floor(gap / 3), Math.floor(gap / 3));
    numbered.add(Math.min(total - 2, Math.max(1, Math.round(i * gap) + jitter)));
  }
  return numbered;
}

function randomWalls(draft: Draft, count: number, random: Random): void {
  const { size, path } = draft;
  const used = new Set<number>();
  for (let i = 1; i < path.length; i++) used.add(edgeKey(path[i - 1], path[i]));
  const unused: Array<[number, number]> = [];
  for (let cell = 0; cell < size * size; cell++) {
    if (cell % size < size - 1 && !used.has(edgeKey(cell, cell + 1))) unused.push([cell, cell + 1]);
    if (cell + size < size * size && !used.has(edgeKey(cell, cell + size))) unused.push([cell, cell + size]);
  }
  for (const [a, b] of random.shuffle(unused).slice(0, count)) addWall(draft, a, b);
}

export function generatePuzzle(seed: string, difficulty: Difficulty): GeneratedPuzzle {
  const config = DIFFICULTY_CONFIG[difficulty];
  const random = createRandom(`zip:${difficulty}:${seed}`);
  const path = randomHamiltonianPath(config.size, random);
  const positionOf = new Int32Array(path.length);
  path.forEach((cell, index) => (positionOf[cell] = index));
  const draft: Draft = {
    size: config.size,
    path,
    positionOf,
    numbered: initialNumbers(path.length, config.initialNumbers, random),
    walls: new Map(),
  };
  randomWalls(draft, config.walls, random);
  makeUnique(draft, config, random);
  if (config.hardestStep !== 'guess') makeWithinLevel(draft, config, random);
  if (config.minimise) minimise(draft, config, random);
  return { puzzle: toPuzzle(draft), solution: path };
}
