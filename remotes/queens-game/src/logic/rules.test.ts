import {
  boardOf,
  changeBoard,
  clearBoard,
  isFlawless,
  isSavedSession,
  playMove,
  redoMove,
  startSession,
  takeHint,
  undoMove,
  type PuzzleSession,
} from '@games/shared/game-kit/puzzle/session';
import { cellAt } from './board';
import { generatePuzzle, type GeneratedPuzzle } from './generate';
import { CROSS, EMPTY, QUEEN } from './marks';
import { nextHint } from './hint';
import { paintCells } from './moves';
import { bestTimeKey, createQueensRules, type QueensBoard } from './rules';

const queensRules = createQueensRules(nextHint);
const puzzle = generatePuzzle('play-test', 'easy');
const at = (row: number, col: number) => cellAt(puzzle.size, row, col);
const fresh = (): PuzzleSession<GeneratedPuzzle, QueensBoard> =>
  startSession(queensRules, puzzle, { mode: 'unlimited', level: 'easy', seed: 'play-test' });
const queen = (session: PuzzleSession<GeneratedPuzzle, QueensBoard>, cell: number) =>
  playMove(queensRules, session, { cell, action: 'queen' }).session;

describe('Queens rules in the puzzle session', () => {
  it('starts empty and cycles a cell by tap', () => {
    let session = fresh();
    expect(boardOf(session).every((mark) => mark === EMPTY)).toBe(true);
    session = playMove(queensRules, session, { cell: 0, action: 'cycle' }).session;
    expect(boardOf(session)[0]).toBe(CROSS);
    session = playMove(queensRules, session, { cell: 0, action: 'cycle' }).session;
    expect(boardOf(session)[0]).toBe(QUEEN);
  });

  it('undoes a whole drag at once: its later cells merge into its first step', () => {
    let session = queen(fresh(), at(0, 2));
    session = changeBoard(queensRules, session, paintCells(boardOf(session), [at(0, 0), at(0, 1)], false)).session;
    session = changeBoard(queensRules, session, paintCells(boardOf(session), [at(0, 2), at(0, 3)], false), { merge: true }).session;
    const row = () => [0, 1, 2, 3].map((col) => boardOf(session)[at(0, col)]);
    expect(row()).toEqual([CROSS, CROSS, QUEEN, CROSS]);
    session = undoMove(session).session;
    expect(row()).toEqual([EMPTY, EMPTY, QUEEN, EMPTY]);
    session = redoMove(queensRules, session).session;
    expect(row()).toEqual([CROSS, CROSS, QUEEN, CROSS]);
  });

  it('counts each queen placed in a clash as a mistake, and undo does not take it back', () => {
    let session = queen(fresh(), at(0, 0));
    expect(session.mistakes).toBe(0);
    const clash = playMove(queensRules, session, { cell: at(1, 1), action: 'queen' });
    expect(clash.events.map((event) => event.type)).toContain('mistake');
    session = undoMove(clash.session).session;
    expect(session.mistakes).toBe(1);
    expect(isFlawless(session)).toBe(false);
    session = clearBoard(queensRules, session).session;
    expect(boardOf(session).every((mark) => mark === EMPTY)).toBe(true);
  });

  it('wins when every queen of the solution is placed, and ignores input after', () => {
    let session = fresh();
    puzzle.solution.forEach((col, row) => {
      session = queen(session, at(row, col));
    });
    expect(session.status).toBe('won');
    expect(isFlawless(session)).toBe(true);
    expect(playMove(queensRules, session, { cell: 0, action: 'cycle' }).session).toBe(session);
  });

  it('hints with a reason from the deductions, pointing at the cells, and counts the hint', () => {
    const step = takeHint(queensRules, fresh());
    const hint = step.events.find((event) => event.type === 'hint');
    expect(hint).toMatchObject({ type: 'hint' });
    expect(hint && 'reason' in hint && hint.reason.length).toBeGreaterThan(10);
    expect(hint && 'cells' in hint && hint.cells.length).toBeGreaterThan(0);
    expect(step.session.hints).toBe(1);
    expect(step.session.mistakes).toBe(0);
  });

  it('a hint removes a clashing queen without counting a new mistake', () => {
    const wrong = at(0, (puzzle.solution[0] + 2) % puzzle.size);
    const step = takeHint(queensRules, queen(fresh(), wrong));
    expect(boardOf(step.session)[wrong]).toBe(EMPTY);
    expect(step.session.mistakes).toBe(0);
  });

  it('keeps a saved game only when its puzzle and marks are sound', () => {
    const session = JSON.parse(JSON.stringify(queen(fresh(), at(0, 0))));
    const levels = ['easy', 'medium', 'hard'];
    expect(isSavedSession(queensRules, levels, session)).toBe(true);
    const broken = (patch: object) => ({ ...session, ...patch });
    expect(isSavedSession(queensRules, levels, broken({ puzzle: { ...session.puzzle, solution: session.puzzle.solution.map(() => 0) } }))).toBe(false);
    expect(isSavedSession(queensRules, levels, broken({ puzzle: { ...session.puzzle, regions: session.puzzle.regions.map(() => 0) } }))).toBe(false);
    expect(isSavedSession(queensRules, levels, broken({ puzzle: { ...session.puzzle, difficulty: 'impossible' } }))).toBe(false);
    expect(isSavedSession(queensRules, levels, broken({ history: { ...session.history, present: session.history.present.slice(1) } }))).toBe(false);
    expect(isSavedSession(queensRules, levels, broken({ history: { ...session.history, present: session.history.present.map(() => 7) } }))).toBe(false);
  });

  it('offers no hint until the hint module is given', () => {
    expect(createQueensRules().hint).toBeUndefined();
  });

  it('keys best times by difficulty and size', () => {
    expect(bestTimeKey('hard', 10)).toBe('hard-10');
  });
});
