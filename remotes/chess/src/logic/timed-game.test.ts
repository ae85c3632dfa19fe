import { createClock, timeControlOf, timeLeft } from './clock';
import { newRecord, type GameRecord } from './record';
import { outcomeOf, describeOutcome } from './status';
import { replay } from './record';
import { flagFall, pauseGame, playTimedMove, restoreTimedGame, resumeGame, takebackTimed } from './timed-game';

const timed = (id: '1+0' | '3+2', startFen?: string): GameRecord =>
  newRecord({ mode: 'friend', level: 3, playerColor: 'w', startFen, clock: createClock(timeControlOf(id)!) });

function playAll(record: GameRecord, moves: Array<[string, number]>): GameRecord {
  return moves.reduce((r, [uci, at]) => playTimedMove(r, uci, at)!, record);
}

describe('a timed game', () => {
  it('presses the clock with each move, from both first moves on', () => {
    const r = playAll(timed('3+2'), [
      ['e2e4', 5000],
      ['e7e5', 20_000],
      ['g1f3', 30_000],
    ]);
    expect(r.moves).toEqual(['e2e4', 'e7e5', 'g1f3']);
    expect(r.clock!.remainingMs).toEqual({ w: 172_000, b: 180_000 });
    expect(r.clock!.running).toBe('b');
    expect(playTimedMove(r, 'e2e4', 31_000)).toBeNull();
  });

  it('ends the game when the running side flags: the other side wins on time', () => {
    const r = playAll(timed('1+0'), [
      ['e2e4', 0],
      ['e7e5', 0],
    ]);
    expect(flagFall(r, 59_999)).toBeNull();
    const lost = flagFall(r, 60_000)!;
    expect(lost.ending).toEqual({ kind: 'timeout', loser: 'w' });
    expect(describeOutcome(outcomeOf(lost, replay(lost)))).toBe('Black wins on time.');
    // A move made after the flag fell is not played.
    const late = playTimedMove(r, 'g1f3', 61_000)!;
    expect(late.moves).toHaveLength(2);
    expect(late.ending).toEqual({ kind: 'timeout', loser: 'w' });
    // The clock cannot be wound back.
    expect(takebackTimed(lost, 70_000)).toBeNull();
  });

  it('is a draw when the side with time left has only its king', () => {
    const r = playAll(timed('1+0', '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'), [
      ['e2e3', 0],
      ['e8d8', 0],
    ]);
    const flagged = flagFall(r, 60_000)!;
    expect(outcomeOf(flagged, replay(flagged))).toEqual({ over: true, winner: null, reason: 'timeout vs insufficient material' });
  });

  it('stops the clock at checkmate', () => {
    const r = playAll(timed('3+2'), [
      ['f2f3', 0],
      ['e7e5', 0],
      ['g2g4', 1000],
      ['d8h4', 2000],
    ]);
    expect(r.clock!.running).toBeNull();
    expect(flagFall(r, 10_000_000)).toBeNull();
    expect(resumeGame(r, 5000).clock!.running).toBeNull();
  });

  it('pauses and resumes the side to move; a takeback restarts the right side', () => {
    const r = playAll(timed('3+2'), [
      ['e2e4', 0],
      ['e7e5', 0],
      ['g1f3', 10_000],
    ]);
    const paused = pauseGame(r, 15_000);
    expect(paused.clock!.running).toBeNull();
    expect(paused.clock!.remainingMs.b).toBe(175_000);
    const resumed = resumeGame(paused, 100_000);
    expect(timeLeft(resumed.clock!, 'b', 101_000)).toBe(174_000);
    const back = takebackTimed(resumed, 102_000)!;
    expect(back.moves).toEqual(['e2e4', 'e7e5']);
    expect(back.clock!.running).toBe('w');
    expect(back.clock!.remainingMs.b).toBe(173_000);
    expect(timeLeft(back.clock!, 'w', 103_000)).toBe(171_000);
  });

  it('restores a saved game without charging the time it was away', () => {
    const r = playAll(timed('3+2'), [
      ['e2e4', 0],
      ['e7e5', 0],
    ]);
    // Saved at 4 s into white's turn; the page comes back with a fresh clock source reading 50.
    const saved = JSON.parse(JSON.stringify(pauseGame(r, 4000))) as GameRecord;
    const restored = restoreTimedGame(saved, 50);
    expect(restored.clock!.running).toBe('w');
    expect(timeLeft(restored.clock!, 'w', 1050)).toBe(175_000);
    // Saved while running (no pause on leaving): the unsaved part of the turn is not charged either.
    expect(timeLeft(restoreTimedGame(r, 9).clock!, 'w', 9)).toBe(180_000);
  });

  it('leaves an untimed game without a clock', () => {
    const r = playTimedMove(newRecord({ mode: 'friend', level: 1, playerColor: 'w' }), 'e2e4', 1)!;
    expect(r.clock).toBeNull();
    expect(flagFall(r, 1e12)).toBeNull();
  });
});
