import { LEVELS } from './levels';
import { layoutProblems, puzzleRuns, whiteOf } from './layout';
import { parsePuzzle } from './pack';
import { countSolutions, solveLogically } from './solver';
import { readPack } from './testing';

// The shipped packs are the generator's output: every puzzle is checked here as the generator promised.
describe.each(LEVELS.map((l) => [l.value, l] as const))('the %s pack', (level, { size, maxRun, logical }) => {
  const pack = readPack(level);

  it('has at least 60 different puzzles of its size', () => {
    expect(pack.size).toBe(size);
    expect(pack.puzzles.length).toBeGreaterThanOrEqual(60);
    expect(new Set(pack.puzzles).size).toBe(pack.puzzles.length);
  });

  it('has symmetric, connected shapes with no one-cell run and no run over the level maximum', () => {
    for (const text of pack.puzzles) expect(layoutProblems(size, whiteOf(parsePuzzle(size, text).solution), maxRun)).toEqual([]);
  });

  it('has no digit repeated in a run', () => {
    for (const text of pack.puzzles) {
      const puzzle = parsePuzzle(size, text);
      for (const run of puzzleRuns(puzzle)) expect(new Set(run.cells.map((c) => puzzle.solution[c])).size).toBe(run.cells.length);
    }
  });

  it(`has exactly one solution, proven by the counting solver${logical ? ', found by logic alone' : ''}`, () => {
    for (const text of pack.puzzles) {
      const puzzle = parsePuzzle(size, text);
      const input = { cellCount: size * size, runs: puzzleRuns(puzzle) };
      const { count, solution } = countSolutions(input, 2);
      expect(count).toBe(1);
      expect(solution).toEqual(puzzle.solution);
      if (logical) expect(solveLogically(input)).toEqual(puzzle.solution);
    }
  });
});
