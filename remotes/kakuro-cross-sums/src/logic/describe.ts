// What a screen reader hears after a move.
import { runState, type Board } from './board';
import { noteDigits } from '@games/shared/game-kit/notes/notes';
import { cellName, runsOfPuzzle } from './rules';
import type { KakuroPuzzle } from './layout';

export function describeChange(puzzle: KakuroPuzzle, before: Board, after: Board): string | null {
  const cell = after.values.findIndex((d, c) => d !== before.values[c]);
  const where = (c: number) => cellName(puzzle.size, c);
  if (cell < 0) {
    const noted = after.notes.findIndex((n, c) => n !== before.notes[c]);
    if (noted < 0) return null;
    const digits = noteDigits(after.notes[noted]);
    return `Notes at ${where(noted)}: ${digits.length > 0 ? digits.join(' ') : 'none'}.`;
  }
  const digit = after.values[cell];
  if (digit === 0) return `Erased ${where(cell)}.`;
  const problems: string[] = [];
  for (const run of runsOfPuzzle(puzzle)) {
    if (!run.cells.includes(cell)) continue;
    const state = runState(run, after.values);
    const name = run.axis === 'across' ? 'across' : 'down';
    // A broken rule is the message line's (logic/broken-rule.ts), read once by the frame: not said here again.
    if (state.done) problems.push(`${name} ${run.sum} done`);
  }
  return `${digit} at ${where(cell)}.${problems.length > 0 ? ` ${problems.join('; ')}.` : ''}`.replace(/^(\d) at r/, '$1 at r');
}
