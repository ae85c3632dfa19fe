// Human-style deductions, in three tiers of difficulty. The generator grades puzzles by the hardest tier a
// solve needs; hints use the same rules to name a next step and its reason.
//   Tier 1 (easy): a sign next to a known cell, a pair or a gap that would make three, a line already half full.
//   Tier 2 (medium): whole-line reasoning: every valid way to finish one row or column agrees on a cell.
//   Tier 3 (hard): a short "what if": one symbol in a cell breaks some line after tier 1–2 steps.
import { buildLines, linePatterns, patternKeepsSigns, popcount, type Line } from './lines';
import { EMPTY, MOON, SUN, opposite, symbolName, type Board, type CellValue, type Sign, type Symbol } from './types';

export type Tier = 1 | 2 | 3;

export type DeductionRule = 'sign' | 'line-full' | 'pair' | 'gap' | 'line' | 'trial';

export interface Deduction {
  index: number;
  value: Symbol;
  tier: Tier;
  rule: DeductionRule;
  /** A sentence a player can follow, e.g. "Row 2 already has three suns, so this must be a moon." */
  reason: string;
}

export interface LogicState {
  size: number;
  lines: readonly Line[];
  cells: Uint8Array;
}

export function createLogicState(size: number, signs: readonly Sign[], board: Board): LogicState {
  return { size, lines: buildLines(size, signs), cells: Uint8Array.from(board) };
}

/** Sun and moon bit masks of a line (bit i = position i). */
function lineMasks(cells: Uint8Array, line: Line): [number, number] {
  let suns = 0;
  let moons = 0;
  for (let position = 0; position < line.cells.length; position++) {
    const value = cells[line.cells[position]];
    if (value === SUN) suns |= 1 << position;
    else if (value === MOON) moons |= 1 << position;
  }
  return [suns, moons];
}

interface ForcedMasks {
  rule: DeductionRule;
  /** Empty positions that must be suns / moons. */
  suns: number;
  moons: number;
}

/** Tier 1 rules on one line, each rule's forced positions kept apart so a hint can name it. */
function tierOneMasks(suns: number, moons: number, line: Line, size: number): ForcedMasks[] {
  const full = (1 << size) - 1;
  const empty = full & ~(suns | moons);
  const { equalBits: eq, oppositeBits: opp } = line;
  // A sign at bit i joins positions i and i + 1.
  const signSuns = (((suns & eq) << 1) | ((suns >> 1) & eq) | ((moons & opp) << 1) | ((moons >> 1) & opp)) & empty;
  const signMoons = (((moons & eq) << 1) | ((moons >> 1) & eq) | ((suns & opp) << 1) | ((suns >> 1) & opp)) & empty;
  const half = size / 2;
  const fullSuns = popcount(suns) === half ? empty : 0;
  const fullMoons = popcount(moons) === half ? empty : 0;
  const sunPairs = suns & (suns >> 1);
  const moonPairs = moons & (moons >> 1);
  const pairMoons = ((sunPairs << 2) | (sunPairs >> 1)) & empty;
  const pairSuns = ((moonPairs << 2) | (moonPairs >> 1)) & empty;
  const gapMoons = ((suns & (suns >> 2)) << 1) & empty;
  const gapSuns = ((moons & (moons >> 2)) << 1) & empty;
  return [
    { rule: 'sign', suns: signSuns, moons: signMoons },
    { rule: 'line-full', suns: fullMoons, moons: fullSuns },
    { rule: 'pair', suns: pairSuns, moons: pairMoons },
    { rule: 'gap', suns: gapSuns, moons: gapMoons },
  ];
}

/** Tier 2 on one line: positions fixed in every valid completion; null when no completion exists. */
function tierTwoMasks(suns: number, moons: number, line: Line, size: number): { suns: number; moons: number } | null {
  const full = (1 << size) - 1;
  let alwaysSun = full;
  let alwaysMoon = full;
  let any = false;
  for (const pattern of linePatterns(size)) {
    if ((pattern & suns) !== suns || (pattern & moons) !== 0) continue;
    if (!patternKeepsSigns(pattern, line.equalBits, line.oppositeBits)) continue;
    any = true;
    alwaysSun &= pattern;
    alwaysMoon &= ~pattern & full;
  }
  if (!any) return null;
  const empty = full & ~(suns | moons);
  return { suns: alwaysSun & empty, moons: alwaysMoon & empty };
}

export type PropagationOutcome = 'solved' | 'stuck' | 'contradiction';

/**
 * Applies deductions up to `maxTier` until the board is full or nothing more follows. Cheapest tier first,
 * so `hardestTier` is the hardest reasoning the solve needed (0 when nothing had to be deduced).
 */
