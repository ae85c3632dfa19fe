// The one hook a logic puzzle's view uses: it owns URL seeds, saved slots (daily + one per level), stale
// deals, saving (on change, every few seconds, on pagehide), the clock, records (best times, streaks, daily
// done), announcements, the standard keys and the result. The game supplies its rules and a dealer.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAnnouncer } from '../a11y/useAnnouncer';
import { AssetError } from '../data/asset-error';
import { formatDuration } from '../formatDuration';
import type { GameResult } from '../ResultDialog';
import { puzzleOutcome } from '../result/result-rules';
import { createStore, type Store } from '../storage';
import { modeFromUrl, randomSeed, seededPuzzleFromUrl } from '../url-options';
import { useGameTimer, type GameTimer } from '../useGameTimer';
import { usePersistentState } from '../usePersistentState';
import { dailyPuzzleSeed, dateKey } from './daily';
import { publishProgress } from '../progress/publish';
import { createRecordsStore, emptyRecords, liveStreak, recordStart, recordWin, type PuzzleRecords } from './records';
import {
  boardOf,
  canRedoSession,
  canUndoSession,
  changeBoard,
  clearBoard,
  isSavedSession,
  playMove,
  redoMove,
  restartSession,
  startSession,
  takeHint,
  toSavedSession,
  undoMove,
  withElapsed,
  type ChangeOptions,
  type PuzzleDeal,
  type PuzzleEvent,
  type PuzzleMode,
  type PuzzleRules,
  type PuzzleSession,
  type PuzzleStep,
} from './session';
import { usePuzzleShortcuts } from './usePuzzleShortcuts';

// The result is built in the result panel's chunk (puzzle-result.ts), fetched when a puzzle ends.
const loadResult = () => import(/* webpackChunkName: "game-kit-result" */ './puzzle-result');

export interface PuzzleLevel {
  value: string;
  label: string;
}

export interface DealRequest extends PuzzleDeal {
  /** Aborted when a newer deal supersedes this one. */
  signal: AbortSignal;
}

export interface PuzzleGameConfig<P, B, M> {
  /** The game's storage namespace, normally its slug. */
  gameKey: string;
  rules: PuzzleRules<P, B, M>;
  /** Unlimited play's levels, easiest first. */
  levels: readonly PuzzleLevel[];
  /** Defaults to the first level. */
  defaultLevel?: string;
  /** The level of the daily puzzle on a UTC day (YYYY-MM-DD); the default level when absent. */
  dailyLevel?: (date: string) => string;
  /** Deals the puzzle of a seed and level (in a worker, from a pack…); the same seed gives the same puzzle. */
  deal(request: DealRequest): Promise<P>;
  /** Key of the best-time table; the level when absent. */
  bestKey?(session: PuzzleSession<P, B>): string;
  /** Bump when the shape of P or B changes: older saves are then discarded. */
  saveVersion?: number;
  /**
   * When the clock starts: at the deal (default), or at the player's first move, hint or touch of the board
   * (`touch()`), so reading the help is not timed (LinkedIn's games, word search).
   */
  clockStarts?: 'deal' | 'first-move';
  /** The standard tools this game offers (all by default); a word search has no undo or clear. */
  tools?: Partial<Record<PuzzleTool, boolean>>;
  /** Game-specific lines of the result, after the kit's (a score, the theme…). */
  resultLines?(session: PuzzleSession<P, B>): Array<{ label: string; value: ReactNode }>;
  /** Whether the result and share text mention mistakes (games that count them). */
  countsMistakes?: boolean;
  /** Words for the screen reader after a move; nothing is said when absent or null. */
  describeMove?(before: B, after: B, session: PuzzleSession<P, B>): string | null;
  /** Words for a new puzzle, e.g. 'New easy 6 by 6 puzzle.' */
  describeDeal?(session: PuzzleSession<P, B>): string;
  /** Extra lines of the share text, e.g. the board size; the kit adds the game, day, time and hints. */
  shareLines?(session: PuzzleSession<P, B>): string[];
  /** The game's title in share texts. */
  title?: string;
  /**
   * A game that can end without a solve (no move left, a mistake limit): the result's title and the sentence
   * said and shown, e.g. { title: 'No jumps left', reason: '4 pegs are left; one is the goal.' }. Without it a
   * loss reads 'Game over' after its mistakes.
   */
  describeLoss?(session: PuzzleSession<P, B>): { title: string; reason: string };
}

