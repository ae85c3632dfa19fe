// The hint: the next step a person could take, named and explained, plus the digit it leads to.
// Wrong digits are pointed out first, since no logic can build on them.
import { applyStep } from './logicalSolver';
import { computeCandidates } from './candidates';
import { CELL_COUNT, cellName, popcount, type Grid } from './grid';
import { findStep, type Step, type TechniqueId } from './techniques';

export interface Hint {
  /** 'fix' clears a wrong digit; 'place' fills a cell. */
  kind: 'fix' | 'place';
  cell: number;
  /** The digit to place (for 'place'). */
  digit: number;
  /** The technique that proves the digit, when one of ours does. */
  technique?: TechniqueId;
  /** Cells of the pattern(s) behind the step, to highlight. */
  cells: number[];
  message: string;
}

/** Elimination steps explained before the placement they unlock; more than this reads as noise. */
const MAX_LEAD_STEPS = 3;

export function findHint(values: Grid, solution: Grid): Hint | null {
  for (let c = 0; c < CELL_COUNT; c++) {
    if (values[c] !== 0 && values[c] !== solution[c]) {
      return { kind: 'fix', cell: c, digit: 0, cells: [c], message: `${cellName(c)} holds a wrong digit, so it has been cleared` };
    }
  }
  if (!values.includes(0)) return null;

  const work = values.slice();
  const cands = computeCandidates(work);
  const lead: Step[] = [];
  for (;;) {
    const step = findStep({ values: work, cands }, 4);
    if (!step) break;
    if (step.placement) {
      const parts = lead.slice(0, MAX_LEAD_STEPS).map((s) => s.message);
      if (lead.length > MAX_LEAD_STEPS) parts.push(`and ${lead.length - MAX_LEAD_STEPS} more eliminations`);
      const final = lead.length > 0 ? `Then ${step.message.charAt(0).toLowerCase()}${step.message.slice(1)}` : step.message;
      return {
        kind: 'place',
        cell: step.placement.cell,
        digit: step.placement.digit,
        technique: step.technique,
        cells: [...new Set([...lead.flatMap((s) => s.cells), ...step.cells])],
        message: [...parts, final].join('. '),
      };
    }
    lead.push(step);
    applyStep(work, cands, step);
  }

  // Beyond our techniques: reveal the most constrained empty cell.
  const fresh = computeCandidates(values);
  let best = -1;
  for (let c = 0; c < CELL_COUNT; c++) {
    if (values[c] === 0 && (best < 0 || popcount(fresh[c]) < popcount(fresh[best]))) best = c;
  }
  return { kind: 'place', cell: best, digit: solution[best], cells: [best], message: `Revealed: ${cellName(best)} is ${solution[best]}` };
}
