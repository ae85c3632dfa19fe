// Puzzle generator: a random full grid, then clues removed (180° symmetric pairs below Expert) while
// the puzzle keeps exactly one solution and stays within its difficulty; then graded by the technique
// solver and dealt again until the grade matches. The same seed and difficulty give the same puzzle.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { DIFFICULTY_LEVEL, MIN_GIVENS, type Difficulty } from './difficulty';
import { CELL_COUNT } from './grid';
import { solveLogically, type LogicLevel } from './logicalSolver';
import { countSolutions, randomFullGrid } from './solver';

export interface Puzzle {
  seed: string;
  difficulty: Difficulty;
  /** Givens, 0 for the cells the player fills. */
  givens: number[];
  solution: number[];
  /** The grade the technique solver gave it. */
  level: LogicLevel;
  /** Full grids dealt before one graded right (for benchmarks). */
  attempts: number;
}

/** Groups of cells removed together: mirrored pairs (plus the centre alone) or single cells. */
function removalGroups(random: Random, symmetric: boolean): number[][] {
  const groups: number[][] = [];
  if (symmetric) {
    for (let c = 0; c <= 40; c++) groups.push(c === 40 ? [40] : [c, CELL_COUNT - 1 - c]);
  } else {
    for (let c = 0; c < CELL_COUNT; c++) groups.push([c]);
  }
  return random.shuffle(groups);
}

/** Removes clues while the puzzle stays unique and (below Expert) solvable within `maxLevel`. */
function dig(solution: number[], random: Random, difficulty: Difficulty): number[] {
  const maxLevel = DIFFICULTY_LEVEL[difficulty];
  const symmetric = difficulty !== 'expert';
  const puzzle = solution.slice();
  let givens = CELL_COUNT;
  for (const group of removalGroups(random, symmetric)) {
    if (givens - group.length < MIN_GIVENS[difficulty]) continue;
    for (const c of group) puzzle[c] = 0;
    const unique = countSolutions(puzzle, 2).count === 1;
    const withinLevel = unique && solveLogically(puzzle, maxLevel).solved;
    if (withinLevel) {
      givens -= group.length;
    } else {
      for (const c of group) puzzle[c] = solution[c];
    }
  }
  return puzzle;
}

/** Accepts a grade for a difficulty: exactly its level below Expert; Expert needs fish, wings or more. */
function gradeFits(level: LogicLevel, difficulty: Difficulty): boolean {
  const target = DIFFICULTY_LEVEL[difficulty];
  return level === target;
}

export const MAX_ATTEMPTS = 400;

export function generatePuzzle(seed: string, difficulty: Difficulty): Puzzle {
  const random = createRandom(`sudoku:${difficulty}:${seed}`);
  let fallback: Puzzle | undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const solution = randomFullGrid(random);
    const givens = dig(solution, random, difficulty);
    const { level } = solveLogically(givens, 4);
    const puzzle: Puzzle = { seed, difficulty, givens, solution, level, attempts: attempt + 1 };
    if (gradeFits(level, difficulty)) return puzzle;
    // Easier than asked is the only safe fallback (never a puzzle that needs guessing below Expert).
    if (level < DIFFICULTY_LEVEL[difficulty] && (!fallback || level > fallback.level)) fallback = puzzle;
  }
  if (!fallback) throw new Error(`No ${difficulty} puzzle found for seed ${seed}`);
  return fallback;
}