export type PuzzleTool = 'undo' | 'clear' | 'hint';

export type PuzzleViewStatus = 'dealing' | 'failed' | 'playing' | 'won' | 'lost';

export interface ShownHint {
  reason: string;
  cells: readonly number[];
}

export interface PuzzleController<P, B, M> {
  session: PuzzleSession<P, B> | null;
  puzzle: P | null;
  board: B | null;
  status: PuzzleViewStatus;
  mode: PuzzleMode;
  level: string;
  levels: readonly PuzzleLevel[];
  /** Today's daily puzzle's level. */
  dailyLevel: string;
  play(move: M, options?: ChangeOptions): void;
  /** A board the view computed itself (e.g. a painted drag). */
  setBoard(board: B, options?: ChangeOptions): void;
  undo(): void;
  redo(): void;
  clear(): void;
  restart(): void;
  hint(): void;
  /** The last hint, until the next change. */
  shownHint: ShownHint | null;
  /** The puzzle just ended and its result is on its way (its code loads with the result panel). */
  resultPending: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The standard tools this game offers. */
  tools: Record<PuzzleTool, boolean>;
  /** The player touched the board: starts a first-move clock. */
  touch(): void;
  /** A new unlimited puzzle (at `level`, else the current one). */
  newPuzzle(level?: string): void;
  /** Opens a mode's saved game (or deals one): daily, or unlimited at `level`. */
  choose(mode: PuzzleMode, level?: string): void;
  /** Why the last deal failed, in words for the player (status 'failed'). */
  failure: string | null;
  /** Deals again after a failed deal. */
  retry(): void;
  records: PuzzleRecords;
  /** Best time of the current best-time key. */
  bestMs: number | undefined;
  dailyDoneToday: boolean;
  streak: number;
  timer: GameTimer;
  announce(text: string): void;
  /** Spread into GameFrame. */
  frameProps: {
    gameKey: string;
    timerMs: number;
    paused: boolean;
    onResume: () => void;
    result: GameResult | null;
    onResultClose: () => void;
    announcement: string;
    onRestart: () => void;
    restartLabel: string;
  };
}

interface ModeChoice {
  mode: PuzzleMode;
  level: string;
}

const SAVE_EVERY_MS = 5000;

function isModeChoice(levels: readonly string[]) {
  return (value: unknown): value is ModeChoice =>
    typeof value === 'object' &&
    value !== null &&
    ((value as ModeChoice).mode === 'daily' || (value as ModeChoice).mode === 'unlimited') &&
    levels.includes((value as ModeChoice).level);
}

const slotOf = (deal: { mode: PuzzleMode; level: string }) => (deal.mode === 'daily' ? 'daily' : deal.level);

