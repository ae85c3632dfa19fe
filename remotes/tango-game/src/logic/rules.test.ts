import {
  boardOf,
  clearBoard,
  isSavedSession,
  playMove,
  redoMove,
  startSession,
  takeHint,
  undoMove,
  type PuzzleSession,
} from '@games/shared/game-kit/puzzle/session';
import { describeTangoMove } from './announce';
import { generatePuzzle } from './generate';
import { nextHint } from './hint';
import { createTangoRules, type TangoBoard, type TangoMove } from './rules';
import { EMPTY, MOON, SUN, type TangoPuzzle } from './types';

const tangoRules = createTangoRules(nextHint);
const puzzle = generatePuzzle('session-test', 'easy');
const open = puzzle.givens.flatMap((value, index) => (value === EMPTY ? [index] : []));
const locked = puzzle.givens.findIndex((value) => value !== EMPTY);
type Session = PuzzleSession<TangoPuzzle, TangoBoard>;
const fresh = (): Session => startSession(tangoRules, puzzle, { mode: 'unlimited', level: 'easy', seed: 'session-test' });
const play = (session: Session, move: TangoMove, merge = false) => playMove(tangoRules, session, move, { merge }).session;

/** An open cell and the wrong symbol that breaks a rule there (on an otherwise empty board of givens). */
function ruleBreaker(): { cell: number; wrong: typeof SUN | typeof MOON } {
  for (const cell of open) {
    const wrong = puzzle.solution[cell] === SUN ? MOON : SUN;
    if (play(fresh(), { cell, value: wrong }).history.present.pending === cell) return { cell, wrong };
  }
  throw new Error('no single cell breaks a rule in this puzzle');
}

describe('Tango rules in the puzzle session', () => {
  it('starts at the givens, cycles sun → moon → empty, and never changes a given', () => {
    let session = fresh();
    expect(boardOf(session).cells).toEqual(puzzle.givens);
    session = play(session, { cell: open[0], value: 'cycle' });
    expect(boardOf(session).cells[open[0]]).toBe(SUN);
    session = play(session, { cell: open[0], value: 'cycle' });
    expect(boardOf(session).cells[open[0]]).toBe(MOON);
    expect(play(session, { cell: locked, value: 'cycle' })).toBe(session);
  });

  it('a rule break is a mistake only once the player moves on without changing that cell again', () => {
    const { cell, wrong } = ruleBreaker();
    let session = play(fresh(), { cell, value: wrong });
    expect(session.mistakes).toBe(0);
    // Changing the same cell again (cycling on) forgives it.
    session = play(session, { cell, value: 'cycle' });
    expect(session.mistakes).toBe(0);

    session = play(fresh(), { cell, value: wrong });
    const elsewhere = open.find((other) => other !== cell)!;
    session = play(session, { cell: elsewhere, value: puzzle.solution[elsewhere] });
    expect(session.mistakes).toBe(1);
  });

  it('undoing the move that broke a rule takes the pending mistake back with it', () => {
    const { cell, wrong } = ruleBreaker();
    let session = undoMove(play(fresh(), { cell, value: wrong })).session;
    const elsewhere = open.find((other) => other !== cell)!;
    session = play(session, { cell: elsewhere, value: puzzle.solution[elsewhere] });
    expect(session.mistakes).toBe(0);
  });

  it('a hint replaces a pending break without a mistake, and counts itself', () => {
    const { cell, wrong } = ruleBreaker();
    const step = takeHint(tangoRules, play(fresh(), { cell, value: wrong }));
    expect(step.session.hints).toBe(1);
    expect(step.session.mistakes).toBe(0);
    expect(boardOf(step.session).pending).toBeUndefined();
    expect(step.events[0]).toMatchObject({ type: 'hint', reason: expect.stringContaining('is wrong') });
  });

  it('a drag paints one value as one undo step', () => {
    const [a, b] = open;
    let session = play(fresh(), { cell: a, value: 'cycle' });
    session = play(session, { cell: b, value: SUN }, true);
    expect([boardOf(session).cells[a], boardOf(session).cells[b]]).toEqual([SUN, SUN]);
    session = undoMove(session).session;
    expect(boardOf(session).cells).toEqual(puzzle.givens);
    session = redoMove(tangoRules, session).session;
    expect(boardOf(session).cells[b]).toBe(SUN);
    expect(boardOf(clearBoard(tangoRules, session).session).cells).toEqual(puzzle.givens);
  });

  it('wins on the solution', () => {
    let session = fresh();
    for (const cell of open) session = play(session, { cell, value: puzzle.solution[cell] });
    expect(session.status).toBe('won');
    expect(session.mistakes).toBe(0);
  });

  it('describes a move by its cell and value (the message line says the broken rule)', () => {
    const { cell, wrong } = ruleBreaker();
    const before = boardOf(fresh());
    const after = boardOf(play(fresh(), { cell, value: wrong }));
    expect(describeTangoMove(puzzle, before, after)).toMatch(/^row \d, column \d: (sun|moon)$/);
  });

  it('keeps a saved game only when its puzzle and board are sound', () => {
    const levels = ['easy', 'medium', 'hard'];
    const saved = JSON.parse(JSON.stringify(play(fresh(), { cell: open[0], value: SUN })));
    expect(isSavedSession(tangoRules, levels, saved)).toBe(true);
    const withPresent = (present: unknown) => ({ ...saved, history: { ...saved.history, present } });
    expect(isSavedSession(tangoRules, levels, withPresent({ cells: puzzle.givens.slice(1) }))).toBe(false);
    expect(isSavedSession(tangoRules, levels, withPresent({ cells: puzzle.givens.map(() => 7) }))).toBe(false);
    expect(isSavedSession(tangoRules, levels, withPresent({ cells: puzzle.givens.map(() => EMPTY) }))).toBe(false);
    expect(isSavedSession(tangoRules, levels, withPresent({ cells: puzzle.givens, pending: 99 }))).toBe(false);
    expect(isSavedSession(tangoRules, levels, { ...saved, puzzle: { ...puzzle, signs: [{ row: 0, col: 5, direction: 'right', kind: 'equal' }] } })).toBe(false);
  });
});
