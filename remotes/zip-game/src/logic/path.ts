// The player's path: where it may go next, and how drags, taps and keys change it.
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

/** The path cut back so that `cell` is its last cell. */
export function truncateTo(path: readonly number[], cell: number): number[] {
  const index = path.indexOf(cell);
  return index < 0 ? path.slice() : path.slice(0, index + 1);
}

/**
 * Pressing on a cell: on number 1 or any path cell the path is cut back to it (a tap truncates, a drag then
 * continues from there); next to the path's end it extends. Returns null when the press does nothing.
 */
export function pressCell(rules: PathRules, path: readonly number[], cell: number): number[] | null {
  if (rules.numberAt[cell] === 1) return path.length === 1 && path[0] === cell ? null : [cell];
  if (path.includes(cell)) return cell === path[path.length - 1] ? null : truncateTo(path, cell);
  return canExtend(rules, path, cell) ? [...path, cell] : null;
}

/** A drag entering a cell: back over the path retracts to it, onto an allowed cell extends; otherwise null. */
export function dragInto(rules: PathRules, path: readonly number[], cell: number): number[] | null {
  if (path.includes(cell)) return cell === path[path.length - 1] ? null : truncateTo(path, cell);
  return canExtend(rules, path, cell) ? [...path, cell] : null;
}

/** An arrow key: moving back onto the previous cell retracts, otherwise the path extends when it may. */
export function stepToward(rules: PathRules, path: readonly number[], cell: number): number[] | null {
  if (path.length >= 2 && path[path.length - 2] === cell) return path.slice(0, -1);
  return canExtend(rules, path, cell) ? [...path, cell] : null;
}

/** Backspace: the last step removed (number 1 itself stays until Clear). */
export function retract(path: readonly number[]): number[] | null {
  return path.length >= 2 ? path.slice(0, -1) : null;
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
