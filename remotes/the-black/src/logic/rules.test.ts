import { playMove, startSession, takeHint } from '@games/shared/game-kit/puzzle/session';
import { dealPuzzle } from './deal';
import { press } from './lights';
import { lightsOutRules } from './rules';

const deal = { mode: 'unlimited' as const, level: '3x3', seed: 'rules' };

describe('lightsOutRules', () => {
  it('plays a press as a move and wins when the last white tile turns black', () => {
    const puzzle = { size: 3, start: press(3, new Array(9).fill(false), 4), par: 1 };
    const session = startSession(lightsOutRules, puzzle, deal);
    const step = playMove(lightsOutRules, session, 4);
    expect(step.session.status).toBe('won');
    expect(step.events.map((event) => event.type)).toEqual(['moved', 'won']);
  });

  it('hints one press of a shortest solution without pressing it; following the hints wins in par presses', () => {
    const puzzle = dealPuzzle('hints', '5x5');
    let session = startSession(lightsOutRules, puzzle, { ...deal, level: '5x5' });
    let presses = 0;
    while (session.status === 'playing' && presses < 50) {
      const hinted = takeHint(lightsOutRules, session);
      const hint = hinted.events[0];
      expect(hint).toMatchObject({ type: 'hint', reason: expect.stringMatching(/^Press row \d, column \d: it is one of the \d+ press/) });
      expect(hinted.session.history.present).toBe(session.history.present);
      if (hint.type !== 'hint') throw new Error('no hint');
      session = playMove(lightsOutRules, hinted.session, hint.cells[0]).session;
      presses++;
    }
    expect(session.status).toBe('won');
    expect(presses).toBe(puzzle.par);
  });

  it('accepts only saved puzzles and boards of the right shape, with their own par', () => {
    const puzzle = dealPuzzle('saved', '7x7');
    expect(lightsOutRules.isPuzzle(JSON.parse(JSON.stringify(puzzle)))).toBe(true);
    expect(lightsOutRules.isPuzzle({ ...puzzle, par: puzzle.par - 1 })).toBe(false);
    expect(lightsOutRules.isPuzzle({ size: 3, start: [true], par: 1 })).toBe(false);
    expect(lightsOutRules.isPuzzle({ size: 'big', start: [], par: 1 })).toBe(false);
    expect(lightsOutRules.isBoard([true, false])).toBe(true);
    expect(lightsOutRules.isBoard([1, 0])).toBe(false);
    expect(lightsOutRules.boardFits?.(puzzle, puzzle.start)).toBe(true);
    expect(lightsOutRules.boardFits?.(puzzle, [true])).toBe(false);
  });
});
