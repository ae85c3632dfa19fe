import { noteDigits } from '@games/shared/game-kit/notes/notes';
import { createBoard, isBoard, repeatedCells, runState } from './board';
import { describeChange } from './describe';
import { parsePuzzle } from './pack';
import { kakuroRules, loadHints, runsOfPuzzle } from './rules';
import { readPack } from './testing';

const puzzle = parsePuzzle(6, readPack('easy').puzzles[0]);
const whites = puzzle.solution.flatMap((d, c) => (d > 0 ? [c] : []));
const rules = kakuroRules;

describe('kakuro rules', () => {
  it('is solved when every white cell holds the solution digit', () => {
    let board = rules.initialBoard(puzzle);
    for (const cell of whites) {
      expect(rules.isSolved(puzzle, board)).toBe(false);
      board = rules.applyMove(puzzle, board, { kind: 'digit', cell, digit: puzzle.solution[cell] });
    }
    expect(rules.isSolved(puzzle, board)).toBe(true);
  });

  it('ignores moves on blocks and repeated moves', () => {
    const board = createBoard(puzzle);
    expect(rules.applyMove(puzzle, board, { kind: 'digit', cell: 0, digit: 5 })).toBe(board);
    const placed = rules.applyMove(puzzle, board, { kind: 'digit', cell: whites[0], digit: 5 });
    expect(rules.applyMove(puzzle, placed, { kind: 'digit', cell: whites[0], digit: 5 })).toBe(placed);
  });

  it('takes notes, and a placed digit clears itself from the notes of its runs', () => {
    const [a] = whites;
    const runs = runsOfPuzzle(puzzle).filter((run) => run.cells.includes(a));
    const peer = runs[0].cells.find((c) => c !== a)!;
    let board = rules.applyMove(puzzle, createBoard(puzzle), { kind: 'note', cell: peer, digit: 4 });
    board = rules.applyMove(puzzle, board, { kind: 'note', cell: peer, digit: 7 });
    expect(noteDigits(board.notes[peer])).toEqual([4, 7]);
    board = rules.applyMove(puzzle, board, { kind: 'digit', cell: a, digit: 4 });
    expect(noteDigits(board.notes[peer])).toEqual([7]);
    board = rules.applyMove(puzzle, board, { kind: 'erase', cell: a });
    expect(board.values[a]).toBe(0);
    board = rules.applyMove(puzzle, board, { kind: 'erase', cell: peer });
    expect(board.notes[peer]).toBe(0);
  });

  it('flags repeats and wrong sums, and says so', () => {
    const run = runsOfPuzzle(puzzle)[0];
    const [a, b] = run.cells;
    let board = rules.applyMove(puzzle, createBoard(puzzle), { kind: 'digit', cell: a, digit: 9 });
    const before = board;
    board = rules.applyMove(puzzle, board, { kind: 'digit', cell: b, digit: 9 });
    expect(repeatedCells(runsOfPuzzle(puzzle), board.values)).toEqual(new Set([a, b]));
    expect(runState(run, board.values)).toMatchObject({ repeated: true, done: false });
    // Said by the frame's message line (brokenRule), not again in the move's words.
    expect(describeChange(puzzle, before, board)).not.toMatch(/repeat|twice/);
  });

  it('hints clear a wrong digit first, then place a digit logic proves', async () => {
    await loadHints();
    const cell = whites[0];
    const wrong = (puzzle.solution[cell] % 9) + 1;
    const board = rules.applyMove(puzzle, createBoard(puzzle), { kind: 'digit', cell, digit: wrong });
    const fix = rules.hint!(puzzle, board)!;
    expect(fix.cells).toEqual([cell]);
    expect(fix.board.values[cell]).toBe(0);
    const next = rules.hint!(puzzle, createBoard(puzzle))!;
    const placed = next.cells![0];
    expect(next.board.values[placed]).toBe(puzzle.solution[placed]);
    expect(next.reason).toMatch(/Only \d fits/);
  });

  it('validates saves', () => {
    expect(rules.isPuzzle(puzzle)).toBe(true);
    expect(rules.isPuzzle({ size: 6, solution: [1] })).toBe(false);
    expect(isBoard(createBoard(puzzle))).toBe(true);
    expect(isBoard({ values: [0], notes: [2048] })).toBe(false);
    expect(rules.boardFits!(puzzle, { values: puzzle.solution.map(() => 1), notes: puzzle.solution.map(() => 0) })).toBe(false);
  });
});
