import { boardOf, clearBoard, isFlawless, isSavedSession, playMove, startSession, takeHint, undoMove } from '@games/shared/game-kit/puzzle/session';
import { generatePuzzle } from './generate';
import { zipRules } from './rules';

const deal = generatePuzzle('rules-test', 'easy');
const fresh = () => startSession(zipRules, deal, { mode: 'unlimited', level: 'easy', seed: 'rules-test' });
const { solution } = deal;

describe('zip rules in the puzzle session', () => {
  it('wins when the path covers the board through the numbers in order, flawless without going back', () => {
    let session = fresh();
    for (let i = 1; i <= solution.length; i++) session = playMove(zipRules, session, solution.slice(0, i)).session;
    expect(session.status).toBe('won');
    expect(isFlawless(session)).toBe(true);
  });

  it('refuses a path the rules do not allow', () => {
    const session = fresh();
    expect(playMove(zipRules, session, [solution[1]]).session).toBe(session);
  });

  it('counts taking the path back against a flawless solve', () => {
    let session = playMove(zipRules, fresh(), solution.slice(0, 3)).session;
    session = playMove(zipRules, session, solution.slice(0, 2)).session;
    expect(session.mistakes).toBe(1);
    expect(boardOf(undoMove(session).session)).toEqual(solution.slice(0, 3));
    expect(boardOf(clearBoard(zipRules, session).session)).toEqual([]);
  });

  it('hints one solution step at a time and removes a wrong detour first', () => {
    const first = takeHint(zipRules, fresh());
    expect(first.events[0]).toMatchObject({ type: 'hint', reason: 'The path starts at 1.', cells: [solution[0]] });
    let session = first.session;
    for (let i = 1; i < solution.length; i++) session = takeHint(zipRules, session).session;
    expect(session.status).toBe('won');
    expect(session.hints).toBe(solution.length);
    expect(session.mistakes).toBe(0);
  });

  it('accepts its own saves and rejects a path that does not fit the puzzle', () => {
    const session = playMove(zipRules, fresh(), solution.slice(0, 4)).session;
    expect(isSavedSession(zipRules, ['easy'], JSON.parse(JSON.stringify(session)))).toBe(true);
    const broken = { ...session, history: { ...session.history, present: [solution[1]] } };
    expect(isSavedSession(zipRules, ['easy'], broken)).toBe(false);
    expect(isSavedSession(zipRules, ['easy'], { ...session, puzzle: { ...deal, solution: solution.slice(0, 5) } })).toBe(false);
  });
});
