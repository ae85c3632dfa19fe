// The hint: the next step of the solution from the longest correct start of the player's path, with the
// reason a person could have seen it when the local rules leave only that step.
import { colOf, rowOf } from './board';
import { classifyStep } from './grade';
import { PathSearch, type RejectReason } from './pathSearch';
import type { PathRules } from './path';

export interface Hint {
  /** The path after the hint: the correct prefix plus one step. */
  path: number[];
  /** The cell the hint adds. */
  cell: number;
  /** How many cells of the player's path were wrong and removed. */
  removed: number;
  reason: string;
}

export function cellName(cell: number, size: number): string {
  return `row ${rowOf(cell, size) + 1}, column ${colOf(cell, size) + 1}`;
}

function correctPrefixLength(path: readonly number[], solution: readonly number[]): number {
  let length = 0;
  while (length < path.length && path[length] === solution[length]) length++;
  return length;
}

/** Why the local rules rule out stepping onto `cell`, in words; null when there is no rule to tell. */
export function describeRejection(reason: RejectReason, cell: number, size: number, lastNumber: number): string | null {
  const where = cellName(cell, size);
  switch (reason.kind) {
    case 'order':
      return `${where} holds ${reason.number}, but ${reason.expected} comes first.`;
    case 'end-too-early':
      return `${where} holds ${lastNumber}, the end, which must be the last cell.`;
    case 'forced':
      return `${cellName(reason.cell, size)} has only one other way in or out, so the path must go there now.`;
    case 'dead-end':
      return `going to ${where} would leave ${cellName(reason.cell, size)} a dead end.`;
    case 'split':
      return `going to ${where} would cut the empty cells into parts one path cannot cover.`;
    case 'cut-off':
      return `going to ${where} would shut ${reason.number} off behind other numbers.`;
    default:
      return null;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function nextHint(rules: PathRules, path: readonly number[], solution: readonly number[]): Hint | null {
  const { puzzle } = rules;
  const prefix = correctPrefixLength(path, solution);
  const removed = path.length - prefix;
  if (prefix >= solution.length) return null;
  if (prefix === 0) {
    return { path: [solution[0]], cell: solution[0], removed, reason: 'The path starts at 1.' };
  }
  const search = new PathSearch(puzzle);
  for (let i = 0; i < prefix; i++) search.push(solution[i]);
  const cell = solution[prefix];
  const from = solution[prefix - 1];
  const reasons: string[] = [];
  let open = 0;
  for (const other of search.neighbours[from]) {
    if (other === cell || search.isVisited(other)) continue;
    const rejection = search.tryMove(other);
    if (rejection === null) {
      search.pop();
      open++;
      continue;
    }
    const text = describeRejection(rejection, other, puzzle.size, puzzle.checkpoints.length);
    if (text) reasons.push(capitalise(text));
  }
  const number = rules.numberAt[cell];
  let reason: string;
  if (open > 0) {
    reason =
      classifyStep(search, cell).kind === 'lookahead'
        ? `Go to ${cellName(cell, puzzle.size)}: every other way runs into a dead end after a few forced steps.`
        : 'Next step of the solution.';
  }
  else if (reasons.length === 0) reason = `${capitalise(cellName(cell, puzzle.size))} is the only way on from here.`;
  else {
    const [first, ...rest] = reasons;
    reason = `The only way on is ${cellName(cell, puzzle.size)}: ${[first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ')}`;
  }
  if (number !== 0 && open === 0 && reasons.length === 0) reason = `Go on to ${number}.`;
  return { path: solution.slice(0, prefix + 1), cell, removed, reason };
}
