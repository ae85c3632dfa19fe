import { parseGrid } from './grid';
import { solveLogically } from './logicalSolver';
import { EASY_PUZZLE, EASY_SOLUTION, ESCARGOT } from './testing';

describe('logical solver', () => {
  it('solves a singles puzzle at level 1', () => {
    const result = solveLogically(parseGrid(EASY_PUZZLE));
    expect(result.solved).toBe(true);
    expect(result.level).toBe(1);
    expect(result.values).toEqual(parseGrid(EASY_SOLUTION));
    expect(Object.keys(result.usage).every((t) => t === 'naked-single' || t === 'hidden-single')).toBe(true);
  });

  it('gives up on a puzzle beyond its techniques (level 5)', () => {
    const result = solveLogically(parseGrid(ESCARGOT));
    expect(result.solved).toBe(false);
    expect(result.level).toBe(5);
  });

  it('respects the level cap', () => {
    expect(solveLogically(parseGrid(EASY_PUZZLE), 1).solved).toBe(true);
  });
});