export function propagate(state: LogicState, maxTier: Tier): { outcome: PropagationOutcome; hardestTier: number } {
  let hardestTier = 0;
  for (;;) {
    const tierOne = applyTierOne(state);
    if (tierOne === 'contradiction') return { outcome: 'contradiction', hardestTier };
    if (tierOne) hardestTier = Math.max(hardestTier, 1);
    if (isFull(state)) return { outcome: isConsistent(state) ? 'solved' : 'contradiction', hardestTier };
    if (maxTier < 2) return { outcome: 'stuck', hardestTier };
    const tierTwo = applyTierTwo(state);
    if (tierTwo === 'contradiction') return { outcome: 'contradiction', hardestTier };
    if (tierTwo) {
      hardestTier = Math.max(hardestTier, 2);
      continue;
    }
    if (maxTier < 3) return { outcome: 'stuck', hardestTier };
    const trial = findTrial(state);
    if (trial === 'contradiction') return { outcome: 'contradiction', hardestTier };
    if (!trial) return { outcome: 'stuck', hardestTier };
    state.cells[trial.index] = trial.value;
    hardestTier = 3;
  }
}

function isFull(state: LogicState): boolean {
  return state.cells.every((value) => value !== EMPTY);
}

/** True when every line still has a valid completion (for a full board: obeys every rule). */
export function isConsistent(state: LogicState): boolean {
  return state.lines.every((line) => {
    const [suns, moons] = lineMasks(state.cells, line);
    return tierTwoMasks(suns, moons, line, state.size) !== null;
  });
}

/** Writes forced positions of a line; 'contradiction' when a position is forced both ways. */
function write(state: LogicState, line: Line, suns: number, moons: number): boolean | 'contradiction' {
  if (suns & moons) return 'contradiction';
  let changed = false;
  for (let position = 0; position < state.size; position++) {
    const bit = 1 << position;
    if (suns & bit) state.cells[line.cells[position]] = SUN;
    else if (moons & bit) state.cells[line.cells[position]] = MOON;
    else continue;
    changed = true;
  }
  return changed;
}

/** All tier 1 rules at once, written into out[0] (suns) and out[1] (moons): the allocation-free hot path. */
function tierOneCombined(suns: number, moons: number, line: Line, size: number, out: Int32Array): void {
  const full = (1 << size) - 1;
  const empty = full & ~(suns | moons);
  const { equalBits: eq, oppositeBits: opp } = line;
  const half = size / 2;
  const sunPairs = suns & (suns >> 1);
  const moonPairs = moons & (moons >> 1);
  out[0] =
    (((suns & eq) << 1) | ((suns >> 1) & eq) | ((moons & opp) << 1) | ((moons >> 1) & opp) |
      (popcount(moons) === half ? full : 0) | (moonPairs << 2) | (moonPairs >> 1) | ((moons & (moons >> 2)) << 1)) &
    empty;
  out[1] =
    (((moons & eq) << 1) | ((moons >> 1) & eq) | ((suns & opp) << 1) | ((suns >> 1) & opp) |
      (popcount(suns) === half ? full : 0) | (sunPairs << 2) | (sunPairs >> 1) | ((suns & (suns >> 2)) << 1)) &
    empty;
}

const forced = new Int32Array(2);

function applyTierOne(state: LogicState): boolean | 'contradiction' {
  let changedAny = false;
  for (let changed = true; changed; ) {
    changed = false;
    for (const line of state.lines) {
      const [suns, moons] = lineMasks(state.cells, line);
      tierOneCombined(suns, moons, line, state.size, forced);
      const result = write(state, line, forced[0], forced[1]);
      if (result === 'contradiction') return result;
      if (result) changed = changedAny = true;
    }
  }
  return changedAny;
}

function applyTierTwo(state: LogicState): boolean | 'contradiction' {
  let changed = false;
  for (const line of state.lines) {
    const [suns, moons] = lineMasks(state.cells, line);
    const forced = tierTwoMasks(suns, moons, line, state.size);
    if (!forced) return 'contradiction';
    const result = write(state, line, forced.suns, forced.moons);
    if (result === 'contradiction') return result;
    if (result) changed = true;
  }
  return changed;
}

/** Tier 3: a cell where one symbol leads to a contradiction under tier 1–2, so it holds the other. */
function findTrial(state: LogicState): { index: number; value: Symbol; brokenLine: string } | null | 'contradiction' {
  for (let index = 0; index < state.cells.length; index++) {
    if (state.cells[index] !== EMPTY) continue;
    for (const tried of [SUN, MOON] as const) {
      const probe: LogicState = { ...state, cells: state.cells.slice() };
      probe.cells[index] = tried;
      if (propagate(probe, 2).outcome !== 'contradiction') continue;
      const other = opposite(tried);
      const check: LogicState = { ...state, cells: state.cells.slice() };
      check.cells[index] = other;
      // Both symbols failing means the position itself is impossible.
      if (propagate(check, 2).outcome === 'contradiction') return 'contradiction';
      return { index, value: other, brokenLine: firstBrokenLine(probe) };
    }
  }
  return null;
}

