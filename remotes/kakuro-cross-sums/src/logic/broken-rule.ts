// The rule the board breaks now, in words for the frame's message line under the board: a digit twice in a
// run first (the rule the board draws), then a run whose digits pass its sum or, full, miss it.
import { runState } from './board';
import type { KakuroPuzzle, KakuroRun } from './layout';
import { cellName } from './cell-name';

const runWords = (puzzle: KakuroPuzzle, run: KakuroRun) => `the ${run.axis} run of ${run.sum} from ${cellName(puzzle.size, run.cells[0])}`;
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export function brokenRule(puzzle: KakuroPuzzle, runs: readonly KakuroRun[], values: readonly number[]): string | null {
  for (const run of runs) {
    const state = runState(run, values);
    if (!state.repeated) continue;
    const twice = state.placed.find((digit, i) => state.placed.indexOf(digit) !== i);
    return `${twice} appears twice in ${runWords(puzzle, run)}.`;
  }
  for (const run of runs) {
    const state = runState(run, values);
    if (!state.wrongSum) continue;
    const total = state.placed.reduce((sum, digit) => sum + digit, 0);
    return state.full
      ? `${capitalised(runWords(puzzle, run))} adds up to ${total}, not ${run.sum}.`
      : `${capitalised(runWords(puzzle, run))} already adds up to ${total}, with cells still empty.`;
  }
  return null;
}
