// The 10×10 levels come from packs made at build time (scripts/build-packs.ts): proving one solution with few
// givens takes longer than a live deal may. A pack puzzle is one string: every cell's number in row order,
// negative where the number is hidden ("1,-2,-3,4,…"). A seed picks a puzzle, one of the eight turns and
// mirrors of the square and whether the numbers run backwards (N+1−k), so a pack gives 16 times as many.
import { createRandom } from '@games/shared/game-kit/random';
import type { GeneratedPuzzle } from './generate';
import type { Moves } from './levels';

export const PACK_VERSION = 1;

export interface SequentPack {
  version: number;
  level: string;
  size: number;
  moves: Moves;
  puzzles: string[];
}

export const formatPuzzle = ({ puzzle, solution }: GeneratedPuzzle): string =>
  solution.map((v, cell) => (puzzle.givens[cell] > 0 ? v : -v)).join(',');

export function parsePuzzle(pack: Pick<SequentPack, 'size' | 'moves'>, text: string): GeneratedPuzzle {
  const numbers = text.split(',').map(Number);
  return {
    puzzle: { size: pack.size, moves: pack.moves, givens: numbers.map((v) => (v > 0 ? v : 0)) },
    solution: numbers.map(Math.abs),
  };
}

export function isSequentPack(value: unknown): value is SequentPack {
  if (typeof value !== 'object' || value === null) return false;
  const { version, level, size, moves, puzzles } = value as Partial<SequentPack>;
  if (version !== PACK_VERSION || typeof level !== 'string' || typeof size !== 'number' || !Number.isInteger(size)) return false;
  if (moves !== 'king' && moves !== 'orthogonal') return false;
  if (!Array.isArray(puzzles) || puzzles.length === 0) return false;
  const total = size * size;
  const pattern = /^-?\d+(,-?\d+)*$/;
  return puzzles.every((text) => {
    if (typeof text !== 'string' || !pattern.test(text)) return false;
    const numbers = text.split(',').map((v) => Math.abs(Number(v)));
    return numbers.length === total && new Set(numbers).size === total && numbers.every((v) => v >= 1 && v <= total);
  });
}

/** The puzzle turned or mirrored (bit 0 flips rows, bit 1 flips columns, bit 2 transposes), numbers reversed when asked. */
export function transformPuzzle(deal: GeneratedPuzzle, symmetry: number, reverse: boolean): GeneratedPuzzle {
  const { size } = deal.puzzle;
  const total = size * size;
  const givens = new Array<number>(total).fill(0);
  const solution = new Array<number>(total).fill(0);
  const renumber = (v: number) => (v > 0 && reverse ? total + 1 - v : v);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      let row = symmetry & 1 ? size - 1 - r : r;
      let col = symmetry & 2 ? size - 1 - c : c;
      if (symmetry & 4) [row, col] = [col, row];
      const from = r * size + c;
      const to = row * size + col;
      givens[to] = renumber(deal.puzzle.givens[from]);
      solution[to] = renumber(deal.solution[from]);
    }
  }
  return { puzzle: { ...deal.puzzle, givens }, solution };
}

export function dealFromPack(pack: SequentPack, seed: string): GeneratedPuzzle {
  const random = createRandom(`sequent:${pack.level}:${seed}`);
  const base = parsePuzzle(pack, pack.puzzles[random.int(0, pack.puzzles.length - 1)]);
  return transformPuzzle(base, random.int(0, 7), random.next() < 0.5);
}
