// A random Hamiltonian path over an N×N grid: start from a serpentine and scramble it with backbite moves.
import type { Random } from '@games/shared/game-kit/random';
import { buildNeighbours } from './board';

/** Row by row, alternating direction: the simplest path through every cell. */
export function serpentine(size: number): number[] {
  const path: number[] = [];
  for (let row = 0; row < size; row++) {
    for (let i = 0; i < size; i++) path.push(row * size + (row % 2 === 0 ? i : size - 1 - i));
  }
  return path;
}

/**
 * A backbite move: join one end of the path to a random neighbour and cut the path just before that
 * neighbour; the piece in between reverses. Every result is again a Hamiltonian path, and enough moves
 * reach any Hamiltonian path, so the serpentine's regularity is washed out.
 */
function backbite(path: number[], positions: Int32Array, neighbours: number[][], random: Random): void {
  const length = path.length;
  if (random.next() < 0.5) {
    path.reverse();
    for (let i = 0; i < length; i++) positions[path[i]] = i;
  }
  const end = path[0];
  const options = neighbours[end];
  const target = options[random.int(0, options.length - 1)];
  const index = positions[target];
  if (index <= 1) return; // the end's own successor: nothing changes
  // New path: path[index-1], ..., path[0], path[index], ...
  for (let left = 0, right = index - 1; left < right; left++, right--) {
    const swap = path[left];
    path[left] = path[right];
    path[right] = swap;
    positions[path[left]] = left;
    positions[path[right]] = right;
  }
}

export function randomHamiltonianPath(size: number, random: Random, movesPerCell = 20): number[] {
  const path = serpentine(size);
  if (random.next() < 0.5) {
    // Columns instead of rows, so the start orientation is random too.
    for (let i = 0; i < path.length; i++) path[i] = (path[i] % size) * size + Math.floor(path[i] / size);
  }
  const positions = new Int32Array(path.length);
  path.forEach((cell, index) => (positions[cell] = index));
  const neighbours = buildNeighbours({ size, walls: [] });
  const moves = movesPerCell * path.length;
  for (let i = 0; i < moves; i++) backbite(path, positions, neighbours, random);
  return path;
}

/** Whether a list of cells is one orthogonal path through every cell of the board exactly once. */
export function isHamiltonianPath(path: readonly number[], size: number): boolean {
  if (path.length !== size * size || new Set(path).size !== path.length) return false;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    if (a < 0 || b < 0 || a >= path.length || b >= path.length) return false;
    const dr = Math.abs(Math.floor(a / size) - Math.floor(b / size));
    const dc = Math.abs((a % size) - (b % size));
    if (dr + dc !== 1) return false;
  }
  return true;
}
