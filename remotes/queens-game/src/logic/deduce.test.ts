import { applyDeduction, findDeduction, initialState, placeQueen, solveLogically, TECHNIQUE_LEVEL } from './deduce';

const layout = { size: 4, regions: [0, 1, 1, 1, 0, 0, 2, 1, 3, 0, 2, 2, 3, 3, 3, 2] };

describe('human-style deductions', () => {
  it('places a queen in a region with one free cell and says why', () => {
    const single = { size: 5, regions: [0, 1, 1, 1, 1, 2, 2, 2, 2, 1, 3, 3, 3, 2, 1, 4, 4, 3, 3, 1, 4, 4, 4, 4, 4] };
    const deduction = findDeduction(single, initialState(5));
    expect(deduction).toMatchObject({ technique: 'single', place: 0 });
    expect(deduction?.reason).toBe('Only one cell is left in the Purple region (A), so its queen goes there.');
  });

  it('rules out cells by confinement: a region that fits in one row owns that row', () => {
    // Region D is the whole bottom row except its last cell, so D's queen is in row 4 — the last cell of row 4 is out.
    const confined = { size: 4, regions: [0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 2, 1, 3, 3, 3, 1] };
    const deduction = findDeduction(confined, initialState(4), TECHNIQUE_LEVEL.confinement);
    expect(deduction?.technique).toBe('confinement');
    expect(deduction?.eliminate.length).toBeGreaterThan(0);
    expect(deduction?.reason).toMatch(/fits only in/);
  });

  it('placing a queen rules out its row, column, region and neighbours', () => {
    const state = placeQueen(layout, initialState(4), 1);
    expect(state.queens[1]).toBe(true);
    expect(state.candidates.filter(Boolean)).toHaveLength(16 - 1 - 3 - 3 - 2 - 1);
  });

  it('solves a unique puzzle step by step and reports the hardest technique', () => {
    const solve = solveLogically(layout);
    expect(solve.solved).toBe(true);
    expect(solve.queens).toEqual([2, 4, 11, 13]);
    expect(solve.maxLevel).toBeGreaterThanOrEqual(1);
  });

  it('stops without guessing when only level 1 is allowed and no single exists', () => {
    const open = { size: 4, regions: Array.from({ length: 16 }, (_, cell) => cell % 4) };
    expect(findDeduction(open, initialState(4), TECHNIQUE_LEVEL.single)).toBeNull();
    expect(solveLogically(open).solved).toBe(false);
  });

  it('applies eliminations without touching queens', () => {
    const state = applyDeduction(layout, initialState(4), { technique: 'blocking', eliminate: [0], focus: [], reason: '' });
    expect(state.candidates[0]).toBe(false);
    expect(state.queens.some(Boolean)).toBe(false);
  });
});
