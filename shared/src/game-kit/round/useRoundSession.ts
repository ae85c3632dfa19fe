import { useCallback, useEffect, useRef, useState } from 'react';
import { useAnnouncer } from '../a11y/useAnnouncer';
import type { ScoreExtras, ScoreOutcome } from '../score/score-records';
import { useScoreRecords, type ScoreRecordsApi, type ScoreRecordsOptions } from '../score/useScoreRecords';
import type { Store } from '../storage';
import { useTimedSession, type TimedSession } from '../timed/useTimedSession';
import { usePersistentState } from '../usePersistentState';
import { publishProgress } from '../progress/publish';
import { clockToRestore, describeFinishedRound, withClockReading, type ClockRuns, type DailyRound, type SavedRoundShape } from './round-save';
import type { DailyRecords } from './useDailyRecords';

export interface RoundSessionOptions<T extends SavedRoundShape> {
  /** The game's key: its score and daily records are in its records document, `<gameKey>:records`. */
  gameKey: string;
  /** Where the round in play is saved (the game's own key and format). */
  store: Store<T>;
  /** What opens when nothing valid is saved (usually null: no round). */
  initial: T | (() => T);
  /**
   * A save the game cannot take up now (another level than the page asks for) gives way to `initial`, which
   * is saved at once in its place.
   */
  accept?: (saved: T) => boolean;
  /** The game's rule: the countdown runs in this save (a round, question or word in play, timed). */
  clockRuns: ClockRuns<T>;
  /** The countdown's length (the default of start() and abandon()). */
  durationMs: number;
  /** The countdown ran out in a save where it runs (given the latest save). */
  onTimeUp?: (saved: NonNullable<T>) => void;
  /** The board or level the score records are kept under (of the save shown: a round keeps its own). */
  scoreKey: string | ((saved: T) => string);
  scoreOptions?: ScoreRecordsOptions;
  /**
   * Put back the saved countdown (held until Resume) when the game opens (default true). A game that first
   * decides whether the save goes on (data to load, a URL asking for another round) passes false and calls
   * restore() itself.
   */
  restoreOnOpen?: boolean;
  /** The game's daily records (useDailyRecords), for games with a daily: finish() records a daily round there. */
  daily?: DailyRecords;
  pauseOnBlur?: boolean;
  /** The clock (tests). */
  now?: () => number;
}

/** How a round ended: the score and figures recorded, what is said, and the daily it was (if one). */
export interface FinishedRound {
  score: number;
  /** Other best figures kept with the score (higher is better). */
  extras?: ScoreExtras;
  /** The result's title, also said first: "Time’s up!". */
  title: string;
  /** Said after the score: "8 of 10 right." */
  detail?: string;
  /** The round was the daily of that day: marked done, the streak counted (in the `daily` records given). */
  daily?: DailyRound;
}

export interface RoundSession<T extends SavedRoundShape> {
  /** The save as rendered. */
  saved: T;
  /** The latest save, also after a save earlier in the same event (for handlers and timers). */
  current(): T;
  /** The countdown runs in the save shown (a round in play). */
  inPlay: boolean;
  /** In play and ticking (not held). */
  running: boolean;
  /** In play and held: the frame's pause cover with Resume. */
  paused: boolean;
  timed: TimedSession;
  /**
   * Saves the round: with the countdown's reading where the clock runs in it; where it does not (answered,
   * ended), the countdown is stopped and the save kept as the game made it.
   */
  save(next: T): void;
  /** Starts a round, question or word: a fresh countdown where the clock runs in it, the result closed. */
  start(next: T, durationMs?: number): void;
  /** Records a finished round (scores, daily), saves it, shows its result and says it. */
  finish(ended: T, round: FinishedRound): ScoreOutcome;
  /** Drops the round in play unscored (quit, another level): countdown back to the start, result closed. */
  abandon(next: T): void;
  /** Puts back the saved countdown, held (see restoreOnOpen). */
  restore(): void;
  /** The outcome of the round just finished while its result shows. */
  finished: ScoreOutcome | null;
  closeResult(): void;
  scores: ScoreRecordsApi;
  announcement: string;
  announce(message: string): void;
}

/**
 * The round lifecycle of a timed score game, around the game's own rules: the round saved in the game's store
 * and restored on reload (a corrupt save discarded by the store), the countdown (paused when the tab hides,
 * kept in the save when held and when the page goes away, put back held), finishing into score records and
 * daily records with the result, and the announcer. The game keeps its rules in `src/logic` and its view.
 */
