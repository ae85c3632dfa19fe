import { computeCandidates } from './candidates';
import { ALL_DIGITS, bit, cellAt, parseGrid } from './grid';
import { findStep, TECHNIQUES, type CandidateGrid, type TechniqueId } from './techniques';

/** An empty board whose candidates are all digits except where a test narrows them. */
function openGrid(): { values: number[]; cands: number[] } {
  return { values: new Array<number>(81).fill(0), cands: new Array<number>(81).fill(ALL_DIGITS) };
}

const maskOf = (...digits: number[]) => digits.reduce((m, d) => m | bit(d), 0);

function only(id: TechniqueId, grid: CandidateGrid) {
  return TECHNIQUES.find((t) => t.id === id)!.find(grid);
}

describe('techniques', () => {
  it('naked single names the cell and digit', () => {
    const values = parseGrid('.'.repeat(81));
    // Row 3 holds 1-6 and column 5 holds 8 and 9: r3c5 can only be 7.
    [1, 2, 3, 4, 5, 6].forEach((d, i) => (values[cellAt(2, i < 4 ? i : i + 1)] = d));
    values[cellAt(6, 4)] = 8;
    values[cellAt(7, 4)] = 9;
    const step = findStep({ values, cands: computeCandidates(values) });
    expect(step?.technique).toBe('naked-single');
    expect(step?.message).toBe('Naked single: r3c5 can only be 7');
    expect(step?.placement).toEqual({ cell: cellAt(2, 4), digit: 7 });
  });

  it('hidden single finds the only place for a digit in a unit', () => {
    const grid = openGrid();
    for (const c of [0, 1, 2, 9, 10, 11, 18, 19]) grid.cands[c] &= ~bit(5);
    const step = only('hidden-single', grid);
    expect(step?.placement).toEqual({ cell: 20, digit: 5 });
    expect(step?.message).toBe('Hidden single: in box 1, 5 can only go in r3c3');
  });

  it('naked pair removes its digits from the rest of the unit', () => {
    const grid = openGrid();
    grid.cands[0] = maskOf(1, 2);
    grid.cands[1] = maskOf(1, 2);
    const step = only('naked-pair', grid);
    expect(step?.cells).toEqual([0, 1]);
    expect(step?.eliminations).toContainEqual({ cell: 2, digit: 1 });
    expect(step?.eliminations.some((e) => e.cell === 0 || e.cell === 1)).toBe(false);
  });

  it('pointing removes a digit along the line outside the box', () => {
    const grid = openGrid();
    // In box 1, digit 4 only in row 1.
    for (const c of [9, 10, 11, 18, 19, 20]) grid.cands[c] &= ~bit(4);
    const step = only('pointing', grid);
    expect(step?.eliminations).toEqual([3, 4, 5, 6, 7, 8].map((cell) => ({ cell, digit: 4 })));
    expect(step?.message).toContain('Pointing: in box 1, 4 can only go in row 1');
  });

  it('X-Wing removes a digit from the two columns', () => {
    const grid = openGrid();
    // Digit 9 in rows 1 and 5 only in columns 2 and 7.
    for (const r of [0, 4]) for (let c = 0; c < 9; c++) if (c !== 1 && c !== 6) grid.cands[cellAt(r, c)] &= ~bit(9);
    const step = only('x-wing', grid);
    expect(step?.eliminations).toContainEqual({ cell: cellAt(2, 1), digit: 9 });
    expect(step?.eliminations).toContainEqual({ cell: cellAt(8, 6), digit: 9 });
    expect(step?.eliminations.some((e) => e.cell === cellAt(0, 1))).toBe(false);
  });

  it('XY-Wing removes the shared digit from cells seeing both pincers', () => {
    const grid = openGrid();
    grid.cands[cellAt(0, 0)] = maskOf(1, 2); // pivot
    grid.cands[cellAt(0, 5)] = maskOf(1, 3); // pincer in the row
    grid.cands[cellAt(5, 0)] = maskOf(2, 3); // pincer in the column
    const step = only('xy-wing', grid);
    expect(step?.eliminations).toEqual([{ cell: cellAt(5, 5), digit: 3 }]);
  });
});
