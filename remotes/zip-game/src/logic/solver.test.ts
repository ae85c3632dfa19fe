import { hasUniqueSolution } from '@games/shared/game-kit/puzzle/solver';
import type { ZipPuzzle } from './board';
import { isHamiltonianPath } from './hamiltonianPath';
import { countSolutions, findSolutions, parityAllows, searchSolutions } from './solver';

/** Counts Hamiltonian paths by brute force, for checking the pruned solver on small boards. */
function bruteForce(puzzle: ZipPuzzle): number {
  const { size, checkpoints } = puzzle;
  const total = size * size;
  const walls = new Set(puzzle.walls.map(([a, b]) => `${a}-${b}`));
  const numberAt = new Map(checkpoints.map((cell, i) => [cell, i + 1]));
  let count = 0;
  const path = [checkpoints[0]];
  const seen = new Set(path);
  const walk = (next: number) => {
    if (path.length === total) {
      if (path[total - 1] === checkpoints[checkpoints.length - 1]) count++;
      return;
    }
    const head = path[path.length - 1];
    const r = Math.floor(head / size);
    const c = head % size;
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nc < 0 || nr >= size || nc >= size) continue;
      const cell = nr * size + nc;
      if (seen.has(cell) || walls.has(`${Math.min(head, cell)}-${Math.max(head, cell)}`)) continue;
      const number = numberAt.get(cell);
      if (number !== undefined && number !== next) continue;
      if (number === checkpoints.length && path.length !== total - 1) continue;
      path.push(cell);
      seen.add(cell);
      walk(number !== undefined ? next + 1 : next);
      seen.delete(cell);
      path.pop();
    }
  };
  walk(2);
  return count;
}

describe('solver', () => {
  it('agrees with brute force on small boards', () => {
    const cases: ZipPuzzle[] = [
      { size: 3, checkpoints: [0, 8], walls: [] },
      { size: 3, checkpoints: [0, 4, 8], walls: [] },
      { size: 3, checkpoints: [4, 0], walls: [] },
      { size: 4, checkpoints: [0, 3], walls: [] },
      { size: 4, checkpoints: [0, 5, 15, 12], walls: [] },
      { size: 4, checkpoints: [0, 12], walls: [[1, 5], [6, 10]] },
      { size: 4, checkpoints: [5, 9, 3], walls: [[2, 3]] },
      { size: 5, checkpoints: [0, 12, 24], walls: [] },
      { size: 5, checkpoints: [6, 2, 20, 18], walls: [[11, 12]] },
    ];
    for (const puzzle of cases) {
      const expected = bruteForce(puzzle);
      expect(findSolutions(puzzle, 1000).length).toBe(Math.min(expected, 1000));
      expect(countSolutions(puzzle).count).toBe(Math.min(expected, 2));
    }
  });

  it('returns a valid solution and proves uniqueness', () => {
    const puzzle: ZipPuzzle = { size: 3, checkpoints: [0, 2, 5, 3, 6, 8], walls: [] };
    const result = countSolutions(puzzle);
    expect(result.count).toBe(1);
    expect(result.solution).toEqual([0, 1, 2, 5, 4, 3, 6, 7, 8]);
    expect(isHamiltonianPath(result.solution!, 3)).toBe(true);
    expect(hasUniqueSolution(countSolutions, puzzle)).toBe(true);
    expect(hasUniqueSolution(countSolutions, { size: 3, checkpoints: [0, 8], walls: [] })).toBe(false);
  });

  it('uses colour parity: a path on an even board ends on the other colour', () => {
    expect(parityAllows({ size: 4, checkpoints: [0, 5], walls: [] })).toBe(false);
    expect(parityAllows({ size: 4, checkpoints: [0, 1], walls: [] })).toBe(true);
    expect(parityAllows({ size: 3, checkpoints: [1, 8], walls: [] })).toBe(false);
    expect(countSolutions({ size: 4, checkpoints: [0, 5], walls: [] }).count).toBe(0);
  });

  it('reports an incomplete search when the step budget runs out', () => {
    const result = searchSolutions({ size: 6, checkpoints: [0, 5], walls: [] }, 1000, 50);
    expect(result.complete).toBe(false);
  });
});
