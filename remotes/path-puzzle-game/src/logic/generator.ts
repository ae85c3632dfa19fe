// Random Flow boards with exactly one solution: partition the grid into paths (length ≥ 3, no path touching
// itself, so no 2×2 block of one colour), put a pair of dots at each path's ends, keep it when the counting
// solver proves one solution. The same seed and level always give the same board.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { neighboursOf, type FlowPuzzle } from './board';
import { sizeOfLevel } from './levels';
import { countSolutions } from './solver';

export interface GeneratedPuzzle {
  puzzle: FlowPuzzle;
  /** The one solution: each colour's path from ends[k][0] to ends[k][1]. */
  solution: number[][];
}

const MIN_LENGTH = 3;

/**
 * One random partition of the grid into paths of length ≥ 3 that never touch themselves, or null: a random
 * domino tiling (with single cells where none fits), then many random joins of two paths at touching ends.
 */
export function randomPartition(size: number, random: Random, maxLength: number): number[][] | null {
  const total = size * size;
  const owner = new Int32Array(total).fill(-1);
  const paths: Array<number[] | null> = [];
  for (const cell of random.shuffle(Array.from({ length: total }, (_, c) => c))) {
    if (owner[cell] >= 0) continue;
    const free = neighboursOf(cell, size).filter((n) => owner[n] < 0);
    const path = free.length > 0 ? [cell, random.pick(free)] : [cell];
    for (const c of path) owner[c] = paths.length;
    paths.push(path);
  }
  const live = () => paths.filter((p): p is number[] => p !== null);
  const rounds = total * 12;
  for (let round = 0; round < rounds; round++) {
    const all = live();
    const shorts = all.filter((p) => p.length < MIN_LENGTH);
    if (shorts.length === 0 && round > total * 4) break;
    const path = shorts.length > 0 && random.next() < 0.7 ? random.pick(shorts) : random.pick(all);
    const id = owner[path[0]];
    const limit = path.length < MIN_LENGTH ? maxLength + 2 : maxLength;
    if (!joinOnce(paths, owner, id, limit, size, random) && path.length < MIN_LENGTH) splitJoin(paths, owner, id, size, random);
  }
  const result = live();
  return result.some((p) => p.length < MIN_LENGTH) ? null : result;
}

/** Joins path `id` to another path whose end touches one of its ends, when the joined path stays self-avoiding. */
function joinOnce(paths: Array<number[] | null>, owner: Int32Array, id: number, limit: number, size: number, random: Random): boolean {
  const path = paths[id] as number[];
  for (const atStart of random.shuffle([true, false])) {
    const end = atStart ? path[0] : path[path.length - 1];
    for (const n of random.shuffle(neighboursOf(end, size))) {
      const other = owner[n];
      if (other === id) continue;
      const second = paths[other] as number[];
      if (second.length + path.length > limit) continue;
      const nAtStart = second[0] === n;
      if (!nAtStart && second[second.length - 1] !== n) continue;
      const first = atStart ? path.slice().reverse() : path;
      const merged = [...first, ...(nAtStart ? second : second.slice().reverse())];
      if (!selfAvoiding(merged, size)) continue;
      paths[id] = merged;
      paths[other] = null;
      for (const c of second) owner[c] = id;
      return true;
    }
  }
  return false;
}

/**
 * A short path that cannot join an end takes over part of a neighbouring path: that path is cut at the cell
 * touching the short path's end; one part carries on through the short path, the other is left on its own.
 */
function splitJoin(paths: Array<number[] | null>, owner: Int32Array, id: number, size: number, random: Random): boolean {
  const path = paths[id] as number[];
  for (const atStart of random.shuffle([true, false])) {
    const end = atStart ? path[0] : path[path.length - 1];
    for (const n of random.shuffle(neighboursOf(end, size))) {
      const other = owner[n];
      if (other === id) continue;
      const second = paths[other] as number[];
      const at = second.indexOf(n);
      const keepStart = random.next() < 0.5;
      const kept = keepStart ? second.slice(0, at + 1) : second.slice(at).reverse();
      const rest = keepStart ? second.slice(at + 1) : second.slice(0, at);
      const own = atStart ? path : path.slice().reverse();
      const merged = [...kept, ...own];
      if (!selfAvoiding(merged, size) || rest.length === 0) continue;
      paths[other] = merged;
      paths[id] = rest;
      for (const c of own) owner[c] = other;
      for (const c of rest) owner[c] = id;
      return true;
    }
  }
  return false;
}

/** No two cells of the path touch unless they are consecutive. */
export function selfAvoiding(path: readonly number[], size: number): boolean {
  const index = new Map<number, number>();
  path.forEach((cell, i) => index.set(cell, i));
  for (let i = 0; i < path.length; i++) {
    for (const n of neighboursOf(path[i], size)) {
      const j = index.get(n);
      if (j !== undefined && Math.abs(i - j) !== 1) return false;
    }
  }
  return true;
}

/** Longest path a level draws: longer paths on bigger boards mean fewer colours. */
function maxLengthFor(size: number): number {
  return Math.round(size * 1.25);
}

/** The board of a seed and level. */
export function generatePuzzle(seed: string, level: string): GeneratedPuzzle {
  const size = sizeOfLevel(level);
  const random = createRandom(`path-puzzle:${seed}:${level}`);
  for (let attempt = 0; ; attempt++) {
    const paths = randomPartition(size, random, maxLengthFor(size));
    if (!paths || paths.length < 2) continue;
    const order = random.shuffle(paths.map((_, k) => k));
    const ordered = order.map((k) => paths[k]);
    const puzzle: FlowPuzzle = { size, ends: ordered.map((path) => [path[0], path[path.length - 1]]) };
    const result = countSolutions(puzzle, 2, 200_000);
    if (result.count === 1 && result.nodes <= 200_000) return { puzzle, solution: ordered };
    if (attempt > 10_000) throw new Error('No unique Flow board found');
  }
}
