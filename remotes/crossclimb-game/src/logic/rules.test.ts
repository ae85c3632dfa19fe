import { endsOpen, initialBoard, isBoard, phaseOf, shownRows, type Board } from './board';
import { describeChange, shareRows } from './describe';
import { applyMove, crossclimbRules, hintFor, type Move } from './rules';
import { testPuzzle } from './testLadder';

const puzzle = testPuzzle('rules');

function typeWord(board: Board, word: number, text: string): Board {
  let next = board;
  [...text].forEach((letter, col) => (next = applyMove(puzzle, next, { kind: 'type', word, col, letter })));
  return next;
}

/** Moves the rows into ladder order with single moves. */
function order(board: Board): Board {
  let next = board;
  for (let position = 0; position < 5; position += 1) {
    const from = next.order.indexOf(position + 1);
    next = applyMove(puzzle, next, { kind: 'move', from, to: position });
  }
  return next;
}

const solveMiddle = (board: Board) => [1, 2, 3, 4, 5].reduce((b, word) => typeWord(b, word, puzzle.words[word]), board);

describe('crossclimb rules', () => {
  test('starts blank, scrambled, in the solve phase', () => {
    const board = initialBoard(puzzle);
    expect(isBoard(board)).toBe(true);
    expect(board.order).toEqual(puzzle.start);
    expect(phaseOf(puzzle, board)).toBe('solve');
    expect(shownRows(board)).toEqual([0, ...puzzle.start, 6]);
  });

  test('the ends stay locked until the middle is solved and in order', () => {
    let board = initialBoard(puzzle);
    expect(typeWord(board, 0, 'dead')).toBe(board);
    board = solveMiddle(board);
    expect(phaseOf(puzzle, board)).toBe('order');
    expect(typeWord(board, 0, 'dead')).toBe(board);
    board = order(board);
    expect(endsOpen(puzzle, board)).toBe(true);
    expect(phaseOf(puzzle, board)).toBe('ends');
    board = typeWord(typeWord(board, 0, 'dead'), 6, 'line');
    expect(phaseOf(puzzle, board)).toBe('done');
    expect(crossclimbRules().isSolved(puzzle, board)).toBe(true);
  });

  test('a solved row locks; the order locks once it forms the ladder', () => {
    let board = typeWord(initialBoard(puzzle), 1, 'lead');
    expect(applyMove(puzzle, board, { kind: 'erase', word: 1, col: 0 })).toBe(board);
    board = order(solveMiddle(board));
    expect(applyMove(puzzle, board, { kind: 'move', from: 0, to: 4 })).toBe(board);
  });

  test('moves reorder, type and erase; bad moves change nothing', () => {
    const board = initialBoard(puzzle);
    const moved = applyMove(puzzle, board, { kind: 'move', from: 0, to: 2 });
    expect(moved.order).toEqual([board.order[1], board.order[2], board.order[0], board.order[3], board.order[4]]);
    const bad: Move[] = [
      { kind: 'move', from: 0, to: 5 },
      { kind: 'move', from: 2, to: 2 },
      { kind: 'type', word: 1, col: 4, letter: 'a' },
      { kind: 'type', word: 1, col: 0, letter: '1' },
      { kind: 'erase', word: 1, col: 0 },
    ];
    for (const move of bad) expect(applyMove(puzzle, board, move)).toBe(board);
    const typed = applyMove(puzzle, board, { kind: 'type', word: 2, col: 1, letter: 'Q' });
    expect(typed.letters[2]).toBe(' q  ');
    expect(applyMove(puzzle, typed, { kind: 'erase', word: 2, col: 1 }).letters[2]).toBe('    ');
  });

  test('a hint reveals a letter of the preferred row, fixed from then on', () => {
    const board = typeWord(initialBoard(puzzle), 3, 'mx');
    const hint = hintFor(puzzle, board, 3)!;
    expect(hint.board.letters[3]).toBe('me  ');
    expect(hint.reason).toMatch(/second letter .* is E/);
    expect(applyMove(puzzle, hint.board, { kind: 'type', word: 3, col: 1, letter: 'z' })).toBe(hint.board);
    // Without a preference: the first unsolved row as shown.
    const first = hintFor(puzzle, initialBoard(puzzle))!;
    expect(first.board.letters[puzzle.start[0]]).toBe(`${puzzle.words[puzzle.start[0]][0]}   `);
  });

  test('hints move rows into place while ordering, then reveal the ends', () => {
    let board = solveMiddle(initialBoard(puzzle));
    for (let i = 0; i < 5 && phaseOf(puzzle, board) === 'order'; i += 1) board = hintFor(puzzle, board)!.board;
    expect(phaseOf(puzzle, board)).toBe('ends');
    const end = hintFor(puzzle, board, 6)!;
    expect(end.board.letters[6]).toBe('l   ');
    let done = board;
    for (let i = 0; i < 8; i += 1) done = hintFor(puzzle, done)?.board ?? done;
    expect(phaseOf(puzzle, done)).toBe('done');
    expect(hintFor(puzzle, done)).toBeNull();
  });

  test('isBoard refuses corrupt boards', () => {
    const board = initialBoard(puzzle);
    expect(isBoard({ ...board, letters: board.letters.slice(1) })).toBe(false);
    expect(isBoard({ ...board, letters: ['ABCD', ...board.letters.slice(1)] })).toBe(false);
    expect(isBoard({ ...board, order: [1, 2, 3, 4, 4] })).toBe(false);
    expect(isBoard({ ...board, hinted: [99, 0, 0, 0, 0, 0, 0] })).toBe(false);
    expect(isBoard('x')).toBe(false);
  });
});

describe('describe and share', () => {
  test('says what changed: a letter, a solved rung, a move, the ladder complete', () => {
    const board = initialBoard(puzzle);
    const typed = applyMove(puzzle, board, { kind: 'type', word: 1, col: 0, letter: 'l' });
    expect(describeChange(puzzle, board, typed)).toBe('L, letter 1.');
    expect(describeChange(puzzle, typed, board)).toBe('Erased letter 1.');
    const solved = typeWord(board, 1, 'lead');
    expect(describeChange(puzzle, typeWord(board, 1, 'lea'), solved)).toBe('Correct: LEAD.');
    const moved = applyMove(puzzle, board, { kind: 'move', from: 4, to: 0 });
    expect(describeChange(puzzle, board, moved)).toBe(`${puzzle.words[board.order[4]].toUpperCase()} moved to rung 2.`);
    const down = applyMove(puzzle, board, { kind: 'move', from: 0, to: 3 });
    expect(describeChange(puzzle, board, down)).toBe(`${puzzle.words[board.order[0]].toUpperCase()} moved to rung 5.`);
    const swapped = applyMove(puzzle, board, { kind: 'move', from: 1, to: 2 });
    expect(describeChange(puzzle, board, swapped)).toBe(
      `${puzzle.words[board.order[2]].toUpperCase()} and ${puzzle.words[board.order[1]].toUpperCase()} swapped places.`,
    );
    expect(describeChange(puzzle, board, board)).toBeNull();
  });

  test('shares one square per rung, yellow where a hint helped', () => {
    const hinted = hintFor(puzzle, initialBoard(puzzle), 2)!.board;
    expect(shareRows(hinted)).toBe('🟩🟩🟨🟩🟩🟩🟩');
  });
});
