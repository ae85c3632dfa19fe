import { dealPuzzle, transformPuzzle } from './deal';
import { layoutProblems, puzzleRuns, whiteOf } from './layout';
import { parsePuzzle } from './pack';
import { countSolutions } from './solver';
import { readPack } from './testing';

describe('dealing from a pack', () => {
  const pack = readPack('medium');

  it('deals the same puzzle for the same seed, and different ones for others', () => {
    expect(dealPuzzle(pack, 'a')).toEqual(dealPuzzle(pack, 'a'));
    const dealt = new Set(Array.from({ length: 20 }, (_, i) => dealPuzzle(pack, `s${i}`).solution.join('')));
    expect(dealt.size).toBeGreaterThan(15);
  });

  it('keeps every turn and mirror a legal, unique kakuro with its border at the top and left', () => {
    const base = parsePuzzle(pack.size, pack.puzzles[0]);
    const seen = new Set<string>();
    for (let symmetry = 0; symmetry < 8; symmetry++) {
      const puzzle = transformPuzzle(base, symmetry);
      seen.add(puzzle.solution.join(''));
      expect(layoutProblems(puzzle.size, whiteOf(puzzle.solution), 9)).toEqual([]);
      expect(countSolutions({ cellCount: puzzle.size ** 2, runs: puzzleRuns(puzzle) }, 2).count).toBe(1);
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(transformPuzzle(base, 0)).toEqual(base);
  });
});
