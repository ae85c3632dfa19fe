// Live rule checking on the player's board: which rule each cell breaks right now, in words as well.
import { findRuns, gridLines, lineValues, type GridLine } from '@games/shared/game-kit/lines';
import type { Cell, Cells, Digit } from './types';

/** The three rules a board can break, as the game names them. */
export type BrokenRule = 'three' | 'balance' | 'equal';

export const RULE_NAMES: Readonly<Record<BrokenRule, string>> = {
  three: 'three in a row',
  balance: 'balance',
  equal: 'no equal rows/columns',
};

export interface Conflicts {
  /** Each cell taking part in a broken rule, with the rules it breaks. */
  cells: ReadonlyMap<number, ReadonlySet<BrokenRule>>;
  /** One sentence per broken rule, e.g. "Row 2 has three 1s in a row." */
  messages: readonly string[];
}

const lineName = (line: GridLine) => `${line.axis === 'row' ? 'Row' : 'Column'} ${line.index + 1}`;

export function findConflicts(size: number, board: Cells): Conflicts {
  const cells = new Map<number, Set<BrokenRule>>();
  const messages: string[] = [];
  const mark = (indices: readonly number[], rule: BrokenRule) => {
    for (const index of indices) {
      const rules = cells.get(index) ?? new Set<BrokenRule>();
      rules.add(rule);
      cells.set(index, rules);
    }
  };
  const half = size / 2;
  const lines = gridLines(size, size);
  const full = new Map<string, GridLine>();

  for (const line of lines) {
    const values = lineValues<Cell>(board, line);
    for (const digit of [0, 1] as const) {
      for (const run of findRuns(values, (value) => value === digit)) {
        if (run.length < 3) continue;
        mark(line.cells.slice(run.start, run.start + run.length), 'three');
        messages.push(`${lineName(line)} has ${run.length === 3 ? 'three' : run.length} ${digit}s in a row.`);
      }
      const holders = line.cells.filter((cell) => board[cell] === digit);
      if (holders.length > half) {
        mark(holders, 'balance');
        messages.push(`${lineName(line)} has ${holders.length} ${digit}s; it may hold only ${half}.`);
      }
    }
    if (values.every((value) => value !== null)) {
      const key = `${line.axis}:${values.join('')}`;
      const twin = full.get(key);
      if (twin) {
        mark([...twin.cells, ...line.cells], 'equal');
        messages.push(`${lineName(line)} is the same as ${lineName(twin)}.`);
      } else full.set(key, line);
    }
  }
  return { cells, messages };
}

/** Solved: every cell filled and no rule broken (the puzzle's solution is unique, so this is it). */
export function isSolved(size: number, board: Cells): boolean {
  return board.every((value) => value !== null) && findConflicts(size, board).cells.size === 0;
}

/** How many 0s and 1s a line holds, and how many it needs. */
export function lineCounts(board: Cells, line: readonly number[]): Record<Digit, number> & { needed: number } {
  let zeros = 0;
  let ones = 0;
  for (const cell of line) {
    if (board[cell] === 0) zeros++;
    else if (board[cell] === 1) ones++;
  }
  return { 0: zeros, 1: ones, needed: line.length / 2 };
}
