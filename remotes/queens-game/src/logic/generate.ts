// The generator: a random queen placement, regions grown around the queens by a randomised flood fill,
// borders adjusted until the counting solver finds exactly one solution, then graded by human-style deductions.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { cellAt, normaliseRegions, orthogonalNeighbours, type QueensPuzzle } from './board';
import { solveLogically } from './deduce';
import { DIFFICULTIES, type Difficulty } from './difficulty';
import { findSolutions } from './solver';

export interface GeneratedPuzzle extends QueensPuzzle {
  seed: string;
  difficulty: Difficulty;
}

/** One queen per row and column with no two touching: consecutive rows differ by at least two columns. */
export function randomQueenColumns(size: number, random: Random): number[] {
  const columns: number[] = [];
  const used = new Array<boolean>(size).fill(false);
  const place = (row: number): boolean => {
    if (row === size) return true;
    for (const col of random.shuffle(Array.from({ length: size }, (_, i) => i))) {
      if (used[col] || (row > 0 && Math.abs(col - columns[row - 1]) <= 1)) continue;
      used[col] = true;
      columns.push(col);
      if (place(row + 1)) return true;
      columns.pop();
      used[col] = false;
    }
    return false;
  };
  if (!place(0)) throw new Error(`No queen placement exists for size ${size}`);
  return columns;
}

/** Grows one region from each queen; each region grows at its own random pace, so sizes vary like the originals. */
export function growRegions(size: number, queenColumns: readonly number[], random: Random): number[] {
  const regions = new Array<number>(size * size).fill(-1);
  const frontiers: number[][] = Array.from({ length: size }, () => []);
  const weights = Array.from({ length: size }, () => 0.15 + random.next() * random.next() * 3);
  queenColumns.forEach((col, row) => {
    const cell = cellAt(size, row, col);
    regions[cell] = row;
    frontiers[row].push(...orthogonalNeighbours(size, cell));
  });
  let unassigned = size * size - size;
  while (unassigned > 0) {
    let total = 0;
    for (let region = 0; region < size; region++) if (frontiers[region].length > 0) total += weights[region];
    let pick = random.next() * total;
    let region = 0;
    for (; region < size; region++) {
      if (frontiers[region].length === 0) continue;
      pick -= weights[region];
      if (pick <= 0) break;
    }
    if (region === size) region = frontiers.findIndex((frontier) => frontier.length > 0);
    const frontier = frontiers[region];
    const index = random.int(0, frontier.length - 1);
    const cell = frontier[index];
    frontier[index] = frontier[frontier.length - 1];
    frontier.pop();
    if (regions[cell] !== -1) continue;
    regions[cell] = region;
    unassigned--;
    for (const next of orthogonalNeighbours(size, cell)) if (regions[next] === -1) frontier.push(next);
  }
  return regions;
}

const MAX_REPAIRS = 30;

/** The edge-connected pieces of `cells`. */
function components(size: number, cells: readonly number[]): number[][] {
  const inSet = new Set(cells);
  const seen = new Set<number>();
  const pieces: number[][] = [];
  for (const start of cells) {
    if (seen.has(start)) continue;
    const piece = [start];
    seen.add(start);
    for (let i = 0; i < piece.length; i++) {
      for (const next of orthogonalNeighbours(size, piece[i])) {
        if (inSet.has(next) && !seen.has(next)) {
          seen.add(next);
          piece.push(next);
        }
      }
    }
    pieces.push(piece);
  }
  return pieces;
}

/**
 * Adjusts borders until the intended solution is the only one. A cell holding a queen of another solution
 * (but not of the intended one) moves into a neighbouring region, which then holds two of that solution's
 * queens. Any piece of its old region cut off by the move goes with it, so every region stays connected and
 * keeps its intended queen.
 */
export function makeUnique(size: number, regions: number[], solution: readonly number[], random: Random): boolean {
  const queenCells = new Set(solution.map((col, row) => cellAt(size, row, col)));
  for (let attempt = 0; attempt < MAX_REPAIRS; attempt++) {
    const solutions = findSolutions({ size, regions }, 2);
    const other = solutions.find((candidate) => candidate.some((col, row) => col !== solution[row]));
    if (!other) return solutions.length === 1;
    const moves: Array<{ cell: number; to: number }> = [];
    other.forEach((col, row) => {
      if (col === solution[row]) return;
      const cell = cellAt(size, row, col);
      for (const next of orthogonalNeighbours(size, cell)) {
        if (regions[next] !== regions[cell]) moves.push({ cell, to: regions[next] });
      }
    });
    if (moves.length === 0) return false;
    const { cell, to } = random.pick(moves);
    const from = regions[cell];
    const rest: number[] = [];
    regions.forEach((region, index) => region === from && index !== cell && rest.push(index));
    regions[cell] = to;
    for (const piece of components(size, rest)) {
      if (!piece.some((index) => queenCells.has(index))) for (const index of piece) regions[index] = to;
    }
  }
  return false;
}

/** Tries one layout; null when it cannot be made unique or does not fit the difficulty. */
function tryLayout(size: number, difficulty: Difficulty, random: Random): QueensPuzzle | null {
  const solution = randomQueenColumns(size, random);
  const regions = growRegions(size, solution, random);
  if (!makeUnique(size, regions, solution, random)) return null;
  const spec = DIFFICULTIES[difficulty];
  const grade = solveLogically({ size, regions }, spec.maxLevel);
  if (!grade.solved || grade.maxLevel < spec.minLevel) return null;
  return { size, regions: normaliseRegions(regions), solution };
}

const MAX_LAYOUTS = 5000;

/** The puzzle for a seed and difficulty: the same inputs always give the same puzzle. */
export function generatePuzzle(seed: string, difficulty: Difficulty): GeneratedPuzzle {
  const random = createRandom(`queens:${difficulty}:${seed}`);
  const spec = DIFFICULTIES[difficulty];
  const size = random.pick(spec.sizes);
  for (let attempt = 0; attempt < MAX_LAYOUTS; attempt++) {
    const puzzle = tryLayout(size, difficulty, random);
    if (puzzle) return { ...puzzle, seed, difficulty };
  }
  throw new Error(`Could not generate a ${difficulty} Queens puzzle for seed ${seed}`);
}
