import { playMove, startSession, takeHint } from '@games/shared/game-kit/puzzle/session';
import { nextInCycle } from './board';
import { generatePuzzle } from './generate';
import { nextHint } from './hint';
import { createBinairoRules, describeMove } from './rules';

const binairoRules = createBinairoRules(nextHint);

const deal = { mode: 'unlimited' as const, level: '6x6', seed: 'rules' };

describe('binairoRules', () => {
  const puzzle = generatePuzzle('rules', '6x6');
  const free = puzzle.givens.findIndex((given) => given === null);
  const given = puzzle.givens.findIndex((value) => value !== null);

  it('taps cycle empty → 0 → 1 → empty; keys set a digit or clear; givens never change', () => {
    expect([nextInCycle(null), nextInCycle(0), nextInCycle(1)]).toEqual([0, 1, null]);
    let board = binairoRules.initialBoard(puzzle);
    board = binairoRules.applyMove(puzzle, board, { cell: free, value: 'cycle' });
    expect(board[free]).toBe(0);
    board = binairoRules.applyMove(puzzle, board, { cell: free, value: 'cycle' });
    expect(board[free]).toBe(1);
    board = binairoRules.applyMove(puzzle, board, { cell: free, value: null });
    expect(board[free]).toBeNull();
    expect(binairoRules.applyMove(puzzle, board, { cell: given, value: 'cycle' })).toBe(board);
    expect(binairoRules.applyMove(puzzle, board, { cell: 99, value: 1 })).toBe(board);
  });

  it('is won by filling in the solution', () => {
    let session = startSession(binairoRules, puzzle, deal);
    puzzle.givens.forEach((value, cell) => {
      if (value === null) session = playMove(binairoRules, session, { cell, value: puzzle.solution[cell] }).session;
    });
    expect(session.status).toBe('won');
  });

  it('follows hints to a win, each naming the rule that forces its cell', () => {
    const big = generatePuzzle('hints', '10x10');
    let session = startSession(binairoRules, big, { ...deal, level: '10x10' });
    const rules = new Set<string>();
    for (let i = 0; i < 100 && session.status === 'playing'; i++) {
      const step = takeHint(binairoRules, session);
      const [event] = step.events;
      if (event.type !== 'hint') throw new Error('no hint');
      const rule = /^(Three in a row|Balance|No equal rows\/columns):/.exec(event.reason)?.[1];
      expect(rule).toBeDefined();
      rules.add(rule!);
      session = step.session;
    }
    expect(session.status).toBe('won');
    expect(rules.has('Three in a row')).toBe(true);
    expect(rules.has('Balance')).toBe(true);
  });

  it('takes a wrong digit back first, naming the rule it breaks', () => {
    const board = binairoRules.initialBoard(puzzle).slice();
    board[free] = puzzle.solution[free] === 0 ? 1 : 0;
    const hint = binairoRules.hint!(puzzle, board)!;
    expect(hint.cells).toEqual([free]);
    expect(hint.board[free]).toBeNull();
    expect(hint.reason).toMatch(/is wrong: (it breaks|it does not fit)/);
  });

  it('describes a move by its cell and value (the message line says the broken rule)', () => {
    const before = binairoRules.initialBoard(puzzle);
    const after = binairoRules.applyMove(puzzle, before, { cell: free, value: 1 });
    expect(describeMove(puzzle, before, after)).toMatch(/^row \d, column \d: 1/);
    const threeInARow = { size: 6, givens: new Array(36).fill(null), solution: puzzle.solution };
    const two = [0, 1].reduce((board, cell) => binairoRules.applyMove(threeInARow, board, { cell, value: 1 }), binairoRules.initialBoard(threeInARow));
    const three = binairoRules.applyMove(threeInARow, two, { cell: 2, value: 1 });
    expect(describeMove(threeInARow, two, three)).toBe('row 1, column 3: 1');
  });

  it('accepts only saved puzzles and boards that fit them', () => {
    expect(binairoRules.isPuzzle(JSON.parse(JSON.stringify(puzzle)))).toBe(true);
    expect(binairoRules.isPuzzle({ ...puzzle, size: 7 })).toBe(false);
    expect(binairoRules.isPuzzle({ ...puzzle, solution: puzzle.solution.map(() => 0) })).toBe(false);
    expect(binairoRules.isBoard(puzzle.givens)).toBe(true);
    expect(binairoRules.isBoard([0, 1, 2])).toBe(false);
    expect(binairoRules.boardFits?.(puzzle, puzzle.givens)).toBe(true);
    const moved = puzzle.givens.slice();
    moved[given] = moved[given] === 0 ? 1 : 0;
    expect(binairoRules.boardFits?.(puzzle, moved)).toBe(false);
  });
});
