import { describeCell, describePiece, describeSteps } from './describe';

describe('words for screen readers', () => {
  it('names pieces with the side of the second tile', () => {
    expect(describePiece([2, 3], 0)).toBe('domino 2 and 3, 3 right of 2');
    expect(describePiece([2, 3], 3)).toBe('domino 2 and 3, 3 above 2');
    expect(describePiece([8], 1)).toBe('single star');
    expect(describeCell(7)).toBe('row 2, column 3');
  });

  it('tells merges, chains and blasts', () => {
    expect(
      describeSteps([
        { kind: 'merge', at: 0, value: 2, cells: [0, 1, 2], result: 3, combo: 1, points: 60 },
        { kind: 'merge', at: 0, value: 7, cells: [0, 1, 2, 3], result: 8, combo: 2, points: 560 },
        { kind: 'blast', at: 0, value: 8, cells: [0, 1, 2, 3, 4], result: 0, combo: 3, points: 0 },
      ]),
    ).toBe('Merged three 2s into a 3. Combo 2: merged four 7s into a star. Combo 3: blast! Three stars cleared five tiles.');
  });
});
