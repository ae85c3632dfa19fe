// Daily streaks, the one implementation every game uses: a daily counts once per UTC day (its first finish),
// a win continues the streak when the day before was won, a loss ends it. Pure.
import { previousDateKey } from '../puzzle/daily';

/** A day's finish, as the streak reads it: one without `won` is a win (puzzles record only solves). */
export type DayFinish = object;

/** The streak's part of a record: finishes by UTC day and the two streak counts. */
export interface StreakState<F extends DayFinish> {
  days: Readonly<Record<string, F>>;
  currentStreak: number;
  maxStreak: number;
}

const isWon = (finish: DayFinish | undefined) => finish !== undefined && (finish as { won?: unknown }).won !== false;

/** The state after the daily of `date` finished; the same state when that day was already finished. */
export function withDayFinished<F extends DayFinish>(state: StreakState<F>, date: string, finish: F): StreakState<F> {
  if (Object.prototype.hasOwnProperty.call(state.days, date)) return state;
  const currentStreak = isWon(finish) ? (isWon(state.days[previousDateKey(date)]) ? state.currentStreak + 1 : 1) : 0;
  return { days: { ...state.days, [date]: finish }, currentStreak, maxStreak: Math.max(state.maxStreak, currentStreak) };
}

/** The streak still alive on `today`: a daily finished today, or won yesterday, keeps it until today's is due. */
export function liveStreakOf(state: StreakState<DayFinish>, today: string): number {
  if (state.days[today] || isWon(state.days[previousDateKey(today)])) return state.currentStreak;
  return 0;
}
