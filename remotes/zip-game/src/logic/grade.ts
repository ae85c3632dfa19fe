// Grades a puzzle by the reasoning a person needs to follow its solution from number 1:
// a step is "forced" when the local rules leave one way on, "lookahead" when every other way
// dies within a short chain of forced steps, and a "guess" otherwise.
import type { ZipPuzzle } from './board';
import { PathSearch } from './pathSearch';

export type StepKind = 'forced' | 'lookahead' | 'guess';

/** How many forced steps a person is expected to follow in their head to see a dead end. */
export const LOOKAHEAD_DEPTH = 6;

export interface Grade {
  forced: number;
  lookahead: number;
  guess: number;
}

/** The first step harder than allowed: the path prefix length and the wrong ways still open there. */
export interface HardStep {
  index: number;
  kind: StepKind;
  openWrongWays: number[];
}

/** Whether the path, as it stands, runs into a contradiction by forced steps alone within `depth` steps. */
export function diesByForcedSteps(search: PathSearch, depth: number): boolean {
  let pushed = 0;
  let dies = false;
  for (;;) {
    if (search.complete) break;
    const options = search.candidates();
    if (options.length === 0) {
      dies = true;
      break;
    }
    if (options.length > 1 || pushed >= depth) break;
    search.push(options[0]);
    pushed++;
  }
  for (let i = 0; i < pushed; i++) search.pop();
  return dies;
}

/** Classifies the step from the current head to `correct`; returns the kind and the wrong ways it leaves open. */
export function classifyStep(search: PathSearch, correct: number): { kind: StepKind; openWrongWays: number[] } {
  const wrong = search.candidates().filter((cell) => cell !== correct);
  if (wrong.length === 0) return { kind: 'forced', openWrongWays: [] };
  const open: number[] = [];
  for (const cell of wrong) {
    search.push(cell);
    const dies = diesByForcedSteps(search, LOOKAHEAD_DEPTH);
    search.pop();
    if (!dies) open.push(cell);
  }
  return open.length === 0 ? { kind: 'lookahead', openWrongWays: wrong } : { kind: 'guess', openWrongWays: open };
}

/** Grades the whole solution; `allowed` stops at (and returns) the first step harder than allowed. */
export function gradeSolution(
  puzzle: ZipPuzzle,
  solution: readonly number[],
  allowed: StepKind = 'guess',
): { grade: Grade; hardStep?: HardStep } {
  const rank: Record<StepKind, number> = { forced: 0, lookahead: 1, guess: 2 };
  const search = new PathSearch(puzzle);
  search.push(solution[0]);
  const grade: Grade = { forced: 0, lookahead: 0, guess: 0 };
  for (let index = 1; index < solution.length; index++) {
    const step = classifyStep(search, solution[index]);
    grade[step.kind]++;
    if (rank[step.kind] > rank[allowed]) return { grade, hardStep: { index, kind: step.kind, openWrongWays: step.openWrongWays } };
    search.push(solution[index]);
  }
  return { grade };
}
