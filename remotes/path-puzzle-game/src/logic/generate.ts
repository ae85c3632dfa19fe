// Random Flow boards with exactly one solution: partition the grid into paths (length ≥ 3, no path touching
// itself, so no 2×2 block of one colour), put a pair of dots at each path's ends, keep it when the counting
// solver proves one solution. The same seed and level always give the same board. A bridge pack then makes
// one to three bridges: where a path runs straight through a cell, the paths on either side of it are cut there
// and joined straight across it.
import { createRandom, type Random } from '@games/shared/game-kit/random';
import { colOf, edgeId, neighboursOf, rowOf, type FlowPuzzle } from './board';
import { DAILY_PACK, levelInfo, levelSeed, packOf, type Pack } from './levels';
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

/** The part of `path` that ends on `cell` (from either end) and what is left of the path, in both orders. */
function cutsEndingAt(path: readonly number[], cell: number): Array<{ part: number[]; rest: number[] }> {
  const i = path.indexOf(cell);
  return [
    { part: path.slice(0, i + 1), rest: path.slice(i + 1) },
    { part: path.slice(i).reverse(), rest: path.slice(0, i) },
  ];
}

/**
 * Up to `wanted` bridges made in a partition (changed in place): a cell away from the border and from other
 * bridges where one path runs straight through, with two other paths on the cells beside it across that line.
 * Those two are cut at the cells beside the bridge and joined through it, so the new path passes straight
 * under the first one. What is left of a cut path stays a path of its own (3+ cells, no end on a bridge); the
 * joined path must not touch itself nor cross itself. Returns the bridge cells.
 */
export function addBridges(paths: number[][], size: number, random: Random, wanted: number): number[] {
  const bridges: number[] = [];
  const isBridge = (cell: number) => bridges.includes(cell);
  const nearBridge = (cell: number) => bridges.some((b) => Math.abs(rowOf(b, size) - rowOf(cell, size)) <= 1 && Math.abs(colOf(b, size) - colOf(cell, size)) <= 1);
  const restFits = (rest: readonly number[]) => rest.length === 0 || (rest.length >= MIN_LENGTH && !isBridge(rest[0]) && !isBridge(rest[rest.length - 1]));
  const inner = Array.from({ length: size * size }, (_, c) => c).filter((c) => rowOf(c, size) > 0 && colOf(c, size) > 0 && rowOf(c, size) < size - 1 && colOf(c, size) < size - 1);
  for (const cell of random.shuffle(inner)) {
    if (bridges.length >= wanted) break;
    if (nearBridge(cell)) continue;
    // The path straight through the cell (a bridge cell is never a path's end).
    const over = paths.findIndex((path) => {
      const i = path.indexOf(cell);
      return i > 0 && i < path.length - 1 && path[i + 1] - path[i] === path[i] - path[i - 1];
    });
    if (over < 0) continue;
    const step = Math.abs(cell - paths[over][paths[over].indexOf(cell) - 1]);
    const across = step === 1 ? size : 1;
    const a = paths.findIndex((path, k) => k !== over && path.includes(cell - across) && !path.includes(cell));
    const b = paths.findIndex((path, k) => k !== over && path.includes(cell + across) && !path.includes(cell));
    if (a < 0 || b < 0 || a === b) continue;
    let joined: { path: number[]; rests: number[][] } | null = null;
    for (const head of random.shuffle(cutsEndingAt(paths[a], cell - across))) {
      for (const tail of random.shuffle(cutsEndingAt(paths[b], cell + across))) {
        if (joined || !restFits(head.rest) || !restFits(tail.rest)) continue;
        const path = [...head.part, cell, ...tail.part.reverse()];
        if (new Set(path).size === path.length && selfAvoiding(path, size)) joined = { path, rests: [head.rest, tail.rest].filter((rest) => rest.length > 0) };
      }
    }
    if (!joined) continue;
    const kept = paths.filter((_, k) => k !== a && k !== b);
    paths.splice(0, paths.length, ...kept, joined.path, ...joined.rests);
    bridges.push(cell);
  }
  return bridges.sort((x, y) => x - y);
}

/** Longest path a board draws: longer paths on bigger boards mean fewer colours; walls allow longer ones still. */
function maxLengthFor(size: number, walls: boolean): number {
  return Math.round(size * (walls ? 2 : 1.25));
}

