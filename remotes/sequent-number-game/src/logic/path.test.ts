import { createRandom } from '@games/shared/game-kit/random';
import { neighboursFor } from './grid';
import { randomHamiltonianPath, rearrangements } from './path';

describe('the hidden path', () => {
  it('walks every cell once, one step at a time', () => {
    for (const moves of ['king', 'orthogonal'] as const) {
      const path = randomHamiltonianPath(6, moves, createRandom(`walk-${moves}`));
      expect(new Set(path).size).toBe(36);
      path.slice(1).forEach((cell, i) => expect(neighboursFor(6, moves)[path[i]]).toContain(cell));
    }
  });

  it('counts short rearrangements: a serpentine has none orthogonally, many with diagonal steps', () => {
    // 0 1 2 / 5 4 3 / 6 7 8 on a 3×3 board.
    const serpentine = [0, 1, 2, 5, 4, 3, 6, 7, 8];
    expect(rearrangements(serpentine, 3, 'orthogonal')).toBe(0);
    // With king steps 2 and 5 can swap (1 touches 5, 2 touches 4), among others.
    expect(rearrangements(serpentine, 3, 'king')).toBeGreaterThan(0);
  });

  it('steers king paths to fewer rearrangements than a plain scramble leaves', () => {
    const scores = Array.from({ length: 10 }, (_, i) => rearrangements(randomHamiltonianPath(7, 'king', createRandom(`steer-${i}`)), 7, 'king'));
    // A scrambled 7×7 king path has dozens; the steered ones mostly none.
    expect(scores.filter((score) => score === 0).length).toBeGreaterThanOrEqual(5);
  });
});
