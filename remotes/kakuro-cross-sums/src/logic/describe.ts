// What a screen reader hears after a move.
import { runState, type Board } from './board';
import { noteDigits } from '@games/shared/game-kit/notes/notes';
import type { PuzzleMode } from '@games/shared/game-kit/puzzle/session';
import { cellName } from './cell-name';
import { runsOfPuzzle } from './rules';
import type { KakuroPuzzle } from './layout';
import { levelLabel } from './levels';

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

/** The words for a new puzzle, e.g. 'Daily puzzle, Medium, 9 by 9.' */
export const describeDeal = ({ mode, level, puzzle }: { mode: PuzzleMode; level: string; puzzle: KakuroPuzzle }): string =>
  `${mode === 'daily' ? 'Daily puzzle' : 'New puzzle'}, ${levelLabel(level)}, ${puzzle.size} by ${puzzle.size}.`;
