// Human-style deductions in two tiers. The generator grades puzzles by the hardest tier a solve needs (and a
// solve by sound deductions alone proves the solution unique); hints use the same rules to name a next step.
//   Tier 1: three in a row (two alike side by side, or a gap between two alike, forbid a third) and balance
//           (a line already holding half of one digit takes the other digit everywhere else).
//   Tier 2: whole-line reasoning: every valid way to finish one row or column agrees on a cell (balance), or
//           does once the ways that would repeat a finished row or column are set aside (no equal lines).
import { gridLines } from '@games/shared/game-kit/lines';
import { hasTriple, linePatterns, popcount, validLineTable } from './patterns';
import type { Cells, Digit } from './types';

export type Tier = 1 | 2;

/** The rule that forces a cell, as the player knows it. */
export type RuleName = 'three in a row' | 'balance' | 'no equal rows/columns';

export interface Deduction {
  index: number;
  value: Digit;
  tier: Tier;
  rule: RuleName;
  /** A sentence a player can follow, starting with the rule's name. */
  reason: string;
}

interface LogicLine {
  /** Its place in `lines` (rows, then columns). */
  id: number;
  /** 'Row 2' or 'Column 5'. */
  name: string;
  axis: 'row' | 'column';
  cells: readonly number[];
}

export interface LogicState {
  size: number;
  lines: readonly LogicLine[];
  /** -1 empty, else the digit. */
  cells: Int8Array;
  /**
   * Per line, what whole-line reasoning last saw (1s, 0s, finished lines of its axis) and found nothing in:
   * the line is skipped until one of them changes.
   */
  seen: Int32Array;
  /** Per line (rows, then columns), its 1s and its 0s as bit masks, kept in step with `cells`. */
  ones: Int32Array;
  zeros: Int32Array;
}

const linesCache = new Map<number, LogicLine[]>();

function logicLines(size: number): LogicLine[] {
  let lines = linesCache.get(size);
  if (!lines) {
    lines = gridLines(size, size).map((line, id) => ({
      id,
      name: `${line.axis === 'row' ? 'Row' : 'Column'} ${line.index + 1}`,
      axis: line.axis,
      cells: line.cells,
    }));
    linesCache.set(size, lines);
  }
  return lines;
}

export function createLogicState(size: number, board: Cells): LogicState {
  const lines = logicLines(size);
  const state: LogicState = {
    size,
    lines,
    cells: new Int8Array(size * size).fill(-1),
    seen: new Int32Array(lines.length * 3).fill(-1),
    ones: new Int32Array(lines.length),
    zeros: new Int32Array(lines.length),
  };
  board.forEach((cell, index) => {
    if (cell !== null) setCell(state, index, cell);
  });
  return state;
}

/** Writes a digit into an empty cell (and into its row's and column's masks). */
export function setCell(state: LogicState, index: number, digit: Digit): void {
  const { size } = state;
  const row = Math.floor(index / size);
  const col = index - row * size;
  state.cells[index] = digit;
  const masks = digit === 1 ? state.ones : state.zeros;
  masks[row] |= 1 << col;
  masks[size + col] |= 1 << row;
}

export const cloneState = (state: LogicState): LogicState => ({
  ...state,
  cells: state.cells.slice(),
  seen: state.seen.slice(),
  ones: state.ones.slice(),
  zeros: state.zeros.slice(),
});



interface Forced {
  /** Empty positions that must be 1 / 0. */
  ones: number;
  zeros: number;
}

/** Three in a row: positions next to a pair, or between two alike, take the other digit. */
function tripleMasks(ones: number, zeros: number, size: number): Forced {
  const full = (1 << size) - 1;
  const empty = full & ~(ones | zeros);
  const onePairs = ones & (ones >> 1);
  const zeroPairs = zeros & (zeros >> 1);
  return {
    zeros: ((onePairs << 2) | (onePairs >> 1) | ((ones & (ones >> 2)) << 1)) & empty,
    ones: ((zeroPairs << 2) | (zeroPairs >> 1) | ((zeros & (zeros >> 2)) << 1)) & empty,
  };
}

/** Balance, simple form: a line with half its cells of one digit takes the other digit in the rest. */
function halfMasks(ones: number, zeros: number, size: number): Forced {
  const full = (1 << size) - 1;
  const empty = full & ~(ones | zeros);
  const half = size / 2;
  return { zeros: popcount(ones) === half ? empty : 0, ones: popcount(zeros) === half ? empty : 0 };
}

/**
 * Positions fixed in every valid way to finish a line (optionally also never equal to one of `finished`, the
 * full lines of the same axis); null when no way is left (a contradiction).
 */
