import { cellAt } from './board';
import { generatePuzzle } from './generate';
import { applyHint, findHint } from './hint';
import { CROSS, emptyMarks, QUEEN, type Mark } from './marks';
import { isSolved } from './conflicts';
import { queensOf } from './marks';

const puzzle = generatePuzzle('hint-test', 'medium');
const solutionCell = (row: number) => cellAt(puzzle.size, row, puzzle.solution[row]);

describe('hints', () => {
  it('removes a wrong queen first', () => {
    const marks = emptyMarks(puzzle.size);
    const wrong = cellAt(puzzle.size, 0, (puzzle.solution[0] + 3) % puzzle.size);
    marks[wrong] = QUEEN;
    expect(findHint(puzzle, marks)).toMatchObject({ kind: 'remove-queen', cells: [wrong] });
  });

  it('removes a × that covers a queen of the solution', () => {
    const marks = emptyMarks(puzzle.size);
    marks[solutionCell(2)] = CROSS;
    const hint = findHint(puzzle, marks)!;
    expect(hint).toMatchObject({ kind: 'remove-cross', cells: [solutionCell(2)] });
    expect(applyHint(marks, hint)[solutionCell(2)]).toBe(0);
  });

  it('following hints from an empty board solves the puzzle, each with a reason', () => {
    let marks: Mark[] = emptyMarks(puzzle.size);
    for (let step = 0; step < 500; step++) {
      const hint = findHint(puzzle, marks);
      if (!hint) break;
      expect(['place', 'eliminate']).toContain(hint.kind);
      expect(hint.reason.length).toBeGreaterThan(10);
      marks = applyHint(marks, hint);
    }
    expect(isSolved(puzzle, queensOf(marks))).toBe(true);
    expect(findHint(puzzle, marks)).toBeNull();
  });
});
