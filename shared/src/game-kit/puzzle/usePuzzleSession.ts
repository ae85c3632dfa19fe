// The one hook a logic puzzle's view uses. It wires the session's pure parts to React, storage and the clock:
// the controller (controller.ts) moves the puzzle on, the slots (slots.ts) say what is saved where, the
// announcements (announcements.ts) what is said. The records, and what an end records and claims
// (useSessionRecords.ts), load after the first paint in their own chunk: no first board waits for them.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAnnouncer } from '../a11y/useAnnouncer';
import { publishProgress } from '../progress/publish';
import { randomSeed } from '../url-options';
import { useGameTimer } from '../useGameTimer';
import { usePersistentState } from '../usePersistentState';
import { dealFailureWords, eventWords, NEW_PUZZLE_WORDS } from './announcements';
import * as controller from './controller';
import { dailyPuzzleSeed, dateKey } from './daily';
import { bestTime } from './best-policy';
import { boardOf, toSavedSession, withElapsed, type PuzzleDeal, type PuzzleMode, type PuzzleSession } from './session';
import type { PuzzleController, PuzzleGameConfig, PuzzleTool } from './session-api';
import { sessionActions } from './session-actions';
import { puzzleStores } from './session-stores';
import { arrivalOf, arrivalSession, restorable, slotOf, visitRequest, type ModeChoice } from './slots';
import { useAutosave } from './useAutosave';
import { usePuzzleResult } from './usePuzzleResult';
import { usePuzzleShortcuts } from './usePuzzleShortcuts';
import { useSessionRecords } from './useSessionRecords';

export type { DealRequest, PuzzleController, PuzzleGameConfig, PuzzleLevel, PuzzleTool, PuzzleViewStatus, ShownHint } from './session-api';

