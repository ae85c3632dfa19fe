// The game record and its clock together: a move presses the clock, a flag fall ends the game, takebacks and
// pauses stop and restart the right side's time. `now` is milliseconds from the caller's monotonic clock.
import { clockAfterMove, flaggedSide, pauseClock, resumeClock } from './clock';
import { playMove, replay, takeback, turnOf, type GameRecord } from './record';

/** The record ended on time if the running side's time is up at `now`; null while nobody has flagged. */
export function flagFall(record: GameRecord, now: number): GameRecord | null {
  if (!record.clock || record.ending) return null;
  const loser = flaggedSide(record.clock, now);
  if (!loser) return null;
  return { ...record, clock: pauseClock(record.clock, now), ending: { kind: 'timeout', loser } };
}

/**
 * Plays `uci` (checked by chess.js) and presses the clock; a move made after the mover's time ran out is not
 * played and the game ends on time instead. Null when the move is illegal.
 */
export function playTimedMove(record: GameRecord, uci: string, now: number): GameRecord | null {
  const flagged = flagFall(record, now);
  if (flagged) return flagged;
  const next = playMove(record, uci);
  if (!next || !record.clock) return next;
  const clock = clockAfterMove(record.clock, turnOf(record), next.moves.length, now);
  return { ...next, clock: replay(next).isGameOver() ? pauseClock(clock, now) : clock };
}

/** Stops the clock (page hidden, game saved on leaving): the time used so far is charged. */
export function pauseGame(record: GameRecord, now: number): GameRecord {
  return record.clock?.running ? { ...record, clock: pauseClock(record.clock, now) } : record;
}

/** Starts the side to move's time again, unless the game is over. */
export function resumeGame(record: GameRecord, now: number): GameRecord {
  if (!record.clock || record.ending || replay(record).isGameOver()) return record;
  return { ...record, clock: resumeClock(record.clock, turnOf(record), record.moves.length, now) };
}

/** Takes back (see `takeback`); the time already used stays used, and the side to move again has its time running. */
export function takebackTimed(record: GameRecord, now: number): GameRecord | null {
  const back = takeback(record);
  if (!back || !back.clock) return back;
  return resumeGame({ ...back, clock: pauseClock(back.clock, now) }, now);
}

/** A saved game as it comes back: the time between its last save and now does not count (the clock pauses while away). */
export function restoreTimedGame(record: GameRecord, now: number): GameRecord {
  if (!record.clock) return record;
  return resumeGame({ ...record, clock: { ...record.clock, running: null, since: now } }, now);
}
