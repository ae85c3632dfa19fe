// Words for the screen reader after a move.
import { satisfiedClues } from './clues';
import { CROSSED, FILLED, type Marks, type NonogramPuzzle } from './types';

const markWord = (mark: number) => (mark === FILLED ? 'filled' : mark === CROSSED ? 'crossed' : 'cleared');

export function describeMarks(puzzle: NonogramPuzzle, before: Marks, after: Marks): string | null {
  const changed = after.flatMap((mark, cell) => (mark !== before[cell] ? [cell] : []));
  if (changed.length === 0) return null;
  const first = changed[0];
  const what =
    changed.length === 1
      ? `Row ${Math.floor(first / puzzle.width) + 1}, column ${(first % puzzle.width) + 1} ${markWord(after[first])}.`
      : `${changed.length} cells ${markWord(after[first])}.`;
  const was = satisfiedClues(puzzle.width, puzzle.height, puzzle.rowClues, puzzle.colClues, before);
  const now = satisfiedClues(puzzle.width, puzzle.height, puzzle.rowClues, puzzle.colClues, after);
  const met = [
    ...now.rows.flatMap((done, i) => (done && !was.rows[i] ? [`Row ${i + 1}`] : [])),
    ...now.cols.flatMap((done, i) => (done && !was.cols[i] ? [`Column ${i + 1}`] : [])),
  ];
  return met.length > 0 ? `${what} ${met.join(', ')} done.` : what;
}