function firstBrokenLine(state: LogicState): string {
  for (const line of state.lines) {
    const [suns, moons] = lineMasks(state.cells, line);
    if (tierTwoMasks(suns, moons, line, state.size) === null) return line.name;
  }
  return 'a row or column';
}

/** The easiest next deduction on a board of correct entries, with its reason; null when none up to maxTier. */
export function findDeduction(state: LogicState, maxTier: Tier = 3): Deduction | null {
  const { size } = state;
  for (const line of state.lines) {
    const [suns, moons] = lineMasks(state.cells, line);
    for (const masks of tierOneMasks(suns, moons, line, size)) {
      const found = firstForced(masks.suns, masks.moons, size);
      if (!found) continue;
      const index = line.cells[found.position];
      return { index, value: found.value, tier: 1, rule: masks.rule, reason: explainTierOne(masks.rule, found.position, found.value, line, state) };
    }
  }
  if (maxTier < 2) return null;
  for (const line of state.lines) {
    const [suns, moons] = lineMasks(state.cells, line);
    const forced = tierTwoMasks(suns, moons, line, size);
    const found = forced && firstForced(forced.suns, forced.moons, size);
    if (!found) continue;
    return { index: line.cells[found.position], value: found.value, tier: 2, rule: 'line', reason: explainTierTwo(line, found.value, suns, moons, size) };
  }
  if (maxTier < 3) return null;
  const trial = findTrial(state);
  if (!trial || trial === 'contradiction') return null;
  return {
    index: trial.index,
    value: trial.value,
    tier: 3,
    rule: 'trial',
    reason: `If this were a ${symbolName(opposite(trial.value))}, ${trial.brokenLine} could no longer be finished without breaking a rule, so this must be a ${symbolName(trial.value)}.`,
  };
}

function firstForced(suns: number, moons: number, size: number): { position: number; value: Symbol } | null {
  for (let position = 0; position < size; position++) {
    if (suns & (1 << position)) return { position, value: SUN };
    if (moons & (1 << position)) return { position, value: MOON };
  }
  return null;
}

function explainTierOne(rule: DeductionRule, position: number, value: Symbol, line: Line, state: LogicState): string {
  const other = symbolName(opposite(value));
  const name = symbolName(value);
  const where = line.name;
  switch (rule) {
    case 'sign': {
      const { equalBits: eq, oppositeBits: opp } = line;
      const cells = state.cells;
      // Find the known neighbour joined by a sign.
      for (const [bit, neighbour] of [
        [position - 1, position - 1],
        [position, position + 1],
      ] as const) {
        if (bit < 0 || neighbour >= state.size || cells[line.cells[neighbour]] === EMPTY) continue;
        const neighbourName = symbolName(cells[line.cells[neighbour]] as Symbol);
        if (eq & (1 << bit)) return `The = sign says this cell matches its neighbour, a ${neighbourName}, so it is a ${name}.`;
        if (opp & (1 << bit)) return `The × sign says this cell is the opposite of its neighbour, a ${neighbourName}, so it is a ${name}.`;
      }
      return `A sign next to this cell decides it: a ${name}.`;
    }
    case 'line-full':
      return `${where} already has ${state.size / 2} ${symbolName(opposite(value), true)}, so this must be a ${name}.`;
    case 'pair':
      return `Two ${symbolName(opposite(value), true)} sit side by side in ${where}; a third would make three in a row, so this must be a ${name}.`;
    case 'gap':
      return `This cell sits between two ${other}s in ${where}; another ${other} would make three in a row, so it must be a ${name}.`;
    default:
      return `This must be a ${name}.`;
  }
}

function explainTierTwo(line: Line, value: Symbol, suns: number, moons: number, size: number): string {
  const half = size / 2;
  const sunsLeft = half - popcount(suns);
  const moonsLeft = half - popcount(moons);
  const needs = `${line.name} still needs ${sunsLeft} ${sunsLeft === 1 ? 'sun' : 'suns'} and ${moonsLeft} ${moonsLeft === 1 ? 'moon' : 'moons'}`;
  const signs = line.oppositeBits ? ' (each × pair holds one of each)' : line.equalBits ? ' (each = pair holds two of the same)' : '';
  return `${needs}${signs}. Every way to place them without three in a row puts a ${symbolName(value)} here.`;
}

/** The board as plain cell values. */
export function cellsOf(state: LogicState): CellValue[] {
  return Array.from(state.cells) as CellValue[];
}
