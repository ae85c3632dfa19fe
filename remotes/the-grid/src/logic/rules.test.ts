import { boardOf, playMove, startSession, takeHint } from '@games/shared/game-kit/puzzle/session';
import { generatePuzzle } from './generate';
import { applyMarks, checkedNonogramRules, loadHints, nonogramRules, startingMarks, wrongFills } from './rules';
import { BLANK as _, CROSSED as X, FILLED as F, type NonogramPuzzle } from './types';

const deal = { mode: 'unlimited' as const, level: 'easy', seed: 'rules' };

// A plus sign on 3×3, with no givens.
const plus: NonogramPuzzle = {
  width: 3,
  height: 3,
  rowClues: [[1], [3], [1]],
  colClues: [[1], [3], [1]],
  solution: [0, 1, 0, 1, 1, 1, 0, 1, 0],
  givens: [],
  name: 'Plus',
  colours: ['', '#ff0000', '', '#ff0000', '#ff0000', '#ff0000', '', '#ff0000', ''],
};

describe('nonogram rules', () => {
  it('fills and crosses cells, and is won when every clue is met', () => {
    let session = startSession(nonogramRules, plus, deal);
    session = playMove(nonogramRules, session, { cells: [0], mark: X }).session;
    session = playMove(nonogramRules, session, { cells: [3, 4, 5], mark: F }).session;
    expect(session.status).toBe('playing');
    const step = playMove(nonogramRules, session, { cells: [1, 7], mark: F });
    expect(step.session.status).toBe('won');
    expect(step.events.map((e) => e.type)).toEqual(['moved', 'won']);
  });

  it('crosses the rest of a line once its clue is met', () => {
    const board = applyMarks(plus, startingMarks(plus), { cells: [1], mark: F });
    // the top row ([1]) is finished: its blanks become crosses; the middle column ([3]) is not
    expect(board).toEqual([X, F, X, _, _, _, _, _, _]);
    const column = applyMarks(plus, board, { cells: [4, 7], mark: F });
    expect(column).toEqual([X, F, X, _, F, _, X, F, X]);
  });

  it('erases a mark, and leaves the same board for a move that changes nothing', () => {
    const filled = applyMarks(plus, startingMarks(plus), { cells: [4], mark: F });
    expect(applyMarks(plus, filled, { cells: [4], mark: _ })[4]).toBe(_);
    expect(applyMarks(plus, filled, { cells: [4], mark: F })).toBe(filled);
    expect(applyMarks(plus, filled, { cells: [99], mark: F })).toBe(filled);
  });

  it('checks each fill in check-on-fill mode: a wrong fill costs a life, and the third loses the game', () => {
    const rules = checkedNonogramRules(3);
    let session = startSession(rules, plus, deal);
    session = playMove(rules, session, { cells: [4], mark: F }).session;
    session = playMove(rules, session, { cells: [6], mark: X }).session;
    expect(session.mistakes).toBe(0);
    // corners are blank in the picture: two wrong fills in one drag are two lives
    session = playMove(rules, session, { cells: [0, 2], mark: F }).session;
    expect(session.mistakes).toBe(2);
    expect(wrongFills(plus, boardOf(session))).toEqual([0, 2]);
    expect(session.status).toBe('playing');
    const third = playMove(rules, session, { cells: [8], mark: F });
    expect(third.session.status).toBe('lost');
    // without the mode, wrong fills are not counted
    const free = playMove(nonogramRules, startSession(nonogramRules, plus, deal), { cells: [0], mark: F }).session;
    expect(free.mistakes).toBe(0);
  });

  it('never changes a given cell', () => {
    const given = { ...plus, givens: [4] };
    const start = startingMarks(given);
    expect(start[4]).toBe(F);
    expect(applyMarks(given, start, { cells: [4], mark: X })).toBe(start);
  });

  it('follows hints to a win: a wrong mark first, then what a line forces', async () => {
    await loadHints();
    const puzzle = generatePuzzle('hints', 'medium');
    let session = startSession(nonogramRules, puzzle, deal);
    const wrongCell = puzzle.solution.findIndex((v) => v === 0);
    session = playMove(nonogramRules, session, { cells: [wrongCell], mark: F }).session;
    const first = takeHint(nonogramRules, session);
    expect(first.events[0]).toMatchObject({ type: 'hint', reason: expect.stringContaining('wrong') });
    session = first.session;
    for (let i = 0; i < 200 && session.status === 'playing'; i++) session = takeHint(nonogramRules, session).session;
    expect(session.status).toBe('won');
  });

  it('accepts only saved puzzles and boards of the right shape', () => {
    const puzzle = generatePuzzle('saved', 'easy');
    expect(nonogramRules.isPuzzle(JSON.parse(JSON.stringify(puzzle)))).toBe(true);
    expect(nonogramRules.isPuzzle({ ...puzzle, solution: [1] })).toBe(false);
    expect(nonogramRules.isPuzzle({ ...puzzle, width: 'big' })).toBe(false);
    expect(nonogramRules.isPuzzle(null)).toBe(false);
    expect(nonogramRules.isBoard([0, 1, 2])).toBe(true);
    expect(nonogramRules.isBoard([3])).toBe(false);
    expect(nonogramRules.boardFits?.(puzzle, startingMarks(puzzle))).toBe(true);
    expect(nonogramRules.boardFits?.(puzzle, [F])).toBe(false);
  });
});