/** Most walls a board gets: enough to pin long pipes down, few enough to read at a glance. */
const maxWallsFor = (size: number): number => Math.round(size * 1.6);

const edgesOf = (paths: readonly number[][]): Set<number> => {
  const edges = new Set<number>();
  for (const path of paths) for (let i = 1; i < path.length; i++) edges.add(edgeId(path[i - 1], path[i]));
  return edges;
};

/**
 * A few more walls on edges no pipe of the solution uses, so a walled pack looks and plays walled (a wall
 * only takes solutions away, so the one solution stays the only one).
 */
function withMoreWalls(puzzle: FlowPuzzle, own: ReadonlySet<number>, random: Random): FlowPuzzle {
  const { size } = puzzle;
  const walls = new Set(puzzle.walls);
  const free: number[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    for (const n of [cell + 1, cell + size]) {
      if ((n === cell + 1 && cell % size === size - 1) || n >= size * size) continue;
      const edge = edgeId(cell, n);
      if (!own.has(edge) && !walls.has(edge)) free.push(edge);
    }
  }
  for (const edge of random.shuffle(free)) {
    if (walls.size >= size) break;
    walls.add(edge);
  }
  return { ...puzzle, walls: [...walls].sort((a, b) => a - b) };
}

/**
 * Walls for a partition whose dots alone allow other solutions: while the solver finds a solution other than
 * the partition, a wall goes on an edge that solution uses and the partition does not. Null when the walls
 * run out before one solution is left.
 */
function wallOff(puzzle: FlowPuzzle, paths: readonly number[][], random: Random): FlowPuzzle | null {
  const own = edgesOf(paths);
  const walls: number[] = [];
  for (let tries = 0; tries <= maxWallsFor(puzzle.size); tries++) {
    const candidate: FlowPuzzle = { ...puzzle, walls: walls.slice().sort((a, b) => a - b) };
    const result = countSolutions(candidate, 2, 200_000);
    if (result.nodes > 200_000 || result.count === 0) return null;
    if (result.count === 1) return walls.length > 0 ? withMoreWalls(candidate, own, random) : null;
    const other = [result.solution!, result.second!].map(edgesOf).flatMap((edges) => [...edges].filter((edge) => !own.has(edge)));
    if (other.length === 0) return null;
    walls.push(random.pick(other));
  }
  return null;
}

/** The board of a seed in a pack (its size, and whether it has walls or bridges). The same seed and pack give the same board. */
export function generatePuzzle(seed: string, packId: string): GeneratedPuzzle {
  const pack: Pack = packOf(packId);
  const { size } = pack;
  const random = createRandom(`path-puzzle:${seed}:${pack.id}`);
  for (let attempt = 0; ; attempt++) {
    const paths = randomPartition(size, random, maxLengthFor(size, pack.walls));
    if (!paths || paths.length < 2) continue;
    const bridges = pack.bridges ? addBridges(paths, size, random, random.int(1, 3)) : [];
    if (pack.bridges && bridges.length === 0) continue;
    const order = random.shuffle(paths.map((_, k) => k));
    const ordered = order.map((k) => paths[k]);
    const puzzle: FlowPuzzle = { size, ends: ordered.map((path) => [path[0], path[path.length - 1]]), ...(bridges.length > 0 ? { bridges } : {}) };
    if (pack.walls) {
      const walled = wallOff(puzzle, ordered, random);
      if (walled) return { puzzle: walled, solution: ordered };
    } else {
      const result = countSolutions(puzzle, 2, 200_000);
      if (result.count === 1 && result.nodes <= 200_000) return { puzzle, solution: ordered };
    }
    if (attempt > 10_000) throw new Error('No unique Flow board found');
  }
}

/** The board of a numbered level (fixed: everyone gets the same), or of the daily (from the day's seed). */
export function dealBoard(mode: 'daily' | 'unlimited', level: string, seed: string): GeneratedPuzzle {
  if (mode === 'daily') return generatePuzzle(`daily:${seed}`, DAILY_PACK);
  const info = levelInfo(level);
  return generatePuzzle(levelSeed(info.value), info.pack.id);
}
