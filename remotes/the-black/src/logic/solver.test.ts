import { dealPuzzle } from './deal';
import { isAllOff, pressAll, type Lights } from './lights';
import { LEVELS } from './levels';
import { minimumMoves, solve } from './solver';

const black = (size: number): Lights => new Array<boolean>(size * size).fill(false);

/** The fewest presses by trying every subset of cells (boards up to 4×4). */
function bruteMinimum(size: number, lights: Lights): number | null {
  const cells = size * size;
  let best: number | null = null;
  for (let mask = 0; mask < 1 << cells; mask++) {
    const presses = Array.from({ length: cells }, (_, c) => c).filter((c) => mask & (1 << c));
    if (best !== null && presses.length >= best) continue;
    if (isAllOff(pressAll(size, lights, presses))) best = presses.length;
  }
  return best;
}

describe('solve', () => {
  it('needs no press for a black board', () => {
    expect(solve(3, black(3))).toEqual([]);
  });

  it('finds the single press that made a board', () => {
    expect(solve(3, pressAll(3, black(3), [4]))).toEqual([4]);
    expect(solve(7, pressAll(7, black(7), [24]))).toEqual([24]);
  });

  it('finds the true minimum through the nullspace on 4×4 (every 4×4 board has 16 solutions)', () => {
    // The elimination alone answers with one of the 16; the nullspace search must find the shortest.
    const board = pressAll(4, black(4), [0, 1, 2, 3]);
    expect(solve(4, board)).toHaveLength(bruteMinimum(4, board)!);
  });

  it('matches a brute-force minimum on random 4×4 and 3×3 boards', () => {
    for (let seed = 0; seed < 30; seed++) {
      for (const level of ['3x3', '4x4']) {
        const { size, start, par } = dealPuzzle(`brute-${seed}`, level);
        expect(par).toBe(bruteMinimum(size, start));
        expect(minimumMoves(size, start)).toBe(par);
      }
    }
  });

  it.each(LEVELS.map((level) => [level.value, level.size] as const))('turns every %s deal black in par presses over 50 seeds', (level, size) => {
    for (let seed = 0; seed < 50; seed++) {
      const { start, par } = dealPuzzle(`seed-${seed}`, level);
      const presses = solve(size, start)!;
      expect(presses).toHaveLength(par);
      expect(new Set(presses).size).toBe(presses.length);
      expect(isAllOff(pressAll(size, start, presses))).toBe(true);
    }
  });

  it('says when no presses can help (a single white corner on 4×4 or 5×5 is out of reach)', () => {
    for (const size of [4, 5]) {
      const corner = [...black(size)];
      corner[0] = true;
      expect(solve(size, corner)).toBeNull();
      expect(minimumMoves(size, corner)).toBeNull();
    }
  });
});
