import {
  boardOf,
  canRedoSession,
  canUndoSession,
  changeBoard,
  clearBoard,
  isSavedSession,
  playMove,
  redoMove,
  restartSession,
  startSession,
  takeHint,
  toSavedSession,
  undoMove,
  type PuzzleSession,
} from './session';
import { digitsRules, type DigitsBoard, type DigitsPuzzle } from './test-rules';

const puzzle: DigitsPuzzle = { solution: [1, 2, 3] };
const rules = digitsRules(3);
const fresh = () => startSession(rules, puzzle, { mode: 'unlimited', level: 'easy', seed: 's' });
const types = (events: { type: string }[]) => events.map((event) => event.type);

describe('puzzle session', () => {
  it('starts from the rules’ initial board, playing, with nothing counted', () => {
    const session = fresh();
    expect(boardOf(session)).toEqual([0, 0, 0]);
    expect(session).toMatchObject({ status: 'playing', moves: 0, hints: 0, mistakes: 0, elapsedMs: 0 });
    expect(canUndoSession(session)).toBe(false);
  });

  it('keeps the daily date only for a daily puzzle', () => {
    expect(startSession(rules, puzzle, { mode: 'daily', level: 'easy', seed: 'd', dailyDate: '2026-11-23' }).dailyDate).toBe('2026-11-23');
    expect(startSession(rules, puzzle, { mode: 'unlimited', level: 'easy', seed: 'd', dailyDate: '2026-11-23' }).dailyDate).toBeUndefined();
  });

  it('plays moves as undo steps and ignores a move that changes nothing', () => {
    const one = playMove(rules, fresh(), { cell: 0, digit: 1 });
    expect(types(one.events)).toEqual(['moved']);
    expect(boardOf(one.session)).toEqual([1, 0, 0]);
    const same = playMove(rules, one.session, { cell: 0, digit: 1 });
    expect(same.session).toBe(one.session);
    expect(same.events).toEqual([]);
  });

  it('counts mistakes when made, never undoes them, and loses at the limit', () => {
    let step = playMove(rules, fresh(), { cell: 0, digit: 9 });
    expect(types(step.events)).toEqual(['moved', 'mistake']);
    step = undoMove(step.session);
    expect(step.session.mistakes).toBe(1);
    step = playMove(rules, step.session, { cell: 1, digit: 9 });
    step = playMove(rules, step.session, { cell: 2, digit: 9 });
    expect(types(step.events)).toEqual(['moved', 'mistake', 'lost']);
    expect(step.session.status).toBe('lost');
    expect(playMove(rules, step.session, { cell: 0, digit: 1 }).session).toBe(step.session);
  });

  it('wins on the solving move and then refuses undo and further moves', () => {
    let session: PuzzleSession<DigitsPuzzle, DigitsBoard> = fresh();
    session = playMove(rules, session, { cell: 0, digit: 1 }).session;
    session = playMove(rules, session, { cell: 1, digit: 2 }).session;
    const last = playMove(rules, session, { cell: 2, digit: 3 });
    expect(types(last.events)).toEqual(['moved', 'won']);
    expect(last.session.status).toBe('won');
    expect(canUndoSession(last.session)).toBe(false);
    expect(undoMove(last.session).session).toBe(last.session);
  });

  it('undoes and redoes, and a redo onto the solution wins', () => {
    let open = playMove(rules, fresh(), { cell: 0, digit: 1 }).session;
    open = playMove(rules, open, { cell: 1, digit: 2 }).session;
    expect(changeBoard(rules, open, [1, 2, 0]).session).toBe(open);
    const undone = undoMove(open);
    expect(types(undone.events)).toEqual(['undone']);
    expect(boardOf(undone.session)).toEqual([1, 0, 0]);
    expect(canRedoSession(undone.session)).toBe(true);
    expect(boardOf(redoMove(rules, undone.session).session)).toEqual([1, 2, 0]);

    // A solved board can only be reached by redo when the win was not yet judged (a restored save).
    const unjudged = { ...open, history: { past: [boardOf(open)], present: [1, 2, 0], future: [[1, 2, 3]] } };
    const redone = redoMove(rules, unjudged);
    expect(types(redone.events)).toEqual(['redone', 'won']);
    expect(redone.session.status).toBe('won');
  });

  it('merges the later cells of a drag into one undo step', () => {
    let session = changeBoard(rules, fresh(), [1, 0, 0]).session;
    session = changeBoard(rules, session, [1, 2, 0], { merge: true }).session;
    expect(session.history.past).toHaveLength(1);
    expect(boardOf(undoMove(session).session)).toEqual([0, 0, 0]);
  });

  it('clears as one undoable step and keeps the counters', () => {
    const played = playMove(rules, fresh(), { cell: 0, digit: 9 }).session;
    const cleared = clearBoard(rules, played);
    expect(types(cleared.events)).toEqual(['cleared']);
    expect(boardOf(cleared.session)).toEqual([0, 0, 0]);
    expect(cleared.session.mistakes).toBe(1);
    expect(boardOf(undoMove(cleared.session).session)).toEqual([9, 0, 0]);
    expect(clearBoard(rules, fresh()).events).toEqual([]);
  });

  it('restarts the same puzzle with everything reset', () => {
    const played = { ...playMove(rules, fresh(), { cell: 0, digit: 9 }).session, elapsedMs: 5000 };
    const restarted = restartSession(rules, played).session;
    expect(restarted).toMatchObject({ mistakes: 0, hints: 0, moves: 0, elapsedMs: 0, status: 'playing', seed: 's' });
    expect(boardOf(restarted)).toEqual([0, 0, 0]);
  });

  it('follows a hint, counts it, never as a mistake, and can win by it', () => {
    let step = takeHint(rules, fresh());
    expect(types(step.events)).toEqual(['hint']);
    expect(step.events[0]).toMatchObject({ reason: 'Cell 1 is 1.', cells: [0] });
    expect(step.session).toMatchObject({ hints: 1, mistakes: 0 });
    step = takeHint(rules, step.session);
    step = takeHint(rules, step.session);
    expect(types(step.events)).toEqual(['hint', 'won']);
  });

  it('says when there is no hint', () => {
    const noHints = { ...rules, hint: () => null };
    expect(types(takeHint(noHints, fresh()).events)).toEqual(['no-hint']);
  });

  describe('saving', () => {
    it('accepts its own saves and trims long histories', () => {
      const endless = digitsRules();
      let session = fresh();
      for (let i = 0; i < 150; i++) session = playMove(endless, session, { cell: 0, digit: (i % 9) + 1 }).session;
      const saved = JSON.parse(JSON.stringify(toSavedSession(session, 100)));
      expect(saved.history.past).toHaveLength(100);
      expect(isSavedSession(rules, ['easy'], saved)).toBe(true);
    });

    it.each([
      ['not an object', 'x'],
      ['another level', { ...fresh(), level: 'nightmare' }],
      ['a daily without its day', { ...fresh(), mode: 'daily' }],
      ['a broken board', { ...fresh(), history: { past: [], present: ['a'], future: [] } }],
      ['a negative clock', { ...fresh(), elapsedMs: -1 }],
      ['an unknown status', { ...fresh(), status: 'paused' }],
      ['a broken puzzle', { ...fresh(), puzzle: {} }],
      ['a board of another puzzle', { ...fresh(), history: { past: [], present: [0, 0], future: [] } }],
    ])('rejects %s', (_what, value) => {
      expect(isSavedSession(rules, ['easy'], value)).toBe(false);
    });
  });
});
