import { generatePuzzle } from './logic/generate';
import { SUN } from './logic/types';
import { commitBoard, newSession, replaceBoard, SAVED_UNDO_STEPS, settleMistake, trimmedForSave } from './session';
import { isSession, isTangoSave } from './stores';

const puzzle = generatePuzzle('session-test', 'easy');
const open = puzzle.givens.findIndex((value) => !value);

describe('session', () => {
  it('starts at the givens, and a committed board is one undo step that starts the game', () => {
    const session = newSession(puzzle, 'unlimited');
    expect(session.history.present).toEqual(puzzle.givens);
    const board = session.history.present.slice();
    board[open] = SUN;
    const played = commitBoard(session, board);
    expect(played.history.past).toHaveLength(1);
    expect(played.started).toBe(true);
    const dragged = replaceBoard(played, board.slice());
    expect(dragged.history.past).toHaveLength(1);
  });

  it('turns a pending rule break into a mistake only when the player moves to another cell', () => {
    const session = { ...newSession(puzzle, 'unlimited'), pendingMistake: 4 };
    expect(settleMistake(session, 4).mistakes).toBe(0);
    expect(settleMistake(session, 4).pendingMistake).toBeUndefined();
    expect(settleMistake(session, 5).mistakes).toBe(1);
    expect(settleMistake(session, undefined, true).mistakes).toBe(0);
  });

  it('keeps at most the last undo steps in the save', () => {
    let session = newSession(puzzle, 'unlimited');
    for (let step = 0; step < SAVED_UNDO_STEPS + 20; step++) {
      const board = session.history.present.slice();
      board[open] = board[open] === SUN ? 0 : SUN;
      session = commitBoard(session, board);
    }
    expect(trimmedForSave(session).history.past).toHaveLength(SAVED_UNDO_STEPS);
  });
});

describe('save validation', () => {
  it('accepts a real session and save, and rejects damaged ones', () => {
    const session = newSession(puzzle, 'daily', '2025-03-09');
    expect(isSession(session)).toBe(true);
    expect(isTangoSave({ mode: 'daily', difficulty: 'easy', sessions: { daily: session } })).toBe(true);
    expect(isTangoSave({ mode: 'daily', difficulty: 'easy', sessions: { unlimited: session } })).toBe(false);
    expect(isSession({ ...session, puzzle: { ...puzzle, givens: puzzle.givens.slice(1) } })).toBe(false);
    expect(isSession({ ...session, history: { ...session.history, present: session.history.present.map(() => 7) } })).toBe(false);
    expect(isSession({ ...session, puzzle: { ...puzzle, signs: [{ row: 0, col: 5, direction: 'right', kind: 'equal' }] } })).toBe(false);
    expect(isSession({ ...session, elapsedMs: -1 })).toBe(false);
    expect(isTangoSave(JSON.parse(JSON.stringify({ mode: 'daily', difficulty: 'easy', sessions: { daily: session } })))).toBe(true);
  });
});
