import {
  boardOf,
  clearBoard,
  isSavedSession,
  playMove,
  redoMove,
  startSession,
  takeHint,
  toSavedSession,
  undoMove,
  type PuzzleSession,
} from '@games/shared/game-kit/puzzle/session';
import type { Board } from './board';
import { describeChange } from './describe';
import { parseGrid } from './grid';
import { MISTAKE_LIMIT, loadHints, sudokuRules, wrongCells, type SudokuMove, type SudokuPuzzle } from './rules';
import { EASY_PUZZLE, EASY_SOLUTION } from './testing';

const puzzle: SudokuPuzzle = { givens: parseGrid(EASY_PUZZLE), solution: parseGrid(EASY_SOLUTION) };
const empties = puzzle.givens.map((v, c) => (v ? -1 : c)).filter((c) => c >= 0);
const wrongDigit = (cell: number) => (puzzle.solution[cell] % 9) + 1;
const LEVELS = ['easy', 'medium', 'hard', 'expert'];

type Session = PuzzleSession<SudokuPuzzle, Board>;
const fresh = (mistakeLimit = false): Session =>
  startSession(sudokuRules(mistakeLimit), puzzle, { mode: 'unlimited', level: 'easy', seed: 's' });
const play = (session: Session, move: SudokuMove, mistakeLimit = false) => playMove(sudokuRules(mistakeLimit), session, move).session;
const digit = (cell: number, value: number): SudokuMove => ({ kind: 'digit', cell, digit: value });

