import { createStore, type StorageLike } from '@games/shared/game-kit/storage';
import { parseGrid } from './grid';
import {
  DEFAULT_PLAY_SETTINGS,
  MISTAKE_LIMIT,
  SAVED_HISTORY_LIMIT,
  boardOf,
  clearBoard,
  enterDigit,
  enterNote,
  eraseCell,
  fillCandidates,
  isFlawless,
  isSession,
  newSession,
  redoMove,
  restartSession,
  takeHint,
  toSaved,
  undoMove,
  type Session,
} from './session';
import { EASY_PUZZLE, EASY_SOLUTION } from './testing';

const givens = parseGrid(EASY_PUZZLE);
const solution = parseGrid(EASY_SOLUTION);
const fresh = () => newSession({ seed: 's', difficulty: 'easy', givens, solution }, 'unlimited');
const empties = givens.map((v, c) => (v ? -1 : c)).filter((c) => c >= 0);
const wrongDigit = (cell: number) => (solution[cell] % 9) + 1;

describe('session', () => {
  it('places digits, counts wrong ones as mistakes, and wins when complete', () => {
    let s = fresh();
    s = enterDigit(s, empties[0], wrongDigit(empties[0]), DEFAULT_PLAY_SETTINGS);
    expect(s.mistakes).toBe(1);
    expect(s.status).toBe('playing');
    for (const c of empties) s = enterDigit(s, c, solution[c], DEFAULT_PLAY_SETTINGS);
    expect(s.status).toBe('won');
    expect(isFlawless(s)).toBe(false);
    // Nothing changes once won.
    expect(enterDigit(s, empties[0], 1, DEFAULT_PLAY_SETTINGS)).toBe(s);
  });

  it('ends the game at the mistake limit only when the limit is on', () => {
    let off = fresh();
    let on = fresh();
    for (let i = 0; i < MISTAKE_LIMIT; i++) {
      off = enterDigit(off, empties[i], wrongDigit(empties[i]), DEFAULT_PLAY_SETTINGS);
      on = enterDigit(on, empties[i], wrongDigit(empties[i]), { ...DEFAULT_PLAY_SETTINGS, mistakeLimit: true });
    }
    expect(off.status).toBe('playing');
    expect(on.status).toBe('lost');
    expect(restartSession(on)).toMatchObject({ status: 'playing', mistakes: 0, hints: 0 });
  });

  it('undoes and redoes the board but not the mistake count', () => {
    let s = fresh();
    s = enterDigit(s, empties[0], wrongDigit(empties[0]), DEFAULT_PLAY_SETTINGS);
    s = enterNote(s, empties[1], 3);
    s = undoMove(s);
    expect(boardOf(s).notes[empties[1]]).toBe(0);
    s = undoMove(s);
    expect(boardOf(s).values[empties[0]]).toBe(0);
    expect(s.mistakes).toBe(1);
    s = redoMove(redoMove(s));
    expect(boardOf(s).notes[empties[1]]).not.toBe(0);
    s = eraseCell(s, empties[0]);
    expect(boardOf(s).values[empties[0]]).toBe(0);
  });

  it('fills candidates and clears the board, both undoable', () => {
    let s = fillCandidates(fresh());
    expect(boardOf(s).notes.some(Boolean)).toBe(true);
    s = clearBoard(s);
    expect(boardOf(s).notes.every((n) => n === 0)).toBe(true);
    expect(boardOf(undoMove(s)).notes.some(Boolean)).toBe(true);
    expect(clearBoard(s)).toBe(s);
  });

  it('a hint fixes a wrong digit first, then fills a proven cell', () => {
    let s = enterDigit(fresh(), empties[0], wrongDigit(empties[0]), DEFAULT_PLAY_SETTINGS);
    let result = takeHint(s);
    expect(result.hint?.kind).toBe('fix');
    expect(boardOf(result.session).values[empties[0]]).toBe(0);
    s = result.session;
    result = takeHint(s);
    expect(result.hint?.kind).toBe('place');
    expect(result.hint?.technique).toMatch(/single/);
    expect(result.hint?.message).toMatch(/^(Naked|Hidden) single: /);
    expect(boardOf(result.session).values[result.hint!.cell]).toBe(solution[result.hint!.cell]);
    expect(result.session.hints).toBe(2);
  });

  it('can be solved by hints alone', () => {
    let s: Session = fresh();
    for (let i = 0; i < 81 && s.status === 'playing'; i++) s = takeHint(s).session;
    expect(s.status).toBe('won');
    expect(s.hints).toBe(empties.length);
  });

  it('saves a trimmed history and validates what it loads', () => {
    let s = fresh();
    for (let i = 0; i < SAVED_HISTORY_LIMIT + 10; i++) s = enterNote(s, empties[0], (i % 9) + 1);
    const saved = toSaved(s);
    expect(saved.history.past).toHaveLength(SAVED_HISTORY_LIMIT);
    expect(isSession(JSON.parse(JSON.stringify(saved)))).toBe(true);
    expect(isSession({ ...saved, status: 'paused' })).toBe(false);
    expect(isSession({ ...saved, givens: [1, 2, 3] })).toBe(false);

    const memory = new Map<string, string>();
    const storage: StorageLike = {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
    const store = createStore({ key: 'sudoku:test', version: 1, validate: isSession, storage });
    store.save(saved);
    expect(store.load()).toEqual(saved);
    memory.set(store.key, '{"v":1,"data":{"mode":"daily"}}');
    expect(store.load()).toBeUndefined();
  });
});
