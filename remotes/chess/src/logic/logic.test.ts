import { Chess } from 'chess.js';
import { createClock, timeControlOf } from './clock';
import { acceptsDraw, DRAW_ACCEPT_THRESHOLD } from './drawOffer';
import { parseMoveText } from './moveInput';
import { canTakeback, isComputerTurn, newRecord, playMove, replay, START_FEN, takeback, turnOf } from './record';
import { isGameRecord } from './serialize';
import { isSettings } from './settings';
import { describeOutcome, outcomeOf, resultTag } from './status';

const vsComputer = (playerColor: 'w' | 'b' = 'w') => newRecord({ mode: 'computer', level: 3, playerColor });

describe('game record', () => {
  it('plays legal moves only and tracks the turn', () => {
    const r = playMove(vsComputer(), 'e2e4')!;
    expect(r.moves).toEqual(['e2e4']);
    expect(turnOf(r)).toBe('b');
    expect(isComputerTurn(r)).toBe(true);
    expect(playMove(r, 'e2e4')).toBeNull();
    expect(playMove(r, 'zz')).toBeNull();
  });

  it('takes back the player move and the computer reply', () => {
    let r = playMove(vsComputer(), 'e2e4')!;
    r = playMove(r, 'e7e5')!;
    const back = takeback(r)!;
    expect(back.moves).toEqual([]);
    expect(back.takebacks).toBe(1);
    // While the computer is still thinking, only the player's move goes.
    expect(takeback(playMove(vsComputer(), 'e2e4')!)!.moves).toEqual([]);
    expect(canTakeback(vsComputer())).toBe(false);
    // Playing black: the computer's first move stays.
    const black = playMove(vsComputer('b'), 'd2d4')!;
    expect(canTakeback(black)).toBe(false);
    expect(takeback(playMove(black, 'd7d5')!)!.moves).toEqual(['d2d4']);
  });

  it('friend mode takes back one move', () => {
    const r = playMove(playMove(newRecord({ mode: 'friend', level: 1, playerColor: 'w' }), 'e2e4')!, 'e7e5')!;
    expect(takeback(r)!.moves).toEqual(['e2e4']);
  });

  it('knows every FIDE ending', () => {
    const mate = ['f2f3', 'e7e5', 'g2g4', 'd8h4'].reduce((r, m) => playMove(r, m)!, vsComputer());
    const o = outcomeOf(mate, replay(mate));
    expect(o).toEqual({ over: true, winner: 'b', reason: 'checkmate' });
    expect(resultTag(o)).toBe('0-1');
    const stale = { ...vsComputer(), startFen: '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1' };
    expect(outcomeOf(stale, replay(stale))).toMatchObject({ reason: 'stalemate', winner: null });
    const bare = { ...vsComputer(), startFen: '7k/8/6K1/8/8/8/8/8 w - - 0 1' };
    expect(outcomeOf(bare, replay(bare))).toMatchObject({ reason: 'insufficient material' });
    const fifty = { ...vsComputer(), startFen: '7k/8/6K1/8/8/8/8/R7 w - - 100 80' };
    expect(outcomeOf(fifty, replay(fifty))).toMatchObject({ reason: 'fifty-move rule' });
    const repeat = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'].reduce((r, m) => playMove(r, m)!, vsComputer());
    expect(outcomeOf(repeat, replay(repeat))).toMatchObject({ reason: 'threefold repetition' });
    const resigned = { ...vsComputer(), ending: { kind: 'resign' as const, loser: 'w' as const } };
    expect(describeOutcome(outcomeOf(resigned, replay(resigned)))).toBe('Black wins by resignation.');
  });
});

describe('draw offers', () => {
  it('the computer accepts only when clearly worse', () => {
    expect(acceptsDraw(DRAW_ACCEPT_THRESHOLD - 1)).toBe(true);
    expect(acceptsDraw(-400)).toBe(true);
    expect(acceptsDraw(0)).toBe(false);
    expect(acceptsDraw(-50)).toBe(false);
    expect(acceptsDraw(300)).toBe(false);
    expect(acceptsDraw(Number.NaN)).toBe(false);
  });
});

describe('keyboard move entry', () => {
  const chess = new Chess();
  it.each([
    ['e4', 'e2e4'],
    ['Nf3', 'g1f3'],
    ['nf3', 'g1f3'],
    ['e2e4', 'e2e4'],
    ['g1-f3', 'g1f3'],
  ])('%s → %s', (text, uci) => expect(parseMoveText(chess, text)).toBe(uci));
  it('castles, promotes and rejects illegal text', () => {
    expect(parseMoveText(new Chess('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'), 'O-O')).toBe('e1g1');
    expect(parseMoveText(new Chess('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'), '0-0-0')).toBe('e1c1');
    expect(parseMoveText(new Chess('8/4P3/8/8/8/8/k7/4K3 w - - 0 1'), 'e8=Q')).toBe('e7e8q');
    expect(parseMoveText(new Chess('8/4P3/8/8/8/8/k7/4K3 w - - 0 1'), 'e8=N')).toBe('e7e8n');
    expect(parseMoveText(chess, 'e5')).toBeNull();
    expect(parseMoveText(chess, 'hello')).toBeNull();
    expect(parseMoveText(chess, '')).toBeNull();
  });
});

describe('save validation', () => {
  it('accepts a real game and round-trips through JSON', () => {
    const r = playMove(playMove(vsComputer(), 'e2e4')!, 'c7c5')!;
    expect(isGameRecord(JSON.parse(JSON.stringify(r)))).toBe(true);
  });
  it.each([
    ['null', null],
    ['a string', 'save'],
    ['an illegal move', { ...vsComputer(), moves: ['e2e5'] }],
    ['a bad move text', { ...vsComputer(), moves: ['castle'] }],
    ['a bad FEN', { ...vsComputer(), startFen: 'nonsense' }],
    ['a bad level', { ...vsComputer(), level: 99 }],
    ['a bad mode', { ...vsComputer(), mode: 'online' }],
    ['a bad ending', { ...vsComputer(), ending: { kind: 'resign', loser: 'x' } }],
    ['missing counters', { ...vsComputer(), hintsUsed: undefined }],
  ])('discards %s', (_name, value) => expect(isGameRecord(value)).toBe(false));
  it('accepts a game lost on time and a timed game, and discards a broken clock', () => {
    const timed = newRecord({ mode: 'friend', level: 1, playerColor: 'w', clock: createClock(timeControlOf('3+2')!) });
    expect(isGameRecord(JSON.parse(JSON.stringify(timed)))).toBe(true);
    expect(isGameRecord({ ...timed, ending: { kind: 'timeout', loser: 'b' } })).toBe(true);
    expect(isGameRecord({ ...timed, clock: { ...timed.clock, remainingMs: { w: 'lots', b: 0 } } })).toBe(false);
    // Saves from before clocks have no clock field.
    const { clock: _clock, ...old } = timed;
    expect(isGameRecord(old)).toBe(true);
  });
  it('validates settings', () => {
    expect(isSettings({ mode: 'computer', level: 8, color: 'random', muted: true })).toBe(true);
    expect(isSettings({ mode: 'computer', level: 9, color: 'w', muted: true })).toBe(false);
  });
  it('starts from the standard position', () => {
    expect(replay(vsComputer()).fen()).toBe(START_FEN);
  });
});