function completionMasks(ones: number, zeros: number, size: number, finished?: ReadonlySet<number>): Forced | null {
  const full = (1 << size) - 1;
  let alwaysOne = full;
  let alwaysZero = full;
  let any = false;
  const skip = finished && finished.size > 0 ? finished : null;
  const empty = full & ~(ones | zeros);
  const patterns = linePatterns(size);
  if (1 << popcount(empty) < patterns.length) {
    // Few empty cells: try each way to fill them (every subset of the empty cells set to 1).
    const valid = validLineTable(size);
    for (let sub = empty; ; sub = (sub - 1) & empty) {
      const pattern = ones | sub;
      if (valid[pattern] && !skip?.has(pattern)) {
        any = true;
        alwaysOne &= pattern;
        alwaysZero &= ~pattern;
      }
      if (sub === 0) break;
    }
  } else {
    for (let i = 0; i < patterns.length; i++) {
      const pattern = patterns[i];
      if ((pattern & ones) !== ones || (pattern & zeros) !== 0) continue;
      if (skip?.has(pattern)) continue;
      any = true;
      alwaysOne &= pattern;
      alwaysZero &= ~pattern;
    }
  }
  if (!any) return null;
  alwaysZero &= full;
  return { ones: alwaysOne & empty, zeros: alwaysZero & empty };
}

/** The full lines of each axis, as masks, with the line each came from. */
function finishedLines(state: LogicState): { row: Map<number, string>; column: Map<number, string> } {
  const full = (1 << state.size) - 1;
  const finished = { row: new Map<number, string>(), column: new Map<number, string>() };
  for (const line of state.lines) {
    const [ones, zeros] = [state.ones[line.id], state.zeros[line.id]];
    if ((ones | zeros) === full && !finished[line.axis].has(ones)) finished[line.axis].set(ones, line.name);
  }
  return finished;
}

export type PropagationOutcome = 'solved' | 'stuck' | 'contradiction';

/** Writes forced positions of a line; 'contradiction' when a position is forced both ways. */
function write(state: LogicState, line: LogicLine, forced: Forced): boolean | 'contradiction' {
  if (forced.ones & forced.zeros) return 'contradiction';
  if (!(forced.ones | forced.zeros)) return false;
  for (let position = 0; position < state.size; position++) {
    const bit = 1 << position;
    if (forced.ones & bit) setCell(state, line.cells[position], 1);
    else if (forced.zeros & bit) setCell(state, line.cells[position], 0);
  }
  return true;
}

function applyTierOne(state: LogicState): boolean | 'contradiction' {
  const { size } = state;
  let changedAny = false;
  for (let changed = true; changed; ) {
    changed = false;
    for (const line of state.lines) {
      const [ones, zeros] = [state.ones[line.id], state.zeros[line.id]];
      if (popcount(ones) > size / 2 || popcount(zeros) > size / 2 || hasTriple(ones) || hasTriple(zeros)) return 'contradiction';
      const triple = tripleMasks(ones, zeros, size);
      const half = halfMasks(ones, zeros, size);
      const result = write(state, line, { ones: triple.ones | half.ones, zeros: triple.zeros | half.zeros });
      if (result === 'contradiction') return result;
      if (result) changed = changedAny = true;
    }
  }
  return changedAny;
}

function applyTierTwo(state: LogicState): boolean | 'contradiction' {
  const full = (1 << state.size) - 1;
  let changed = false;
  const finished = finishedLines(state);
  const finishedSets = { row: new Set(finished.row.keys()), column: new Set(finished.column.keys()) };
  const { seen } = state;
  for (let l = 0; l < state.lines.length; l++) {
    const line = state.lines[l];
    const [ones, zeros] = [state.ones[line.id], state.zeros[line.id]];
    if ((ones | zeros) === full) continue;
    const same = finishedSets[line.axis];
    if (seen[l * 3] === ones && seen[l * 3 + 1] === zeros && seen[l * 3 + 2] === same.size) continue;
    const forced = completionMasks(ones, zeros, state.size, same);
    if (!forced) return 'contradiction';
    const result = write(state, line, forced);
    if (result === 'contradiction') return result;
    if (result) {
      changed = true;
      // The line may be finished now: later lines of its axis must not copy it.
      const [nowOnes, nowZeros] = [state.ones[line.id], state.zeros[line.id]];
      if ((nowOnes | nowZeros) === full) same.add(nowOnes);
    } else {
      seen[l * 3] = ones;
      seen[l * 3 + 1] = zeros;
      seen[l * 3 + 2] = same.size;
    }
  }
  return changed;
}

/** True when the board is full and obeys every rule (each line valid, no two rows or columns equal). */
function isValidFull(state: LogicState): boolean {
  const full = (1 << state.size) - 1;
  const valid = new Set(linePatterns(state.size));
  const seen = { row: new Set<number>(), column: new Set<number>() };
  for (const line of state.lines) {
    const [ones, zeros] = [state.ones[line.id], state.zeros[line.id]];
    if ((ones | zeros) !== full || !valid.has(ones) || seen[line.axis].has(ones)) return false;
    seen[line.axis].add(ones);
  }
  return true;
}

/**
 * Applies deductions up to `maxTier` until the board is full or nothing more follows (or, with `until`, that
 * cell is decided: 'reached'). The cheapest tier goes
 * first, so `hardestTier` is the hardest reasoning the solve needed (0 when nothing had to be deduced).
 */
