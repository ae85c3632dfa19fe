// Words for the screen reader after a move.
import { lineStates } from './rules';
import { ERASED, KEPT, type CrossSumsBoard, type CrossSumsPuzzle } from './types';

const place = (size: number, cell: number) => `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;

export function describeSumsMove(puzzle: CrossSumsPuzzle, before: CrossSumsBoard, after: CrossSumsBoard, livesLeft: number | null): string | null {
  const { size, digits } = puzzle;
  if (after.slips > before.slips && after.slip >= 0) {
    const needed = puzzle.solution[after.slip] === 1;
    const lives = livesLeft === null ? '' : ` ${livesLeft} ${livesLeft === 1 ? 'life' : 'lives'} left.`;
    return `Wrong: the ${digits[after.slip]} at ${place(size, after.slip)} is ${needed ? 'needed' : 'not needed'}.${lives}`;
  }
  const changed = after.marks.flatMap((mark, cell) => (mark !== before.marks[cell] ? [cell] : []));
  if (changed.length === 0) return null;
  const first = changed.find((cell) => after.marks[cell] === ERASED) ?? changed[0];
  const verb = after.marks[first] === ERASED ? 'erased' : after.marks[first] === KEPT ? 'kept' : 'unmarked';
  const what = `${digits[first]} at ${place(size, first)} ${verb}.`;
  const was = lineStates(puzzle, before.marks);
  const now = lineStates(puzzle, after.marks);
  const met = [
    ...now.rows.flatMap((line, i) => (line.done && !was.rows[i].done ? [`Row ${i + 1}`] : [])),
    ...now.cols.flatMap((line, i) => (line.done && !was.cols[i].done ? [`Column ${i + 1}`] : [])),
    ...now.cages.flatMap((line, i) => (line.done && !was.cages[i].done ? [`A cage`] : [])),
  ];
  return met.length > 0 ? `${what} ${met.join(', ')} adds up.` : what;
}
