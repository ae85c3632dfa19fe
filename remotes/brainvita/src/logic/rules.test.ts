import { boardOf, takeHint, playMove, startSession } from '@games/shared/game-kit/puzzle/session';
import { CENTRE, legalJumps, pegCount } from './board';
import { dealPuzzle } from './generate';
import { rememberGoodMove } from './hints';
import { brainvitaRules as rules } from './rules';

const deal = { mode: 'unlimited' as const, level: 'easy', seed: 's' };

describe('the rules', () => {
  it('plays legal jumps only', () => {
    const puzzle = dealPuzzle('x', 'english');
    let session = startSession(rules, puzzle, deal);
    session = playMove(rules, session, { from: 16, to: CENTRE }).session; // diagonal: nothing
    expect(session.moves).toBe(0);
    session = playMove(rules, session, { from: 10, to: CENTRE }).session;
    expect(pegCount(boardOf(session))).toBe(31);
  });

  it('wins a learning level by following hints to one peg', () => {
    const puzzle = dealPuzzle('hints', 'hard');
    let session = startSession(rules, puzzle, deal);
    for (let i = 0; i < 14 && session.status === 'playing'; i++) session = takeHint(rules, session).session;
    expect(session.status).toBe('won');
    expect(pegCount(boardOf(session))).toBe(1);
    expect(boardOf(session)[CENTRE]).toBe('o');
  });

  it('is lost, never solved, when no jump is left and more than one peg stands', () => {
    const puzzle = dealPuzzle('stuck', 'easy');
    let session = startSession(rules, puzzle, deal);
    // The last legal jump each time: a line that does not look ahead.
    for (let i = 0; i < 40 && session.status === 'playing'; i++) {
      const jumps = legalJumps(puzzle.layout, boardOf(session));
      const jump = jumps[jumps.length - 1];
      session = playMove(rules, session, { from: jump.from, to: jump.to }).session;
    }
    const pegs = pegCount(boardOf(session));
    expect(session.status).toBe(pegs === 1 ? 'won' : 'lost');
    expect(pegs).toBeGreaterThan(1);
  });

  it('gives the known hint on the full board at once, and says when it is still thinking', () => {
    const english = dealPuzzle('x', 'english');
    expect(rules.hint!(english, english.start)!.cells).toHaveLength(2);
    const off = rules.applyMove(english, english.start, { from: 38, to: CENTRE });
    const after = rules.applyMove(english, off, { from: 36, to: 38 });
    if (rules.hint!(english, after)!.cells!.length === 0) expect(rules.hint!(english, after)!.reason).toMatch(/thinking/);
    rememberGoodMove('english', after, null);
    expect(rules.hint!(english, after)!.reason).toMatch(/Undo/);
  });

  it('rejects boards and puzzles of the wrong shape', () => {
    const puzzle = dealPuzzle('x', 'french');
    expect(rules.isPuzzle(puzzle)).toBe(true);
    expect(rules.isPuzzle({ layout: 'french', start: dealPuzzle('x', 'english').start })).toBe(false);
    expect(rules.isBoard('nope')).toBe(false);
    expect(rules.boardFits!(puzzle, dealPuzzle('x', 'english').start)).toBe(false);
  });
});