export function propagate(state: LogicState, maxTier: Tier, until?: number): { outcome: PropagationOutcome | 'reached'; hardestTier: number } {
  let hardestTier = 0;
  for (;;) {
    const tierOne = applyTierOne(state);
    if (tierOne === 'contradiction') return { outcome: 'contradiction', hardestTier };
    if (tierOne) hardestTier = Math.max(hardestTier, 1);
    if (until !== undefined && state.cells[until] !== -1) return { outcome: 'reached', hardestTier };
    if (!state.cells.includes(-1)) return { outcome: isValidFull(state) ? 'solved' : 'contradiction', hardestTier };
    if (maxTier < 2) return { outcome: 'stuck', hardestTier };
    const tierTwo = applyTierTwo(state);
    if (tierTwo === 'contradiction') return { outcome: 'contradiction', hardestTier };
    if (!tierTwo) return { outcome: 'stuck', hardestTier };
    hardestTier = 2;
  }
}

const digitWord = (digit: Digit, count = 1) => `${count === 1 ? 'a ' : ''}${digit}${count === 1 ? '' : 's'}`;

function firstForced(forced: Forced, size: number): { position: number; value: Digit } | null {
  for (let position = 0; position < size; position++) {
    if (forced.ones & (1 << position)) return { position, value: 1 };
    if (forced.zeros & (1 << position)) return { position, value: 0 };
  }
  return null;
}

/** The easiest next deduction on a board of correct entries, with its reason; null when none up to maxTier. */
export function findDeduction(state: LogicState, maxTier: Tier = 2): Deduction | null {
  const { size, cells } = state;
  const full = (1 << size) - 1;
  for (const line of state.lines) {
    const [ones, zeros] = [state.ones[line.id], state.zeros[line.id]];
    const found = firstForced(tripleMasks(ones, zeros, size), size);
    if (!found) continue;
    const { position, value } = found;
    const alike = other(value);
    const at = (p: number) => p >= 0 && p < size && cells[line.cells[p]] === alike;
    const between = at(position - 1) && at(position + 1);
    const reason = between
      ? `Three in a row: this cell sits between two ${alike}s in ${line.name}, so it must be ${digitWord(value)}.`
      : `Three in a row: two ${alike}s sit side by side next to this cell in ${line.name}, so it must be ${digitWord(value)}.`;
    return { index: line.cells[position], value, tier: 1, rule: 'three in a row', reason };
  }
  for (const line of state.lines) {
    const [ones, zeros] = [state.ones[line.id], state.zeros[line.id]];
    const found = firstForced(halfMasks(ones, zeros, size), size);
    if (!found) continue;
    const { position, value } = found;
    return {
      index: line.cells[position],
      value,
      tier: 1,
      rule: 'balance',
      reason: `Balance: ${line.name} already has ${size / 2} ${other(value)}s, half of its ${size} cells, so this must be ${digitWord(value)}.`,
    };
  }
  if (maxTier < 2) return null;
  for (const line of state.lines) {
    const [ones, zeros] = [state.ones[line.id], state.zeros[line.id]];
    if ((ones | zeros) === full) continue;
    const found = firstForced(completionMasks(ones, zeros, size) ?? { ones: 0, zeros: 0 }, size);
    if (!found) continue;
    const onesLeft = size / 2 - popcount(ones);
    const zerosLeft = size / 2 - popcount(zeros);
    return {
      index: line.cells[found.position],
      value: found.value,
      tier: 2,
      rule: 'balance',
      reason: `Balance: ${line.name} still needs ${onesLeft} ${onesLeft === 1 ? 'one' : 'ones'} and ${zerosLeft} ${zerosLeft === 1 ? 'zero' : 'zeros'}; every way to place them without three in a row puts ${digitWord(found.value)} here.`,
    };
  }
  const finished = finishedLines(state);
  for (const line of state.lines) {
    const [ones, zeros] = [state.ones[line.id], state.zeros[line.id]];
    if ((ones | zeros) === full) continue;
    const same = finished[line.axis];
    const found = firstForced(completionMasks(ones, zeros, size, new Set(same.keys())) ?? { ones: 0, zeros: 0 }, size);
    if (!found) continue;
    // The finished line this one would copy with the other digit here.
    const bit = 1 << found.position;
    const copied = [...same.entries()].find(([mask]) => (mask & ones) === ones && (mask & zeros) === 0 && Boolean(mask & bit) !== Boolean(found.value));
    const lines = line.axis === 'row' ? 'rows' : 'columns';
    return {
      index: line.cells[found.position],
      value: found.value,
      tier: 2,
      rule: 'no equal rows/columns',
      reason: `No equal rows/columns: with ${digitWord(other(found.value))} here, every way to finish ${line.name} copies a finished ${lines.slice(0, -1)}${copied ? ` (${copied[1]})` : ''}, so this must be ${digitWord(found.value)}.`,
    };
  }
  return null;
}

const other = (digit: Digit): Digit => (digit === 0 ? 1 : 0);

/** The board as plain cells. */
export function cellsOf(state: LogicState): Cells {
  return Array.from(state.cells, (value) => (value === -1 ? null : (value as Digit)));
}
