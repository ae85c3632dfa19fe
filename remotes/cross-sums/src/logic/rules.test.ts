import { playMove, startSession, takeHint } from '@games/shared/game-kit/puzzle/session';
import { generatePuzzle } from './generate';
import { applySumsMove, crossSumsRules, initialBoard, lineStates } from './rules';
import { ERASED as E, KEPT as K, OPEN as _, type CrossSumsPuzzle } from './types';

const deal = { mode: 'unlimited' as const, level: 'easy', seed: 'rules' };
// 3×3, keep-mask [1,0,1 / 0,1,0 / 1,1,0]
const puzzle: CrossSumsPuzzle = {
  size: 3,
  digits: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  rowSums: [4, 5, 15],
  colSums: [8, 13, 3],
  cages: [],
  solution: [1, 0, 1, 0, 1, 0, 1, 1, 0],
};
const erase = (cell: number, checked = true) => ({ cell, mark: E as typeof E, checked });

describe('cross-sums rules', () => {
  it('is won once every unneeded digit is erased', () => {
    let session = startSession(crossSumsRules, puzzle, deal);
    for (const cell of [1, 3, 5]) session = playMove(crossSumsRules, session, erase(cell)).session;
    expect(session.status).toBe('playing');
    const step = playMove(crossSumsRules, session, erase(8));
    expect(step.session.status).toBe('won');
  });

  it('with lives, a wrong erase is a slip: a life lost, the digit stays; three slips lose', () => {
    let session = startSession(crossSumsRules, puzzle, deal);
    const step = playMove(crossSumsRules, session, erase(0));
    expect(step.events.map((e) => e.type)).toEqual(['moved', 'mistake']);
    expect(step.session.history.present.marks[0]).toBe(_);
    expect(step.session.history.present.slip).toBe(0);
    session = step.session;
    session = playMove(crossSumsRules, session, { cell: 1, mark: K, checked: true }).session;
    expect(session.mistakes).toBe(2);
    const last = playMove(crossSumsRules, session, erase(2));
    expect(last.session.status).toBe('lost');
  });

  it('without lives, any mark is taken as it is', () => {
    const board = applySumsMove(puzzle, initialBoard(puzzle), erase(0, false));
    expect(board.marks[0]).toBe(E);
    expect(board.slips).toBe(0);
    expect(applySumsMove(puzzle, board, { cell: 0, mark: _, checked: false }).marks[0]).toBe(_);
  });

  it('circles the open digits of a line whose sum is met', () => {
    const board = applySumsMove(puzzle, initialBoard(puzzle), erase(1));
    // row 1: 1 + 3 = 4 → both circled
    expect(board.marks.slice(0, 3)).toEqual([K, E, K]);
  });

  it('tells each line its sum and whether it is met', () => {
    const board = applySumsMove(puzzle, initialBoard(puzzle), erase(1));
    const states = lineStates(puzzle, board.marks);
    expect(states.rows[0]).toEqual({ sum: 4, target: 4, done: true });
    expect(states.rows[1]).toEqual({ sum: 15, target: 5, done: false });
  });

  it('follows hints to a win, a wrong mark first', () => {
    const dealt = generatePuzzle('hints', 'hard');
    let session = startSession(crossSumsRules, dealt, deal);
    const needed = dealt.solution.indexOf(1);
    session = playMove(crossSumsRules, session, { cell: needed, mark: E, checked: false }).session;
    const first = takeHint(crossSumsRules, session);
    expect(first.events[0]).toMatchObject({ type: 'hint', reason: expect.stringContaining('wrongly') });
    session = first.session;
    for (let i = 0; i < 100 && session.status === 'playing'; i++) session = takeHint(crossSumsRules, session).session;
    expect(session.status).toBe('won');
  });

  it('accepts only saved puzzles and boards of the right shape', () => {
    const dealt = generatePuzzle('saved', 'hard');
    expect(crossSumsRules.isPuzzle(JSON.parse(JSON.stringify(dealt)))).toBe(true);
    expect(crossSumsRules.isPuzzle({ ...dealt, digits: [0] })).toBe(false);
    expect(crossSumsRules.isPuzzle({ ...dealt, size: 12 })).toBe(false);
    expect(crossSumsRules.isBoard(initialBoard(dealt))).toBe(true);
    expect(crossSumsRules.isBoard({ marks: [3], slips: 0, slip: -1 })).toBe(false);
    expect(crossSumsRules.boardFits?.(dealt, initialBoard(puzzle))).toBe(false);
  });
});
