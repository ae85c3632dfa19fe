// Deals a puzzle: random digits and a random keep-mask (40–60 % kept, at least one kept and one erased in
// every line), cages on hard levels, then the sums. The counting solver must find exactly one keep-mask;
// where it finds two, a digit where they differ is changed and the sums recomputed, until one remains. Easy
// and medium puzzles must also be solved by line logic alone (no guessing).
import { gridColumns, gridRows, lineSum } from '@games/shared/game-kit/lines';
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { hasCages, noGuessLevel, sizeOfLevel } from './levels';
import { deduce, findSolutions } from './solver';
import { OPEN, type Cage, type CrossSumsPuzzle, type Mark } from './types';

export const CAGE_COLOURS = 8;

function neighbours(size: number, cell: number): number[] {
  const row = Math.floor(cell / size);
  const col = cell % size;
  const out: number[] = [];
  if (row > 0) out.push(cell - size);
  if (row < size - 1) out.push(cell + size);
  if (col > 0) out.push(cell - 1);
  if (col < size - 1) out.push(cell + 1);
  return out;
}

/** A keep-mask with 40–60 % kept and, in every row and column, at least one kept and one erased digit. */
function randomMask(size: number, random: Random): (0 | 1)[] {
  for (;;) {
    const share = 0.42 + random.next() * 0.16;
    const mask = Array.from({ length: size * size }, () => (random.next() < share ? 1 : 0) as 0 | 1);
    const kept = mask.reduce<number>((sum, v) => sum + v, 0);
    if (kept < size * size * 0.4 || kept > size * size * 0.6) continue;
    const lines = [...gridRows(size, size), ...gridColumns(size, size)];
    if (lines.every((line) => line.cells.some((cell) => mask[cell] === 1) && line.cells.some((cell) => mask[cell] === 0))) return mask;
  }
}

/** Cages of 2–4 cells covering the grid, each with at least one kept digit, coloured so neighbours differ. */
function randomCages(size: number, mask: (0 | 1)[], random: Random): Omit<Cage, 'sum'>[] | null {
  const cageOf = new Array<number>(size * size).fill(-1);
  const cages: number[][] = [];
  for (const start of random.shuffle(Array.from({ length: size * size }, (_, i) => i))) {
    if (cageOf[start] >= 0) continue;
    const want = random.int(2, 4);
    const cells = [start];
    cageOf[start] = cages.length;
    while (cells.length < want) {
      const free = cells.flatMap((cell) => neighbours(size, cell)).filter((cell) => cageOf[cell] < 0);
      if (free.length === 0) break;
      const next = random.pick(free);
      cageOf[next] = cages.length;
      cells.push(next);
    }
    cages.push(cells);
  }
  // A lone cell joins a neighbouring cage.
  for (let id = 0; id < cages.length; id += 1) {
    if (cages[id].length !== 1) continue;
    const cell = cages[id][0];
    const into = cageOf[random.pick(neighbours(size, cell))];
    cages[into].push(cell);
    cageOf[cell] = into;
    cages[id] = [];
  }
  const kept = cages.filter((cells) => cells.length > 0).map((cells) => cells.sort((a, b) => a - b));
  for (const cells of kept) if (!cells.some((cell) => mask[cell] === 1)) mask[random.pick(cells)] = 1;
  // Greedy colouring: each cage takes the first colour no touching cage has.
  const ids = new Array<number>(size * size);
  kept.forEach((cells, id) => cells.forEach((cell) => (ids[cell] = id)));
  const colours: number[] = [];
  kept.forEach((cells, id) => {
    const taken = new Set(cells.flatMap((cell) => neighbours(size, cell)).map((cell) => ids[cell]).filter((other) => other < id).map((other) => colours[other]));
    let colour = random.int(0, CAGE_COLOURS - 1);
    for (let i = 0; i < CAGE_COLOURS && taken.has(colour); i += 1) colour = (colour + 1) % CAGE_COLOURS;
    colours.push(taken.has(colour) ? -1 : colour);
  });
  // Every colour taken around a cage (rare): the caller draws other cages.
  if (colours.includes(-1)) return null;
  kept.sort((a, b) => a[0] - b[0]);
  return kept.map((cells) => ({ cells, colour: colours[ids[cells[0]]] }));
}

function withSums(size: number, digits: number[], solution: (0 | 1)[], cages: Omit<Cage, 'sum'>[]): CrossSumsPuzzle {
  const keptValue = (digit: number, cell: number) => (solution[cell] === 1 ? digit : 0);
  return {
    size,
    digits,
    rowSums: gridRows(size, size).map((line) => lineSum(digits, line, keptValue)),
    colSums: gridColumns(size, size).map((line) => lineSum(digits, line, keptValue)),
    cages: cages.map((cage) => ({ ...cage, sum: lineSum(digits, cage.cells, keptValue) })),
    solution,
  };
}

export function generatePuzzle(seed: string, level: string): CrossSumsPuzzle {
  const size = sizeOfLevel(level);
  const random = createRandom(`cross-sums:${seed}:${level}`);
  const noGuess = noGuessLevel(level);
  for (;;) {
    const solution = randomMask(size, random);
    const cages = hasCages(level) ? randomCages(size, solution, random) : [];
    if (!cages) continue;
    const digits = Array.from({ length: size * size }, () => random.int(1, 9));
    for (let round = 0; round < 80; round += 1) {
      const puzzle = withSums(size, digits, solution, cages);
      const found = findSolutions(puzzle, 2);
      let change: number[];
      if (found.length === 2) {
        change = found[0].flatMap((v, cell) => (v !== found[1][cell] ? [cell] : []));
      } else {
        if (!noGuess) return puzzle;
        const marks = new Array<Mark>(size * size).fill(OPEN);
        if (deduce(puzzle, marks) === 'solved') return puzzle;
        change = marks.flatMap((mark, cell) => (mark === OPEN ? [cell] : []));
      }
      // Mutate one of the cells involved: another digit, so the sums tell the ways apart.
      const cell = random.pick(change);
      const before = digits[cell];
      while (digits[cell] === before) digits[cell] = random.int(1, 9);
    }
  }
}
