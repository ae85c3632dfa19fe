// The hidden path of a puzzle: a random Hamiltonian path (a serpentine scrambled by backbite moves, king or
// orthogonal steps), then steered away from short local rearrangements. Each such rearrangement (two numbers
// that could swap, a short stretch that could run backwards, a cell that could slip in a few steps away) is a
// second solution unless a given sits inside it, so a path full of them needs many givens whatever the solver:
// random king paths stall near a third of the cells given, steered ones go down to about a fifth.
import type { Random } from '@games/shared/game-kit/random';
import { neighboursFor } from './grid';
import type { Moves } from './levels';

/** How far along the path a rearrangement may reach and still be counted (longer ones hold a given anyway). */
const REACH = 8;
/** Backbite moves per cell that scramble the serpentine, then that try to lower the count of rearrangements. */
const SCRAMBLE_STEPS = 40;
const STEER_STEPS = 30;
/** In the first half of the steering walk, this share of moves may make the count worse by up to SLACK. */
const SLACK_SHARE = 0.1;
const SLACK = 4;

function serpentine(size: number): number[] {
  const path: number[] = [];
  for (let row = 0; row < size; row++) {
    for (let i = 0; i < size; i++) path.push(row * size + (row % 2 === 0 ? i : size - 1 - i));
  }
  return path;
}

const adjacencyCache = new Map<string, Uint8Array>();

function adjacency(size: number, moves: Moves): Uint8Array {
  const key = `${size}:${moves}`;
  let matrix = adjacencyCache.get(key);
  if (!matrix) {
    const total = size * size;
    matrix = new Uint8Array(total * total);
    neighboursFor(size, moves).forEach((list, cell) => list.forEach((n) => (matrix![cell * total + n] = 1)));
    adjacencyCache.set(key, matrix);
  }
  return matrix;
}

/**
 * Short rearrangements of the path that keep it a path with the ends in place: stretches path[i…j] (up to REACH
 * cells) whose reversal still steps cell to cell, and cells whose two path neighbours touch, so the cell can
 * leave and slip in between two consecutive cells within REACH steps.
 */
export function rearrangements(path: readonly number[], size: number, moves: Moves): number {
  const total = path.length;
  const adj = adjacency(size, moves);
  const touch = (a: number, b: number) => adj[a * total + b] === 1;
  let count = 0;
  for (let i = 1; i < total - 1; i++) {
    const last = Math.min(total - 2, i + REACH - 1);
    for (let j = i + 1; j <= last; j++) if (touch(path[i - 1], path[j]) && touch(path[i], path[j + 1])) count++;
    if (!touch(path[i - 1], path[i + 1])) continue;
    const to = Math.min(total - 2, i + REACH);
    for (let j = Math.max(0, i - REACH); j <= to; j++) {
      if (j !== i && j !== i - 1 && touch(path[i], path[j]) && touch(path[i], path[j + 1])) count++;
    }
  }
  return count;
}

/** One backbite move: an end joins a neighbour off its own step, and the part beyond that neighbour turns round. */
function backbite(path: number[], neighbours: number[][], random: Random): number[] {
  const total = path.length;
  const from = random.next() < 0.5 ? path.slice().reverse() : path;
  const end = from[total - 1];
  const next = random.pick(neighbours[end].filter((n) => n !== from[total - 2]));
  const i = from.indexOf(next);
  return [...from.slice(0, i + 1), ...from.slice(i + 1).reverse()];
}

/** A random Hamiltonian path with few short rearrangements (a walk over backbite moves that keeps the best). */
export function randomHamiltonianPath(size: number, moves: Moves, random: Random): number[] {
  const neighbours = neighboursFor(size, moves);
  const total = size * size;
  let path = serpentine(size);
  for (let step = 0; step < total * SCRAMBLE_STEPS; step++) path = backbite(path, neighbours, random);
  let score = rearrangements(path, size, moves);
  let best = path;
  let bestScore = score;
  const steps = total * STEER_STEPS;
  for (let step = 0; step < steps && bestScore > 0; step++) {
    const next = backbite(path, neighbours, random);
    const nextScore = rearrangements(next, size, moves);
    // Ties are taken, and early on a slightly worse path too, so the walk does not stick in a local low.
    const slack = step < steps / 2 && random.next() < SLACK_SHARE ? SLACK : 0;
    if (nextScore <= score + slack) {
      path = next;
      score = nextScore;
      if (score < bestScore) {
        best = path;
        bestScore = score;
      }
    }
  }
  return best;
}
