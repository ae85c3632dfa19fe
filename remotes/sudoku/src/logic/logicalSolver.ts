// Solves a puzzle the way a person does, step by step with named techniques, and grades it by the
// hardest technique it needed. A puzzle it cannot finish needs more than our techniques (or guessing).
import { computeCandidates } from './candidates';
import {
  PEERS as PEERSBinding,
  bit as bitBinding,
  type Grid,
} from './grid';

// Local copies: hot loops read these often, and transpiled module bindings are getters.
const PEERS = PEERSBinding;
const bit = bitBinding;
import { findStep, techniqueInfo, type Step, type TechniqueId } from './techniques';

/** 1 Easy (singles), 2 Medium (pairs), 3 Hard (pointing, claiming, triples), 4 Expert (fish, wings), 5 beyond our techniques. */
export type LogicLevel = 1 | 2 | 3 | 4 | 5;

export interface LogicalSolveResult {
  solved: boolean;
  /** The grid as far as the techniques got. */
  values: number[];
  /** Hardest level used; 5 when the techniques ran out before the end. */
  level: LogicLevel;
  /** How often each technique was used. */
  usage: Partial<Record<TechniqueId, number>>;
  steps: number;
}

/** Applies a step in place to values and candidate masks. */
export function applyStep(values: number[], cands: number[], step: Step): void {
  if (step.placement) {
    const { cell, digit } = step.placement;
    values[cell] = digit;
    cands[cell] = 0;
    for (const p of PEERS[cell]) cands[p] &= ~bit(digit);
  }
  for (const { cell, digit } of step.eliminations) cands[cell] &= ~bit(digit);
}

export function solveLogically(puzzle: Grid, maxLevel = 4): LogicalSolveResult {
  const values = puzzle.slice();
  const cands = computeCandidates(values);
  const usage: Partial<Record<TechniqueId, number>> = {};
  let level: LogicLevel = 1;
  let steps = 0;
  for (;;) {
    if (!values.includes(0)) return { solved: true, values, level, usage, steps };
    const step = findStep({ values, cands }, maxLevel);
    if (!step) return { solved: false, values, level: 5, usage, steps };
    const stepLevel = techniqueInfo(step.technique).level;
    if (stepLevel > level) level = stepLevel;
    usage[step.technique] = (usage[step.technique] ?? 0) + 1;
    applyStep(values, cands, step);
    steps++;
  }
}

/** True when the puzzle can be finished with techniques no harder than `maxLevel`. */
export function solvableUpTo(puzzle: Grid, maxLevel: number): boolean {
  return solveLogically(puzzle, maxLevel).solved;
}