export function useRoundSession<T extends SavedRoundShape>(options: RoundSessionOptions<T>): RoundSession<T> {
  const { gameKey, store, initial, accept, durationMs, scoreKey, scoreOptions, pauseOnBlur, now } = options;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const runs = useCallback((saved: T) => optionsRef.current.clockRuns(saved), []);

  // A save the game cannot take up reads as none; what opens instead is saved at once (below).
  const [opening] = useState(() => {
    if (!accept) return { store, replaced: false };
    const raw = store.load();
    const replaced = raw === undefined || !accept(raw);
    return { store: { ...store, load: () => (replaced ? undefined : raw) }, replaced };
  });
  const [saved, setSaved] = usePersistentState<T>(accept ? opening.store : store, initial);
  const latest = useRef(saved);
  latest.current = saved;
  const put = useCallback(
    (next: T) => {
      latest.current = next;
      setSaved(next);
      // The home page's Continue row: a round in play can be taken up again, an ended one cannot.
      const inPlay = next !== null && optionsRef.current.clockRuns(next);
      publishProgress(gameKey, (w) => (progress, now) => w.withRoundPlayed(progress, inPlay, gameKey, now));
    },
    [setSaved, gameKey],
  );

  const { announcement, announce } = useAnnouncer();
  const [finished, setFinished] = useState<ScoreOutcome | null>(null);
  const scores = useScoreRecords(gameKey, typeof scoreKey === 'function' ? scoreKey(saved) : scoreKey, scoreOptions);

  const timed = useTimedSession({
    durationMs,
    pauseOnBlur,
    now,
    onTimeUp: () => {
      const current = latest.current;
      if (current !== null && runs(current)) optionsRef.current.onTimeUp?.(current);
    },
  });
  const timedRef = useRef(timed);
  timedRef.current = timed;

  const restore = useCallback(() => {
    const clock = clockToRestore(latest.current, runs, optionsRef.current.durationMs);
    if (clock) timedRef.current.restore(clock);
  }, [runs]);

  useEffect(() => {
    if (opening.replaced) store.save(latest.current);
    if (optionsRef.current.restoreOnOpen !== false) restore();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const save = useCallback(
    (next: T) => {
      const { status } = timedRef.current;
      if (!runs(next) && (status === 'running' || status === 'paused')) timedRef.current.stop();
      put(withClockReading(next, runs, timedRef.current.save));
    },
    [put, runs],
  );

  // The clock is saved when the round is held and when the page goes away.
  const keepClock = useRef(() => undefined as void);
  keepClock.current = () => {
    const current = latest.current;
    if (runs(current)) put(withClockReading(current, runs, timedRef.current.save));
  };
  useEffect(() => {
    const keep = () => keepClock.current();
    if (timed.paused) keep();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [timed.paused]);

  const start = useCallback(
    (next: T, length: number = optionsRef.current.durationMs) => {
      if (runs(next)) timedRef.current.start(length);
      else timedRef.current.reset(length);
      setFinished(null);
      put(withClockReading(next, runs, timedRef.current.save));
    },
    [put, runs],
  );

  const { finishRound } = scores;
  const finish = useCallback(
    (ended: T, round: FinishedRound) => {
      const outcome = finishRound(round.score, round.extras);
      if (round.daily) optionsRef.current.daily?.record(round.daily);
      save(ended);
      setFinished(outcome);
      announce(describeFinishedRound(round.title, outcome, round.detail));
      return outcome;
    },
    [finishRound, save, announce],
  );

  const abandon = useCallback(
    (next: T) => {
      timedRef.current.reset();
      setFinished(null);
      put(next);
    },
    [put],
  );

  const current = useCallback(() => latest.current, []);
  const closeResult = useCallback(() => setFinished(null), []);
  const inPlay = runs(saved);
  return {
    saved,
    current,
    inPlay,
    running: inPlay && timed.status === 'running',
    // Held under the help dialog is not a pause the player sees: no cover, and it goes on when the help closes.
    paused: inPlay && timed.paused && timed.pauseReason !== 'help',
    timed,
    save,
    start,
    finish,
    abandon,
    restore,
    finished,
    closeResult,
    scores,
    announcement,
    announce,
  };
}
