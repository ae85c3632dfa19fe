import { emptyRecords } from '../puzzle/records';
import { recordScore, emptyScoreRecords } from '../score/score-records';
import { clockToRestore, dailyStatus, describeFinishedRound, recordDailyRound, withClockReading } from './round-save';

interface Saved {
  round: { over: boolean };
  clock: { durationMs: number; elapsedMs: number } | null;
}
const runs = (saved: Saved | null) => saved !== null && !saved.round.over;

describe('round-save', () => {
  it('puts back the clock of a round in play, a fresh one when it saved none, nothing otherwise', () => {
    expect(clockToRestore<Saved | null>({ round: { over: false }, clock: { durationMs: 30_000, elapsedMs: 4_000 } }, runs, 60_000)).toEqual({ durationMs: 30_000, elapsedMs: 4_000 });
    expect(clockToRestore<Saved | null>({ round: { over: false }, clock: null }, runs, 20_000)).toEqual({ durationMs: 20_000, elapsedMs: 0 });
    expect(clockToRestore<Saved | null>({ round: { over: true }, clock: { durationMs: 30_000, elapsedMs: 30_000 } }, runs, 30_000)).toBeNull();
    expect(clockToRestore<Saved | null>(null, runs, 30_000)).toBeNull();
  });

  it('saves the clock reading only where a clock runs', () => {
    const reading = jest.fn(() => ({ durationMs: 10_000, elapsedMs: 2_500 }));
    expect(withClockReading<Saved | null>({ round: { over: false }, clock: null }, runs, reading)).toEqual({ round: { over: false }, clock: { durationMs: 10_000, elapsedMs: 2_500 } });
    const over: Saved = { round: { over: true }, clock: null };
    expect(withClockReading<Saved | null>(over, runs, reading)).toBe(over);
    expect(withClockReading<Saved | null>(null, runs, reading)).toBeNull();
    expect(reading).toHaveBeenCalledTimes(1);
  });

  it('marks a daily done once and counts the streak over consecutive days', () => {
    let records = recordDailyRound(emptyRecords(), { date: '2026-03-01', mistakes: 0 });
    records = recordDailyRound(records, { date: '2026-03-02', mistakes: 2, hints: 1 });
    expect(records.dailyDone['2026-03-02']).toEqual({ timeMs: 0, hints: 1, flawless: false });
    expect(dailyStatus(records, '2026-03-02')).toEqual({ doneToday: true, streak: 2 });
    expect(dailyStatus(records, '2026-03-03')).toEqual({ doneToday: false, streak: 2 });
    expect(dailyStatus(records, '2026-03-04')).toEqual({ doneToday: false, streak: 0 });
    const again = recordDailyRound(records, { date: '2026-03-02', mistakes: 0, timeMs: 90_000 });
    expect(again.dailyDone['2026-03-02']).toEqual(records.dailyDone['2026-03-02']);
    expect(again.currentStreak).toBe(2);
  });

  it('says the end of a round with its own figures after the score', () => {
    const outcome = recordScore(emptyScoreRecords(), 'k', 12);
    expect(describeFinishedRound('Time’s up!', outcome)).toBe('Time’s up! Score 12. New best score!');
    expect(describeFinishedRound('Round complete', outcome, '8 of 10 right.')).toBe('Round complete. Score 12. New best score! 8 of 10 right.');
  });
});
