import { describeMarks } from './announce';
import { BLANK as _, CROSSED as X, FILLED as F, type NonogramPuzzle } from './types';

const plus: NonogramPuzzle = {
  width: 3, height: 3, rowClues: [[1], [3], [1]], colClues: [[1], [3], [1]],
  solution: [0, 1, 0, 1, 1, 1, 0, 1, 0], givens: [], name: 'Plus', colours: new Array(9).fill(''),
};

describe('describeMarks', () => {
  it('names a single cell and the lines it finished', () => {
    expect(describeMarks(plus, [_, _, _, _, _, _, _, _, _], [_, F, _, _, _, _, _, _, _])).toBe('Row 1, column 2 filled. Row 1 done.');
    expect(describeMarks(plus, [_, _, _, _, _, _, _, _, _], [X, _, _, _, _, _, _, _, _])).toBe('Row 1, column 1 crossed.');
  });

  it('counts the cells of a drag, and says nothing for no change', () => {
    expect(describeMarks(plus, new Array(9).fill(_), [_, _, _, F, F, F, _, _, _])).toBe('3 cells filled. Row 2, Column 1, Column 3 done.');
    expect(describeMarks(plus, [F, _, _, _, _, _, _, _, _], [F, _, _, _, _, _, _, _, _])).toBeNull();
  });
});
