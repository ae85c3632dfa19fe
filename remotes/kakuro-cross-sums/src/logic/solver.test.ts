import { runsOf } from './layout';
import { countSolutions, solveLogically, candidatesAfterLogic } from './solver';

// A 3×3 square with a 2×2 field: runs a b / c d across, a c / b d down.
const size = 3;
const white = [false, false, false, false, true, true, false, true, true];
const input = (digits: number[]) => ({ cellCount: 9, runs: runsOf(size, white, digits) });

describe('counting solver', () => {
  it('proves a unique 2×2: across 3 (1+2) and 4 (1+3), down 4 (1+3) and 3 (1+2)', () => {
    const digits = [0, 0, 0, 0, 1, 2, 0, 3, 1];
    const { count, solution } = countSolutions(input(digits), 2);
    expect(count).toBe(1);
    expect(solution).toEqual(digits);
    expect(solveLogically(input(digits))).toEqual(digits);
  });

  it('counts two solutions when the clues allow a swap', () => {
    // Every clue 6: 1 5 / 5 1, 5 1 / 1 5, 2 4 / 4 2… all fit.
    const digits = [0, 0, 0, 0, 1, 5, 0, 5, 1];
    expect(countSolutions(input(digits), 2).count).toBe(2);
    expect(countSolutions(input(digits), 10).count).toBeGreaterThan(2);
    expect(solveLogically(input(digits))).toBeNull();
  });

  it('narrows candidates from placed digits, and finds contradictions', () => {
    const digits = [0, 0, 0, 0, 1, 5, 0, 5, 1];
    const dom = candidatesAfterLogic(input(digits), [0, 0, 0, 0, 2, 0, 0, 0, 0])!;
    expect(dom[5]).toBe(1 << 3); // 6 - 2 = 4
    expect(candidatesAfterLogic(input(digits), [0, 0, 0, 0, 2, 2, 0, 0, 0])).toBeNull();
  });
});