export function usePuzzleSession<P, B, M>(config: PuzzleGameConfig<P, B, M>): PuzzleController<P, B, M> {
  const { gameKey, rules, levels } = config;
  const levelValues = useMemo(() => levels.map((level) => level.value), [levels]);
  const defaultLevel = config.defaultLevel ?? levelValues[0];
  const latest = useRef(config);
  latest.current = config;

  // The stores follow the game's identity; rules and levels are module constants in practice.
  const stores = useMemo(() => puzzleStores(gameKey, rules, levelValues, config.saveVersion), [gameKey, rules, levelValues, config.saveVersion]);

  const [choice, setChoice] = usePersistentState<ModeChoice>(stores.choice, { mode: 'daily', level: defaultLevel });
  const { records, streak, keep: keepRecords } = useSessionRecords();
  const restore = (want: ModeChoice) => restorable(stores.slot(slotOf(want)).load(), want, dateKey());

  // A seeded URL deals its puzzle (a reload continues it); ?mode=… (Today tiles, Continue cards) opens that mode.
  const [arrival] = useState(() => arrivalOf(visitRequest(levelValues), choice));
  const [state, setState] = useState(() => controller.initialControllerState(arrivalSession(arrival, restore(arrival.choice))));
  const current = useRef(state);
  const { session } = state;
  const pendingDeal = useRef<AbortController | null>(null);
  const { result, resultPending, setResult, showEnding } = usePuzzleResult();
  const { announcement, announce } = useAnnouncer();
  const timer = useGameTimer({ running: controller.clockRuns(state, config.clockStarts), initialElapsedMs: session?.elapsedMs ?? 0 });
  const { read: readClock, setElapsedMs: setClock } = timer;
  const labelOf = (level: string) => levels.find((entry) => entry.value === level)?.label ?? level;
  const bestKeyOf = (value: PuzzleSession<P, B>) => latest.current.bestKey?.(value) ?? value.level;
  const policy = config.best ?? bestTime;

  // What the callbacks below do, rebuilt on each render over refs; the callbacks handed out stay the same.
  const engine = {
    save(value: PuzzleSession<P, B> | null) {
      if (!value) return;
      const timed = value.status === 'playing' ? withElapsed(value, readClock()) : value;
      stores.slot(slotOf(value)).save(toSavedSession(timed));
      // The home page's summary (the daily's state, where to continue) of a puzzle the player has begun.
      if (timed.status === 'playing' && !controller.isBegun(timed)) return;
      publishProgress(gameKey, (w) => (progress, now) => w.withPuzzlePlayed(progress, timed, gameKey, labelOf(timed.level), now));
    },
    run(action: controller.ControllerAction<P, B, M>) {
      const before = current.current;
      let step = controller.controllerStep(latest.current.rules, before, action);
      if (step.state === before) return;
      const dealt = step.events.some((event) => event.type === 'dealt');
      if (action.type === 'open' || dealt) {
        pendingDeal.current?.abort();
        pendingDeal.current = null;
        setClock(step.state.session?.elapsedMs ?? 0);
      }
      if (action.type === 'deal' || action.type === 'open' || dealt) setResult(null);
      if (dealt) keepRecords((kept) => kept.recordDealt(gameKey, dateKey())).catch(() => undefined);
      for (const event of step.events) {
        const words = event.type === 'dealt' ? (latest.current.describeDeal?.(step.state.session!) ?? NEW_PUZZLE_WORDS) : eventWords(event);
        if (words) announce(words);
        if (event.type === 'restarted') {
          setClock(0);
          setResult(null);
        }
      }
      const moved = controller.movedBoards(before, step);
      const moveWords = moved && latest.current.describeMove?.(moved.before, moved.after, step.state.session!);
      if (moveWords) announce(moveWords);
      if (controller.endsPuzzle(step.events)) {
        step = controller.controllerStep(latest.current.rules, step.state, { type: 'finish', elapsedMs: readClock() });
        engine.end(step.state.session!);
      }
      current.current = step.state;
      setState(step.state);
    },
    /** Records the end and says it (with the records' chunk), then shows its result once the result's view has loaded. */
    end(ended: PuzzleSession<P, B>) {
      const { countsMistakes, title, shareLines, describeLoss, resultLines } = latest.current;
      const gameLines = resultLines?.(ended) ?? [];
      const won = ended.status === 'won';
      const facts = { session: ended, bestKey: bestKeyOf(ended), levelLabel: labelOf(ended.level), policy, game: title ?? gameKey, slug: gameKey,
        countsMistakes: Boolean(countsMistakes), shareLines: won ? (shareLines?.(ended) ?? []) : [], loss: won ? null : (describeLoss?.(ended) ?? null) };
      const ending = keepRecords((kept) => kept.recordEnding(facts, dateKey())).then(({ ending }) => {
        announce(ending.words);
        return ending;
      });
      showEnding(ending, { gameLines, announce, playUnlimited: () => engineNow.current.newPuzzle(), tryAgain: () => engineNow.current.run({ type: 'restart' }) });
    },
    dealOf(want: ModeChoice, seed?: string): PuzzleDeal {
      const today = dateKey();
      const dailyLevel = latest.current.dailyLevel?.(today) ?? defaultLevel;
      return controller.dealFor(want, { seed: seed ?? randomSeed(), today, dailySeed: dailyPuzzleSeed(gameKey), dailyLevel });
    },
    deal(want: PuzzleDeal) {
      pendingDeal.current?.abort();
      const signal = (pendingDeal.current = new AbortController()).signal;
      engine.run({ type: 'deal', deal: want });
      latest.current.deal({ ...want, signal }).then(
        (puzzle) => signal.aborted || engineNow.current.run({ type: 'dealt', deal: want, puzzle }),
        (error: unknown) => signal.aborted || engineNow.current.run({ type: 'deal-failed', deal: want, failure: dealFailureWords(error) }),
      );
    },
    open(want: ModeChoice) {
      engine.save(current.current.session);
      setChoice(want);
      const saved = restore(want);
      if (saved) engine.run({ type: 'open', session: saved });
      else engine.deal(engine.dealOf(want));
    },
    newPuzzle(level?: string) {
      // Keep the level being played; from the daily, go back to the player's unlimited level.
      const playing = current.current.session?.mode === 'unlimited' ? current.current.session.level : undefined;
      const want: ModeChoice = { mode: 'unlimited', level: level ?? playing ?? choice.level };
      engine.save(current.current.session);
      setChoice(want);
      engine.deal(engine.dealOf(want));
    },
    choose: (mode: PuzzleMode, level?: string) => engine.open({ mode, level: level ?? choice.level }),
    retry: () => engine.deal(current.current.pending?.deal ?? engine.dealOf(choice)),
  };
  const engineNow = useRef(engine);
  engineNow.current = engine;

  // Arrival: the saved game taken up at once goes on; otherwise the mode's puzzle (or the URL's seed) is dealt.
  // The records are read once the first board is drawn.
  useEffect(() => {
    keepRecords((kept) => kept.readRecords(gameKey, dateKey())).catch(() => undefined);
    if (arrival.remember) setChoice(arrival.choice);
    if (!current.current.session) engineNow.current.deal(engineNow.current.dealOf(arrival.choice, arrival.seed));
    return () => pendingDeal.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arrival runs once, with the state it found
  }, []);

  useAutosave(engine.save, session, timer.elapsedMs);

  // The actions handed out keep their identity across renders; each runs the latest render's engine.
  const [actions] = useState(() => sessionActions(() => engineNow.current));

  const status = controller.viewStatus(state);
  const tools: Record<PuzzleTool, boolean> = { undo: true, clear: true, hint: true, ...config.tools };
  usePuzzleShortcuts(
    { onUndo: tools.undo ? actions.undo : undefined, onRedo: tools.undo ? actions.redo : undefined, onHint: tools.hint ? actions.hint : undefined },
    Boolean(session?.status === 'playing' && !result),
  );
  const today = dateKey();
  const bestValue = session ? records.bestTimes[policy.recordKey(bestKeyOf(session))] : undefined;
  return {
    session,
    puzzle: session?.puzzle ?? null,
    board: session ? boardOf(session) : null,
    status,
    mode: session?.mode ?? choice.mode,
    level: session?.level ?? choice.level,
    levels,
    dailyLevel: config.dailyLevel?.(today) ?? defaultLevel,
    ...actions,
    shownHint: state.shownHint,
    resultPending,
    canUndo: controller.canUndoNow(state),
    canRedo: controller.canRedoNow(state),
    tools,
    failure: state.pending?.failure ?? null,
    records,
    bestMs: session ? records.bestTimes[bestKeyOf(session)] : undefined,
    best: bestValue === undefined ? '–' : policy.format(bestValue),
    dailyDoneToday: Boolean(records.dailyDone[today]),
    streak,
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
      onRestart: () => actions.newPuzzle(),
      restartLabel: 'New puzzle',
    },
  };
}
