import { playMove, startSession, takeHint } from '@games/shared/game-kit/puzzle/session';
import { dealPuzzle } from './deal';
import { press } from './lights';
import { lightsOutRules } from './rules';

const deal = { mode: 'unlimited' as const, level: 'easy', seed: 'rules' };

describe('lightsOutRules', () => {
  it('plays a press as a move and wins when the last light goes out', () => {
    const puzzle = { size: 3, start: press(3, new Array(9).fill(false), 4) };
    const session = startSession(lightsOutRules, puzzle, deal);
    const step = playMove(lightsOutRules, session, 4);
    expect(step.session.status).toBe('won');
    expect(step.events.map((event) => event.type)).toEqual(['moved', 'won']);
  });

  it('follows hints to a win, each naming the cell to press', () => {
    let session = startSession(lightsOutRules, dealPuzzle('hints', 'easy'), deal);
    for (let i = 0; i < 9 && session.status === 'playing'; i++) {
      const step = takeHint(lightsOutRules, session);
      expect(step.events[0]).toMatchObject({ type: 'hint', reason: expect.stringMatching(/^Press row \d, column \d\.$/) });
      session = step.session;
    }
    expect(session.status).toBe('won');
  });

  it('accepts only saved puzzles and boards of the right shape', () => {
    const puzzle = dealPuzzle('saved', 'hard');
    expect(lightsOutRules.isPuzzle(JSON.parse(JSON.stringify(puzzle)))).toBe(true);
    expect(lightsOutRules.isPuzzle({ size: 3, start: [true] })).toBe(false);
    expect(lightsOutRules.isPuzzle({ size: 'big', start: [] })).toBe(false);
    expect(lightsOutRules.isBoard([true, false])).toBe(true);
    expect(lightsOutRules.isBoard([1, 0])).toBe(false);
    expect(lightsOutRules.boardFits?.(puzzle, puzzle.start)).toBe(true);
    expect(lightsOutRules.boardFits?.(puzzle, [true])).toBe(false);
  });
});