export function usePuzzleSession<P, B, M>(config: PuzzleGameConfig<P, B, M>): PuzzleController<P, B, M> {
  const { gameKey, rules, levels } = config;
  const levelValues = useMemo(() => levels.map((level) => level.value), [levels]);
  const defaultLevel = config.defaultLevel ?? levelValues[0];
  const latest = useRef(config);
  latest.current = config;

  const stores = useMemo(() => {
    const slots = new Map<string, Store<PuzzleSession<P, B>>>();
    const validate = (value: unknown): value is PuzzleSession<P, B> => isSavedSession(rules, levelValues, value);
    return {
      choice: createStore<ModeChoice>({ key: `${gameKey}:mode`, version: 1, validate: isModeChoice(levelValues) }),
      records: createRecordsStore(gameKey),
      slot(slot: string): Store<PuzzleSession<P, B>> {
        let store = slots.get(slot);
        if (!store) {
          store = createStore({ key: `${gameKey}:game-${slot}`, version: config.saveVersion ?? 1, validate });
          slots.set(slot, store);
        }
        return store;
      },
    };
    // The stores follow the game's identity; rules and levels are module constants in practice.
  }, [gameKey, rules, levelValues, config.saveVersion]);

  const [choice, setChoice] = usePersistentState<ModeChoice>(stores.choice, { mode: 'daily', level: defaultLevel });
  const [records, setRecords] = usePersistentState(stores.records, emptyRecords);
  const recordsNow = useRef(records);
  recordsNow.current = records;

  /** The saved game of a slot, unless it is a daily of another day. */
  const restore = useCallback(
    (want: ModeChoice): PuzzleSession<P, B> | null => {
      const saved = stores.slot(slotOf(want)).load();
      if (!saved) return null;
      if (want.mode === 'daily' && saved.dailyDate !== dateKey()) return null;
      return saved;
    },
    [stores],
  );

  const isLevel = (value: unknown): value is string => levelValues.includes(value as string);
  const [urlDeal] = useState(() => seededPuzzleFromUrl(isLevel));
  // ?mode=daily or ?mode=unlimited&difficulty=… (Today tiles, Continue cards) opens that mode's game.
  const [urlChoice] = useState((): ModeChoice | null => {
    const asked = urlDeal ? null : modeFromUrl(isLevel);
    return asked && { mode: asked.mode, level: asked.difficulty ?? choice.level };
  });
  // A seeded URL continues its own puzzle when that is the level's saved game (a reload of a shared link).
  const [session, setSessionState] = useState<PuzzleSession<P, B> | null>(() => {
    if (!urlDeal) return restore(urlChoice ?? choice);
    const saved = restore({ mode: 'unlimited', level: urlDeal.difficulty ?? choice.level });
    return saved?.seed === urlDeal.seed ? saved : null;
  });
  const current = useRef(session);
  const [dealState, setDealState] = useState<'idle' | 'dealing' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResultState] = useState<GameResult | null>(null);
  // Which result may still arrive: a new deal, restart or close before it comes drops it.
  const resultFor = useRef(0);
  const [resultPending, setResultPending] = useState(false);
  const setResult = useCallback((next: GameResult | null) => {
    resultFor.current += 1;
    setResultPending(false);
    setResultState(next);
  }, []);
  const [shownHint, setShownHint] = useState<ShownHint | null>(null);
  const { announcement, announce } = useAnnouncer();
  const pendingDeal = useRef<{ controller: AbortController; deal: PuzzleDeal } | null>(null);

  const playing = session?.status === 'playing';
  // A first-move clock runs once the player moved, took a hint or touched the board (a restored game had).
  const [touched, setTouched] = useState(false);
  const started = Boolean(session && (touched || session.moves > 0 || session.hints > 0 || session.elapsedMs > 0));
  const clockRunning = Boolean(session && playing && dealState !== 'dealing' && (config.clockStarts !== 'first-move' || started));
  const timer = useGameTimer({ running: clockRunning, initialElapsedMs: session?.elapsedMs ?? 0 });
  const { read: readClock, setElapsedMs: setClock } = timer;

  const labelOf = useCallback((level: string) => levels.find((entry) => entry.value === level)?.label ?? level, [levels]);
  /** The home page's summary of a puzzle the player has touched: the daily's state, where to continue. */
  const publish = useCallback(
    (value: PuzzleSession<P, B>) => {
      if (value.status === 'playing' && value.moves === 0 && value.hints === 0 && value.elapsedMs === 0) return;
      publishProgress(gameKey, (w) => (progress, now) => w.withPuzzlePlayed(progress, value, gameKey, labelOf(value.level), now));
    },
    [gameKey, labelOf],
  );

  const save = useCallback(
    (value: PuzzleSession<P, B> | null) => {
      if (!value) return;
      const timed = value.status === 'playing' ? withElapsed(value, readClock()) : value;
      stores.slot(slotOf(value)).save(toSavedSession(timed));
      publish(timed);
    },
    [stores, readClock, publish],
  );

  const show = useCallback(
    (next: PuzzleSession<P, B>) => {
      pendingDeal.current?.controller.abort();
      pendingDeal.current = null;
      current.current = next;
      setSessionState(next);
      setDealState('idle');
      setResult(null);
      setShownHint(null);
      setTouched(false);
      setClock(next.elapsedMs);
    },
    [setClock, setResult],
  );

  const deal = useCallback(
    (want: PuzzleDeal) => {
      pendingDeal.current?.controller.abort();
      const controller = new AbortController();
      pendingDeal.current = { controller, deal: want };
      setDealState('dealing');
      setResult(null);
      setShownHint(null);
      const { rules: dealRules } = latest.current;
      latest.current.deal({ ...want, signal: controller.signal }).then(
        (puzzle) => {
          if (controller.signal.aborted) return;
          const fresh = startSession(dealRules, puzzle, want);
          show(fresh);
          setRecords((prior) => recordStart(prior));
          announce(latest.current.describeDeal?.(fresh) ?? 'New puzzle.');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A data download says what went wrong in words fit for the player (AssetError); anything else is ours.
          const message = error instanceof AssetError ? error.message : 'The puzzle could not be dealt. Try again.';
          setDealState('failed');
          setFailure(message);
          announce(message);
        },
      );
    },
    [announce, setRecords, setResult, show],
  );

  const dealFor = useCallback(
    (want: ModeChoice, seed?: string): PuzzleDeal => {
      if (want.mode === 'unlimited') return { mode: 'unlimited', level: want.level, seed: seed ?? randomSeed() };
      const today = dateKey();
      const level = latest.current.dailyLevel?.(today) ?? defaultLevel;
      return { mode: 'daily', level, seed: dailyPuzzleSeed(gameKey), dailyDate: today };
    },
    [defaultLevel, gameKey],
  );

  const open = useCallback(
    (want: ModeChoice) => {
      save(current.current);
      setChoice(want);
      const saved = restore(want);
      if (saved) show(saved);
      else deal(dealFor(want));
    },
    [deal, dealFor, restore, save, setChoice, show],
  );

  // Arrival: a seeded URL deals that puzzle (a later reload without the query continues it), else the saved
  // game of the remembered mode continues, else a new one is dealt.
  useEffect(() => {
    if (urlDeal) {
      const want: ModeChoice = { mode: 'unlimited', level: urlDeal.difficulty ?? choice.level };
      setChoice(want);
      if (!current.current) deal(dealFor(want, urlDeal.seed));
    } else {
      if (urlChoice) setChoice(urlChoice);
      if (!current.current) deal(dealFor(urlChoice ?? choice));
    }
    return () => pendingDeal.current?.controller.abort();
    // Only on arrival: later changes come from the player's choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arrival runs once, with the state it found
  }, []);

  // Save on every change, every few seconds of play, and when the page is hidden or left.
  useEffect(() => save(session), [session, save]);
  const saveTick = Math.floor(timer.elapsedMs / SAVE_EVERY_MS);
  useEffect(() => {
    if (saveTick > 0) save(current.current);
  }, [saveTick, save]);
  useEffect(() => {
    const saveNow = () => save(current.current);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [save]);

  const bestKeyOf = useCallback((value: PuzzleSession<P, B>) => latest.current.bestKey?.(value) ?? value.level, []);

  const newPuzzle = useCallback(
    (level?: string) => {
      // Keep the level being played; from the daily, go back to the player's unlimited level.
      const playing = current.current?.mode === 'unlimited' ? current.current.level : undefined;
      const want: ModeChoice = { mode: 'unlimited', level: level ?? playing ?? choice.level };
      save(current.current);
      setChoice(want);
      deal(dealFor(want));
    },
    [choice.level, deal, dealFor, save, setChoice],
  );

  /** The result of a finished puzzle, with the records it made: the kit's result contract (result/result-rules.ts). */
  const finish = useCallback(
    (ended: PuzzleSession<P, B>): PuzzleSession<P, B> => {
      const timeMs = readClock();
      const timed = withElapsed(ended, timeMs);
      const { countsMistakes, title: gameTitle, shareLines, describeLoss } = latest.current;
      const levelLabel = levels.find((level) => level.value === timed.level)?.label ?? timed.level;
      const daily = timed.mode === 'daily';
      const playUnlimited = () => newPuzzle();
      const resultLines = latest.current.resultLines?.(timed) ?? [];
      // The result's code comes with the result panel's chunk; what the end recorded and said does not wait.
      const showResult = (build: (module: Awaited<ReturnType<typeof loadResult>>) => GameResult) => {
        const token = ++resultFor.current;
        setResultPending(true);
        loadResult().then(
          (module) => {
            if (resultFor.current === token) setResult(build(module));
          },
          () => {
            if (resultFor.current === token) setResultPending(false);
          },
        );
      };
      if (timed.status === 'lost') {
        // A loss records nothing but the puzzle played: no best, no flawless, no daily done.
        const loss = describeLoss?.(timed) ?? null;
        announce(loss?.reason ?? `Game over after ${timed.mistakes} mistakes.`);
        showResult(({ puzzleLossResult }) =>
          puzzleLossResult({
            loss,
            mistakes: timed.mistakes,
            timeMs,
            gameLines: resultLines,
            tryAgain: () => apply(restartSession(latest.current.rules, current.current ?? timed)),
            playUnlimited,
          }),
        );
        return timed;
      }
      const key = bestKeyOf(timed);
      const before = recordsNow.current;
      const priorBestMs = before.bestTimes[key];
      const outcome = puzzleOutcome({ status: 'won', timeMs, hints: timed.hints, mistakes: timed.mistakes, daily, priorBestMs });
      const win = recordWin(before, {
        difficulty: key,
        timeMs,
        hints: timed.hints,
        mistakes: timed.mistakes,
        dailyDate: daily ? timed.dailyDate : undefined,
      });
      recordsNow.current = win.records;
      setRecords(win.records);
      const bestMs = win.records.bestTimes[key];
      if (bestMs !== undefined) publishProgress(gameKey, (w) => (progress) => w.withBest(progress, w.bestTimeFigure(key === 'daily' ? 'Daily' : levelLabel, bestMs)));
      const solvedWords = `Solved${outcome.helped ? ` ${outcome.helped}` : ''}`;
      announce(`${solvedWords} in ${formatDuration(timeMs)}${outcome.flawless ? ', flawless' : ''}${outcome.newBest ? ', a new best time' : ''}.`);
      const shared = shareLines?.(timed) ?? [];
      showResult(({ puzzleWinResult }) =>
        puzzleWinResult({
          title: outcome.helped ? solvedWords : 'Solved!',
          outcome,
          timeMs,
          priorBestMs,
          // Named as players know it: the level's label, or 'Daily' when the daily keeps its own best.
          bestLabel: key === 'daily' ? 'Daily' : levelLabel,
          hints: timed.hints,
          mistakes: countsMistakes ? timed.mistakes : null,
          gameLines: resultLines,
          streak: daily ? win.records.currentStreak : null,
          game: gameTitle ?? gameKey,
          slug: gameKey,
          dailyDate: daily ? timed.dailyDate : undefined,
          levelLabel,
          shareLines: shared,
          announce,
          playUnlimited,
        }),
      );
      return timed;
    },
    // apply is declared below and only called from the result's buttons, after render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply is stable (useCallback with stable deps)
    [announce, bestKeyOf, gameKey, levels, newPuzzle, readClock, setRecords, setResult],
  );

  const apply = useCallback(
    (step: PuzzleStep<P, B>, before?: PuzzleSession<P, B>) => {
      if (step.events.length === 0 && step.session === current.current) return;
      let next = step.session;
      const events: PuzzleEvent[] = step.events;
      let hintShown: ShownHint | null = null;
      for (const event of events) {
        if (event.type === 'hint') {
          hintShown = { reason: event.reason, cells: event.cells };
          announce(`Hint: ${event.reason}`);
        } else if (event.type === 'no-hint') announce('No hint: the board has no next step to show.');
        else if (event.type === 'undone') announce('Undone.');
        else if (event.type === 'redone') announce('Redone.');
        else if (event.type === 'cleared') announce('Board cleared.');
        else if (event.type === 'restarted') {
          setClock(0);
          setResult(null);
          announce('Restarted.');
        }
      }
      if (before && events.some((event) => event.type === 'moved') && !hintShown) {
        const words = latest.current.describeMove?.(boardOf(before), boardOf(next), next);
        if (words) announce(words);
      }
      if (events.some((event) => event.type === 'won' || event.type === 'lost')) next = finish(next);
      current.current = next;
      setSessionState(next);
      setShownHint(hintShown);
    },
    [announce, finish, setClock, setResult],
  );

  const act = useCallback(
    (step: (value: PuzzleSession<P, B>) => PuzzleStep<P, B>) => {
      const before = current.current;
      if (!before || pendingDeal.current) return;
      apply(step(before), before);
    },
    [apply],
  );

  const play = useCallback((move: M, options?: ChangeOptions) => act((s) => playMove(latest.current.rules, s, move, options)), [act]);
  const setBoard = useCallback((board: B, options?: ChangeOptions) => act((s) => changeBoard(latest.current.rules, s, board, options)), [act]);
  const undo = useCallback(() => act((s) => undoMove(s)), [act]);
  const redo = useCallback(() => act((s) => redoMove(latest.current.rules, s)), [act]);
  const clear = useCallback(() => act((s) => clearBoard(latest.current.rules, s)), [act]);
  const restart = useCallback(() => act((s) => restartSession(latest.current.rules, s)), [act]);
  const hint = useCallback(() => act((s) => takeHint(latest.current.rules, s)), [act]);

  const choose = useCallback(
    (mode: PuzzleMode, level?: string) => open({ mode, level: level ?? choice.level }),
    [choice.level, open],
  );
  const retry = useCallback(() => deal(pendingDeal.current?.deal ?? dealFor(choice)), [choice, deal, dealFor]);

  const tools: Record<PuzzleTool, boolean> = { undo: true, clear: true, hint: true, ...config.tools };
  usePuzzleShortcuts(
    { onUndo: tools.undo ? undo : undefined, onRedo: tools.undo ? redo : undefined, onHint: tools.hint ? hint : undefined },
    Boolean(playing && !result),
  );
  const touch = useCallback(() => setTouched(true), []);

  const status: PuzzleViewStatus = dealState === 'dealing' || (!session && dealState === 'idle') ? 'dealing' : dealState === 'failed' ? 'failed' : (session?.status ?? 'dealing');
  const today = dateKey();
  const bestMs = session ? records.bestTimes[bestKeyOf(session)] : undefined;

  return {
    session,
    puzzle: session?.puzzle ?? null,
    board: session ? boardOf(session) : null,
    status,
    mode: session?.mode ?? choice.mode,
    level: session?.level ?? choice.level,
    levels,
    dailyLevel: config.dailyLevel?.(today) ?? defaultLevel,
    play,
    setBoard,
    undo,
    redo,
    clear,
    restart,
    hint,
    shownHint,
    resultPending,
    canUndo: Boolean(session && status === 'playing' && canUndoSession(session)),
    canRedo: Boolean(session && status === 'playing' && canRedoSession(session)),
    tools,
    touch,
    newPuzzle,
    choose,
    failure,
    retry,
    records,
    bestMs,
    dailyDoneToday: Boolean(records.dailyDone[today]),
    streak: liveStreak(records, today),
    timer,
    announce,
    frameProps: {
      gameKey,
      timerMs: session?.status === 'playing' ? timer.elapsedMs : (session?.elapsedMs ?? 0),
      paused: timer.paused,
      onResume: timer.resume,
      result,
      onResultClose: () => setResult(null),
      announcement,
      onRestart: () => newPuzzle(),
      restartLabel: 'New puzzle',
    },
  };
}
