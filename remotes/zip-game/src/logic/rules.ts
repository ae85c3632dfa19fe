// Zip's rules for the kit's puzzle session: the board is the player's path, a move is the path a drag, tap or
// key made, and taking the path back counts against a flawless solve.
import type { PuzzleRules } from '@games/shared/game-kit/puzzle/session';
import { isZipPuzzle, type ZipPuzzle } from './board';
import type { GeneratedPuzzle } from './generate';
import { nextHint } from './hint';
import { isSolved, isValidPartialPath, pathRules, type PathRules } from './path';

export type ZipPath = readonly number[];

const rulesCache = new WeakMap<ZipPuzzle, PathRules>();

/** The path rules of a puzzle, computed once per puzzle object. */
export function pathRulesOf(puzzle: ZipPuzzle): PathRules {
  let rules = rulesCache.get(puzzle);
  if (!rules) {
    rules = pathRules(puzzle);
    rulesCache.set(puzzle, rules);
  }
  return rules;
}

/** A shorter path, or one that is not an extension of the path before, means the player went back. */
export function isBacktrack(before: ZipPath, after: ZipPath): boolean {
  if (after.length < before.length) return true;
  return before.some((cell, i) => after[i] !== cell);
}

export function isGeneratedPuzzle(value: unknown): value is GeneratedPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { puzzle, solution } = value as Partial<GeneratedPuzzle>;
  return isZipPuzzle(puzzle) && Array.isArray(solution) && isSolved(pathRulesOf(puzzle), solution);
}

const isPathFor = (deal: GeneratedPuzzle, path: ZipPath): boolean => isValidPartialPath(pathRulesOf(deal.puzzle), path);

export const zipRules: PuzzleRules<GeneratedPuzzle, ZipPath, ZipPath> = {
  initialBoard: () => [],
  // The view works out the new path (drags, taps and keys each have their own rule in path.ts).
  applyMove: (deal, path, next) => (isPathFor(deal, next) ? next : path),
  isSolved: (deal, path) => isSolved(pathRulesOf(deal.puzzle), path),
  mistakesOf: (_deal, before, after) => (isBacktrack(before, after) ? 1 : 0),
  hint(deal, path) {
    const hint = nextHint(pathRulesOf(deal.puzzle), path, deal.solution);
    if (!hint) return null;
    const removed = hint.removed > 0 ? `Your path went wrong; ${hint.removed} cell${hint.removed === 1 ? '' : 's'} removed. ` : '';
    return { board: hint.path, reason: `${removed}${hint.reason}`, cells: [hint.cell] };
  },
  isPuzzle: isGeneratedPuzzle,
  isBoard: (value): value is ZipPath => Array.isArray(value) && value.every((cell) => Number.isInteger(cell)),
  boardFits: isPathFor,
};
