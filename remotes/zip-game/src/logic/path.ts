// The player's path: where it may go next and when it is solved; the kit's path input turns gestures into paths.
import { gridPosition } from '@games/shared/game-kit/path/adjacency';
import type { PathRules as KitPathRules } from '@games/shared/game-kit/path/path';
import { buildNeighbours, numberAtCells, type ZipPuzzle } from './board';

/** Facts about a puzzle that every path edit needs, computed once per puzzle. */
export interface PathRules {
  puzzle: ZipPuzzle;
  total: number;
  neighbours: number[][];
  numberAt: Int8Array;
}

export function pathRules(puzzle: ZipPuzzle): PathRules {
  return { puzzle, total: puzzle.size * puzzle.size, neighbours: buildNeighbours(puzzle), numberAt: numberAtCells(puzzle) };
}

/** The number the path must reach next: one more than the highest number it has passed. */
export function nextNumber(rules: PathRules, path: readonly number[]): number {
  let reached = 0;
  for (const cell of path) if (rules.numberAt[cell] > reached) reached = rules.numberAt[cell];
  return reached + 1;
}

/** Whether the path may step onto `cell` from its end: adjacent, no wall, empty, numbers in order, not past the last number. */
export function canExtend(rules: PathRules, path: readonly number[], cell: number): boolean {
  if (path.length === 0) return rules.numberAt[cell] === 1;
  const end = path[path.length - 1];
  if (rules.numberAt[end] === rules.puzzle.checkpoints.length) return false;
  if (!rules.neighbours[end].includes(cell) || path.includes(cell)) return false;
  const number = rules.numberAt[cell];
  return number === 0 || number === nextNumber(rules, path);
}

/**
 * The kit's path rules for this puzzle: orthogonal steps not through walls, starting on 1, numbers in order.
 * Drags (with gap filling and backtracking), taps and keys come from `@games/shared/game-kit/path`.
 */
export function drawingRules(rules: PathRules): KitPathRules {
  return {
    neighbours: (cell) => rules.neighbours[cell],
    canStart: (cell) => rules.numberAt[cell] === 1,
    canEnter: (path, cell) => canExtend(rules, path, cell),
    position: gridPosition(rules.puzzle.size),
  };
}

/** Solved: every cell covered once, numbers passed in order, ending on the last number. */
export function isSolved(rules: PathRules, path: readonly number[]): boolean {
  if (path.length !== rules.total || new Set(path).size !== rules.total) return false;
  if (rules.numberAt[path[0]] !== 1) return false;
  let expected = 1;
  for (let i = 0; i < path.length; i++) {
    if (i > 0 && !rules.neighbours[path[i - 1]].includes(path[i])) return false;
    const number = rules.numberAt[path[i]];
    if (number !== 0) {
      if (number !== expected) return false;
      expected++;
    }
  }
  return path[path.length - 1] === rules.puzzle.checkpoints[rules.puzzle.checkpoints.length - 1];
}

/** Whether a list of cells is a path the rules allow (used to validate saved games). */
export function isValidPartialPath(rules: PathRules, path: readonly number[]): boolean {
  const partial: number[] = [];
  for (const cell of path) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= rules.total || !canExtend(rules, partial, cell)) return false;
    partial.push(cell);
  }
  return true;
}
