import { createClock, timeControlOf } from './clock';
import { gamePgn, playerNames } from './pgn';
import { newRecord, playMove, replay, type GameRecord } from './record';
import { outcomeOf } from './status';

const play = (record: GameRecord, moves: string[]) => moves.reduce((r, m) => playMove(r, m)!, record);

describe('PGN export', () => {
  it('names the players by mode and colour', () => {
    expect(playerNames({ mode: 'friend', playerColor: 'w', level: 1 })).toEqual({ white: 'White', black: 'Black' });
    expect(playerNames({ mode: 'computer', playerColor: 'b', level: 4 })).toEqual({ white: 'Computer level 4', black: 'Player' });
  });

  it('writes the tags, the moves and the result', () => {
    const record = play(newRecord({ mode: 'computer', level: 2, playerColor: 'w' }), ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    const pgn = gamePgn(record, outcomeOf(record, replay(record)), 'https://games.example');
    expect(pgn).toContain('[Event "Casual game"]');
    expect(pgn).toContain('[Site "https://games.example"]');
    expect(pgn).toContain('[White "Player"]');
    expect(pgn).toContain('[Black "Computer level 2"]');
    expect(pgn).toContain('[Result "0-1"]');
    expect(pgn).toContain('1. f3 e5 2. g4 Qh4# 0-1');
    expect(pgn).not.toContain('TimeControl');
  });

  it('records an unfinished game as "*", with its time control when timed', () => {
    const record = play(newRecord({ mode: 'friend', level: 1, playerColor: 'w', clock: createClock(timeControlOf('3+2')!) }), ['e2e4']);
    const pgn = gamePgn(record, outcomeOf(record, replay(record)), '');
    expect(pgn).toContain('[Result "*"]');
    expect(pgn).toContain('[TimeControl "180+2"]');
    // The round trip: chess.js reads back what we wrote.
    const back = replay({ startFen: record.startFen, moves: [] });
    back.loadPgn(pgn);
    expect(back.history()).toEqual(['e4']);
  });
});