describe('sudoku rules', () => {
  beforeAll(loadHints);

  it('places digits, counts wrong ones as mistakes, and wins when complete', () => {
    let s = play(fresh(), digit(empties[0], wrongDigit(empties[0])));
    expect(s.mistakes).toBe(1);
    expect(s.status).toBe('playing');
    for (const c of empties) s = play(s, digit(c, puzzle.solution[c]));
    expect(s.status).toBe('won');
    expect(s.mistakes).toBe(1);
  });

  it('never changes a given, and a digit already there is no move', () => {
    const given = puzzle.givens.findIndex(Boolean);
    const s = fresh();
    expect(play(s, digit(given, wrongDigit(given)))).toBe(s);
    const placed = play(s, digit(empties[0], puzzle.solution[empties[0]]));
    expect(play(placed, digit(empties[0], puzzle.solution[empties[0]]))).toBe(placed);
  });

  it('shows each wrong digit the player placed, and no given or right digit', () => {
    let s = play(fresh(), digit(empties[0], wrongDigit(empties[0])));
    s = play(s, digit(empties[1], puzzle.solution[empties[1]]));
    expect([...wrongCells(puzzle, boardOf(s))]).toEqual([empties[0]]);
    s = play(s, { kind: 'erase', cell: empties[0] });
    expect(wrongCells(puzzle, boardOf(s)).size).toBe(0);
  });

  it('ends the game at the mistake limit only when the limit is on', () => {
    let off = fresh(false);
    let on = fresh(true);
    for (let i = 0; i < MISTAKE_LIMIT; i++) {
      off = play(off, digit(empties[i], wrongDigit(empties[i])), false);
      on = play(on, digit(empties[i], wrongDigit(empties[i])), true);
    }
    expect(off.status).toBe('playing');
    expect(on.status).toBe('lost');
  });

  it('takes notes, fills every candidate and clears the board, all undoable; undo keeps the mistake count', () => {
    let s = play(fresh(), digit(empties[0], wrongDigit(empties[0])));
    s = play(s, { kind: 'note', cell: empties[1], digit: 3 });
    expect(boardOf(s).notes[empties[1]]).toBe(1 << 2);
    s = undoMove(undoMove(s).session).session;
    expect(boardOf(s).values[empties[0]]).toBe(0);
    expect(s.mistakes).toBe(1);
    s = redoMove(sudokuRules(false), s).session;
    expect(s.mistakes).toBe(1);
    s = play(s, { kind: 'fill-notes' });
    expect(boardOf(s).notes.filter(Boolean).length).toBe(empties.length - 1);
    s = clearBoard(sudokuRules(false), s).session;
    expect(boardOf(s).values).toEqual(puzzle.givens);
    expect(boardOf(s).notes.every((n) => n === 0)).toBe(true);
    expect(boardOf(undoMove(s).session).notes.some(Boolean)).toBe(true);
  });

  it('a hint clears a wrong digit first (not a mistake), then places a proven digit, its cell first', () => {
    const rules = sudokuRules(false);
    let s = play(fresh(), digit(empties[0], wrongDigit(empties[0])));
    let step = takeHint(rules, s);
    expect(step.events[0]).toMatchObject({ type: 'hint', cells: [empties[0]] });
    expect(boardOf(step.session).values[empties[0]]).toBe(0);
    s = step.session;
    step = takeHint(rules, s);
    const event = step.events[0];
    expect(event.type).toBe('hint');
    if (event.type !== 'hint') return;
    expect(event.reason).toMatch(/^(Naked|Hidden) single: /);
    expect(boardOf(step.session).values[event.cells[0]]).toBe(puzzle.solution[event.cells[0]]);
    expect(step.session).toMatchObject({ hints: 2, mistakes: 1 });
  });

  it('finds no hint (and changes nothing) until the hint engine has loaded', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, engine not loaded
      const fresh: typeof import('./rules') = require('./rules');
      const session = startSession(fresh.sudokuRules(false), puzzle, { mode: 'unlimited', level: 'easy', seed: 's' });
      const step = takeHint(fresh.sudokuRules(false), session);
      expect(step.events).toEqual([{ type: 'no-hint' }]);
      expect(step.session).toBe(session);
    });
  });

  it('can be solved by hints alone', () => {
    let s = fresh();
    for (let i = 0; i < 81 && s.status === 'playing'; i++) s = takeHint(sudokuRules(false), s).session;
    expect(s.status).toBe('won');
    expect(s.hints).toBe(empties.length);
  });

  it('restores a saved game only when it fits its puzzle', () => {
    const rules = sudokuRules(false);
    const s = play(fresh(), digit(empties[0], puzzle.solution[empties[0]]));
    const saved = JSON.parse(JSON.stringify(toSavedSession(s)));
    expect(isSavedSession(rules, LEVELS, saved)).toBe(true);
    const given = puzzle.givens.findIndex(Boolean);
    const moved = { ...saved, history: { ...saved.history, present: { ...saved.history.present, values: saved.history.present.values.map((v: number, c: number) => (c === given ? 0 : v)) } } };
    expect(isSavedSession(rules, LEVELS, moved)).toBe(false);
    expect(isSavedSession(rules, LEVELS, { ...saved, puzzle: { ...saved.puzzle, solution: puzzle.givens } })).toBe(false);
    expect(isSavedSession(rules, LEVELS, { ...saved, puzzle: { givens: [1, 2, 3], solution: puzzle.solution } })).toBe(false);
  });
});

describe('describeChange', () => {
  const before = fresh();
  const cell = empties[0];
  it('names the cell and digit, and says a wrong digit is wrong with the mistake count', () => {
    const right = play(before, digit(cell, puzzle.solution[cell]));
    expect(describeChange(puzzle, boardOf(before), boardOf(right), { mistakes: 0, mistakeLimit: false })).toMatch(/^r\dc\d set to \d\.$/);
    const wrong = play(before, digit(cell, wrongDigit(cell)));
    expect(describeChange(puzzle, boardOf(before), boardOf(wrong), { mistakes: 1, mistakeLimit: false })).toMatch(/is wrong\. Mistakes: 1\.$/);
    expect(describeChange(puzzle, boardOf(before), boardOf(wrong), { mistakes: 2, mistakeLimit: true })).toMatch(/Mistakes: 2 of 3\.$/);
    expect(describeChange(puzzle, boardOf(wrong), boardOf(before), { mistakes: 1, mistakeLimit: false })).toMatch(/erased\.$/);
  });
  it('says nothing when only notes changed', () => {
    const noted = play(before, { kind: 'note', cell, digit: 1 });
    expect(describeChange(puzzle, boardOf(before), boardOf(noted), { mistakes: 0, mistakeLimit: false })).toBeNull();
  });
});
