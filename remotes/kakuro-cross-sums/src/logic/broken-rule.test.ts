import { brokenRule } from './broken-rule';
import { createBoard } from './board';
import { parsePuzzle } from './pack';
import { kakuroRules, runsOfPuzzle } from './rules';
import { readPack } from './testing';

describe('brokenRule', () => {
  const puzzle = parsePuzzle(6, readPack('easy').puzzles[0]);
  const runs = runsOfPuzzle(puzzle);
  const play = (moves: { cell: number; digit: number }[]) =>
    moves.reduce((board, move) => kakuroRules.applyMove(puzzle, board, { kind: 'digit', ...move }), createBoard(puzzle)).values;

  it('says nothing while no rule is broken, even with wrong digits', () => {
    expect(brokenRule(puzzle, runs, createBoard(puzzle).values)).toBeNull();
    const run = runs[0];
    expect(brokenRule(puzzle, runs, play([{ cell: run.cells[0], digit: 1 }]))).toBeNull();
  });

  it('names the digit that repeats and its run first', () => {
    const run = runs[0];
    const values = play([
      { cell: run.cells[0], digit: 9 },
      { cell: run.cells[1], digit: 9 },
    ]);
    expect(brokenRule(puzzle, runs, values)).toMatch(new RegExp(`^9 appears twice in the ${run.axis} run of ${run.sum} from row \\d+, column \\d+\\.$`));
  });

  it('names a full run that misses its sum', () => {
    const run = runs.find((r) => r.cells.length === 2 && r.sum < 17)!;
    const values = play(run.cells.map((cell, i) => ({ cell, digit: i === 0 ? 9 : 8 })));
    expect(brokenRule(puzzle, runs, values)).toMatch(new RegExp(`adds up to 17, not ${run.sum}\\.$`));
  });
});
