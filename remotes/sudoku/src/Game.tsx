import type { GameProps } from '@games/shared/contracts';
import { GameFrame, usePersistentState, useGameTimer, formatDuration, type GameResult } from '@games/shared/game-kit';
import { moveCursor } from '@games/shared/game-kit/grid';
import { canRedo, canUndo } from '@games/shared/game-kit/history';
import {
  PuzzleToolbar,
  dailyPuzzleSeed,
  dateKey,
  emptyRecords,
  recordStart,
  recordWin,
  usePuzzleShortcuts,
  type PuzzleMode,
  type PuzzleRecords,
} from '@games/shared/game-kit/puzzle';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Board } from './Board';
import { HowToPlay } from './HowToPlay';
import { NumberPad } from './NumberPad';
import { ShareButton } from './ShareButton';
import { findConflicts, remainingCounts } from './logic/board';
import { dealPuzzle } from './logic/deal';
import { DIFFICULTIES, difficultyLabel, isDifficulty, type Difficulty } from './logic/difficulty';
import { cellName } from './logic/grid';
import type { Hint } from './logic/hint';
import {
  MISTAKE_LIMIT,
  boardOf,
  clearBoard,
  enterDigit,
  enterNote,
  eraseCell,
  fillCandidates,
  isFlawless,
  newSession,
  redoMove,
  restartSession,
  takeHint,
  toSaved,
  undoMove,
  type PlayMode,
  type Session,
} from './logic/session';
import { loadPack } from './packLoader';
import { DEFAULT_PREFERENCES, GAME_KEY, preferencesStore, recordsStore, sessionStore, type Preferences } from './stores';
import './sudoku.css';
import { randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';

/** The daily puzzle is always Medium, like the NYT's daily middle grade. */
const DAILY_DIFFICULTY: Difficulty = 'medium';

interface StartRequest {
  mode: PlayMode;
  difficulty: Difficulty;
  seed: string;
  dailyDate?: string;
}

/** `?seed=…&difficulty=…` starts a fresh, reproducible unlimited puzzle instead of restoring. */
function requestFromUrl(): StartRequest | null {
  const seeded = seededPuzzleFromUrl(isDifficulty);
  return seeded && { mode: 'unlimited', difficulty: seeded.difficulty ?? 'easy', seed: seeded.seed };
}

function dailyRequest(): StartRequest {
  const today = dateKey();
  return { mode: 'daily', difficulty: DAILY_DIFFICULTY, seed: dailyPuzzleSeed(GAME_KEY), dailyDate: today };
}

/** The saved game of a mode, unless it is an old daily puzzle. */
function restore(mode: PlayMode): Session | null {
  const saved = sessionStore(mode).load();
  if (!saved || saved.mode !== mode) return null;
  if (mode === 'daily' && saved.dailyDate !== dateKey()) return null;
  // A finished unlimited game is not worth returning to: deal a new one. A finished daily stays on show.
  if (mode === 'unlimited' && saved.status !== 'playing') return null;
  return saved;
}

const firstEmpty = (values: readonly number[]): number => Math.max(0, values.indexOf(0));

const MOVE_KEYS: Record<string, string> = {
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  w: 'ArrowUp',
  s: 'ArrowDown',
  a: 'ArrowLeft',
  d: 'ArrowRight',
};

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

const EMPTY_SET: ReadonlySet<number> = new Set();

export default function Game({ title }: GameProps) {
  const [preferences, setPreferences] = usePersistentState<Preferences>(preferencesStore, DEFAULT_PREFERENCES);
  const [records, setRecords] = usePersistentState<PuzzleRecords>(recordsStore, emptyRecords);
  const [urlRequest] = useState(requestFromUrl);
  const [session, setSession] = useState<Session | null>(() => (urlRequest ? null : restore(preferences.mode)));
  const [loading, setLoading] = useState(session === null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState(() => (session ? firstEmpty(boardOf(session).values) : 0));
  const [notesMode, setNotesMode] = useState(false);
  const [hint, setHint] = useState<Hint | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [newBest, setNewBest] = useState(false);
  // The result dialog is for an outcome reached during this visit, not for a finished daily reopened later.
  const [outcomeLive, setOutcomeLive] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const requestId = useRef(0);

  const timer = useGameTimer({ running: session?.status === 'playing' && !loading, initialElapsedMs: session?.elapsedMs ?? 0 });

  // ---- starting and switching puzzles ----

  const show = useCallback(
    (next: Session) => {
      setSession(next);
      timer.setElapsedMs(next.elapsedMs);
      setSelected(firstEmpty(boardOf(next).values));
      setHint(null);
      setNewBest(false);
      setOutcomeLive(false);
      setLoading(false);
      setLoadError(null);
    },
    [timer.setElapsedMs],
  );

  const start = useCallback(
    (request: StartRequest) => {
      const id = ++requestId.current;
      setLoading(true);
      setLoadError(null);
      loadPack(request.difficulty)
        .then((pack) => {
          if (id !== requestId.current) return;
          const next = newSession(dealPuzzle(pack, request.seed), request.mode, request.dailyDate);
          show(next);
          setRecords((current: PuzzleRecords) => recordStart(current));
          setAnnouncement(
            `${request.mode === 'daily' ? 'Daily puzzle' : 'New puzzle'}, ${difficultyLabel(request.difficulty)}.`,
          );
        })
        .catch(() => {
          if (id !== requestId.current) return;
          setLoading(false);
          setLoadError('The puzzles could not be loaded. Check your connection and try again.');
        });
    },
    [show, setRecords],
  );

  const lastRequest = useRef<StartRequest | null>(null);
  const startOrResume = useCallback(
    (mode: PlayMode, difficulty: Difficulty = preferences.difficulty) => {
      requestId.current++;
      const saved = restore(mode);
      if (saved && (mode === 'daily' || saved.difficulty === difficulty)) {
        show(saved);
        return;
      }
      const request = mode === 'daily' ? dailyRequest() : { mode, difficulty, seed: randomSeed() };
      lastRequest.current = request;
      start(request);
    },
    [preferences.difficulty, show, start],
  );

  useEffect(() => {
    if (session) return;
    const request = urlRequest ?? (preferences.mode === 'daily' ? dailyRequest() : { mode: 'unlimited' as const, difficulty: preferences.difficulty, seed: randomSeed() });
    if (urlRequest) setPreferences((p) => ({ ...p, mode: 'unlimited', difficulty: urlRequest.difficulty }));
    lastRequest.current = request;
    start(request);
    // Only on arrival.
  }, []);

  const newUnlimited = (difficulty: Difficulty = preferences.difficulty) => {
    setPreferences((p) => ({ ...p, mode: 'unlimited', difficulty }));
    const request: StartRequest = { mode: 'unlimited', difficulty, seed: randomSeed() };
    lastRequest.current = request;
    start(request);
  };

  const changeMode = (mode: PuzzleMode) => {
    if (mode === session?.mode && !loading) return;
    setPreferences((p) => ({ ...p, mode }));
    startOrResume(mode);
  };

  const changeDifficulty = (value: string) => {
    if (!isDifficulty(value)) return;
    if (session?.mode === 'unlimited' && value === session.difficulty) return;
    newUnlimited(value);
  };

  // ---- saving ----

  const latest = useRef({ session, elapsedMs: timer.elapsedMs });
  latest.current = { session, elapsedMs: timer.elapsedMs };
  const persist = useCallback(() => {
    const { session: current, elapsedMs } = latest.current;
    if (!current) return;
    const elapsed = current.status === 'playing' ? elapsedMs : current.elapsedMs;
    sessionStore(current.mode).save(toSaved({ ...current, elapsedMs: elapsed }));
  }, []);
  const elapsedBucket = Math.floor(timer.elapsedMs / 5000);
  useEffect(persist, [session, elapsedBucket, persist]);
  useEffect(() => {
    const onHide = () => persist();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [persist]);

  // ---- win and loss ----

  const seenStatus = useRef<{ seed?: string; mode?: PlayMode; status?: Session['status'] }>({
    seed: session?.seed,
    mode: session?.mode,
    status: session?.status,
  });
  useEffect(() => {
    if (!session) return;
    const before = seenStatus.current;
    seenStatus.current = { seed: session.seed, mode: session.mode, status: session.status };
    const samePuzzle = before.seed === session.seed && before.mode === session.mode;
    if (!samePuzzle || before.status === session.status) return;
    if (session.status === 'won') {
      const timeMs = timer.elapsedMs;
      setSession({ ...session, elapsedMs: timeMs });
      const outcome = recordWin(records, {
        difficulty: session.difficulty,
        timeMs,
        hints: session.hints,
        mistakes: session.mistakes,
        dailyDate: session.mode === 'daily' ? session.dailyDate : undefined,
      });
      setRecords(outcome.records);
      setNewBest(outcome.newBest);
      setOutcomeLive(true);
      setAnnouncement(`Solved in ${formatDuration(timeMs)}!`);
    } else if (session.status === 'lost') {
      setSession({ ...session, elapsedMs: timer.elapsedMs });
      setOutcomeLive(true);
      setAnnouncement(`Game over: ${MISTAKE_LIMIT} mistakes.`);
    }
  }, [session]);

  // ---- playing ----

  const playing = session?.status === 'playing' && !loading;

  const update = useCallback((change: (current: Session) => Session) => {
    setSession((current) => (current ? change(current) : current));
    setHint(null);
  }, []);

  const inputDigit = useCallback(
    (digit: number) => {
      if (!session || session.status !== 'playing') return;
      if (notesMode) {
        update((s) => enterNote(s, selected, digit));
        return;
      }
      const next = enterDigit(session, selected, digit, preferences);
      if (next === session) return;
      setSession(next);
      setHint(null);
      if (next.mistakes > session.mistakes && preferences.mistakeLimit) {
        setAnnouncement(`${cellName(selected)}: ${digit} is a mistake (${next.mistakes} of ${MISTAKE_LIMIT}).`);
      } else {
        setAnnouncement(`${cellName(selected)} set to ${digit}.`);
      }
    },
    [session, notesMode, selected, preferences, update],
  );

  const erase = useCallback(() => update((s) => eraseCell(s, selected)), [selected, update]);
  const toggleNotes = useCallback(() => {
    setNotesMode((on) => {
      setAnnouncement(on ? 'Notes off.' : 'Notes on.');
      return !on;
    });
  }, []);
  const fillNotes = () => {
    update(fillCandidates);
    setAnnouncement('Notes filled with every candidate.');
  };
  const undo = useCallback(() => update(undoMove), [update]);
  const redo = useCallback(() => update(redoMove), [update]);
  const giveHint = useCallback(() => {
    if (!session || session.status !== 'playing') return;
    const result = takeHint(session);
    if (!result.hint) return;
    setSession(result.session);
    setHint(result.hint);
    setSelected(result.hint.cell);
    setAnnouncement(result.hint.message);
  }, [session]);

  usePuzzleShortcuts({ onUndo: undo, onRedo: redo, onHint: giveHint }, playing);

  // Digits, erase, notes and movement from anywhere in the page (not while typing or in a dialog).
  useEffect(() => {
    if (!playing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const active = document.activeElement;
      // The game kit's frame counts as the game: it holds focus after the first-visit help closes.
      const game = rootRef.current?.closest('.gk-frame') ?? rootRef.current;
      if (active && active !== document.body && !game?.contains(active)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const move = MOVE_KEYS[key];
      if (move) {
        const next = moveCursor({ row: Math.floor(selected / 9), col: selected % 9 }, move, 9, 9);
        if (next) setSelected(next.row * 9 + next.col);
      } else if (/^[1-9]$/.test(key)) {
        inputDigit(Number(key));
      } else if (key === '0' || key === 'Backspace' || key === 'Delete') {
        erase();
      } else if (key === 'n') {
        toggleNotes();
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [playing, selected, inputDigit, erase, toggleNotes]);

  // Keep keyboard focus on the selected cell while the board has focus.
  useEffect(() => {
    const board = boardRef.current;
    if (!board || !board.contains(document.activeElement)) return;
    const cell = board.querySelector<HTMLElement>(`[data-row="${Math.floor(selected / 9)}"][data-col="${selected % 9}"]`);
    if (cell && cell !== document.activeElement) cell.focus();
  }, [selected]);

  // ---- view ----

  const board = session ? boardOf(session) : null;
  const conflicts = useMemo(
    () => (board && preferences.showConflicts ? findConflicts(board.values) : EMPTY_SET),
    [board, preferences.showConflicts],
  );
  const wrong = useMemo(() => {
    if (!board || !session || !preferences.mistakeLimit) return EMPTY_SET;
    const cells = new Set<number>();
    board.values.forEach((v, c) => {
      if (v !== 0 && session.givens[c] === 0 && v !== session.solution[c]) cells.add(c);
    });
    return cells;
  }, [board, session, preferences.mistakeLimit]);
  const hinted = useMemo(() => (hint ? new Set(hint.cells) : EMPTY_SET), [hint]);
  const remaining = useMemo(() => (board ? remainingCounts(board.values) : new Array<number>(9).fill(9)), [board]);

  const restartPuzzle = () => {
    if (!session) return;
    show(restartSession(session));
    setAnnouncement('Puzzle restarted.');
  };

  const best = session ? records.bestTimes[session.difficulty] : undefined;
  const result: GameResult | null = useMemo(() => {
    if (!session || session.status === 'playing' || !outcomeLive) return null;
    const next = session.mode === 'daily' ? 'Play unlimited' : 'New puzzle';
    if (session.status === 'lost') {
      return {
        title: 'Game over',
        lines: [
          { label: 'Mistakes', value: `${session.mistakes} of ${MISTAKE_LIMIT}` },
          { label: 'Time', value: formatDuration(session.elapsedMs) },
        ],
        primaryAction: { label: 'Try again', onClick: restartPuzzle },
        secondaryAction: { label: next, onClick: () => newUnlimited() },
      };
    }
    const flawless = isFlawless(session);
    const shareText = [
      session.mode === 'daily' ? `Sudoku daily ${session.dailyDate}` : 'Sudoku',
      difficultyLabel(session.difficulty),
      formatDuration(session.elapsedMs),
      flawless ? '★ flawless' : `${session.hints} hints, ${session.mistakes} mistakes`,
    ].join(' · ');
    return {
      title: session.mode === 'daily' ? 'Daily puzzle solved!' : 'Solved!',
      lines: [
        { label: 'Difficulty', value: difficultyLabel(session.difficulty) },
        { label: 'Time', value: formatDuration(session.elapsedMs) + (newBest ? ' (new best!)' : '') },
        { label: 'Hints', value: session.hints },
        { label: 'Mistakes', value: session.mistakes },
      ],
      details: (
        <>
          <p className={flawless ? 'sdk-result sdk-result--flawless' : 'sdk-result'}>
            {flawless ? '★ Flawless: no hints, no mistakes.' : 'Solve one with no hints and no mistakes for a flawless badge.'}
          </p>
          <ShareButton text={shareText} />
        </>
      ),
      primaryAction: { label: next, onClick: () => newUnlimited() },
    };
    // The result object must stay the same while the outcome stands.
  }, [session?.status, session?.seed, session?.mode, session?.elapsedMs, newBest, outcomeLive]);

  const stats = session
    ? [
        { label: 'Level', value: session.mode === 'daily' ? `Daily · ${difficultyLabel(session.difficulty)}` : difficultyLabel(session.difficulty) },
        { label: 'Mistakes', value: preferences.mistakeLimit ? `${session.mistakes}/${MISTAKE_LIMIT}` : session.mistakes },
        { label: 'Best', value: best === undefined ? '–' : formatDuration(best) },
      ]
    : [];

  const dailyDone = Boolean(records.dailyDone[dateKey()]);

  const toolbar = (
    <PuzzleToolbar
      canUndo={Boolean(playing && session && canUndo(session.history))}
      canRedo={Boolean(playing && session && canRedo(session.history))}
      onUndo={undo}
      onRedo={redo}
      onClear={() => {
        update(clearBoard);
        setAnnouncement('Board cleared.');
      }}
      onHint={giveHint}
      hintsUsed={session?.hints ?? 0}
      mode={session?.mode ?? preferences.mode}
      onModeChange={changeMode}
      difficulty={session?.difficulty ?? preferences.difficulty}
      difficulties={DIFFICULTIES}
      onDifficultyChange={changeDifficulty}
      finished={!playing}
    />
  );

  return (
    <GameFrame
      gameKey={GAME_KEY}
      title={title}
      howToPlay={<HowToPlay />}
      onRestart={() => newUnlimited()}
      restartLabel="New puzzle"
      timerMs={session?.status === 'playing' ? timer.elapsedMs : session?.elapsedMs ?? 0}
      stats={stats}
      toolbar={toolbar}
      result={result}
      paused={timer.paused}
      onResume={timer.resume}
      className="sdk-frame"
    >
      <div className="sdk-game" ref={rootRef}>
        {dailyDone && session?.mode === 'daily' && (
          <p className="sdk-daily-done" data-testid="sudoku-daily-done">
            ✓ Today’s puzzle is done. Come back tomorrow for a new one.
          </p>
        )}
        {loadError ? (
          <div className="sdk-message" role="alert">
            <p>{loadError}</p>
            <button type="button" className="gk-button gk-button--primary" onClick={() => lastRequest.current && start(lastRequest.current)}>
              Try again
            </button>
          </div>
        ) : !session || !board || loading ? (
          <div className="sdk-message" role="status">
            Dealing a puzzle…
          </div>
        ) : (
          <>
            <Board
              values={board.values}
              notes={board.notes}
              givens={session.givens}
              selected={selected}
              conflicts={conflicts}
              wrong={wrong}
              hinted={hinted}
              onSelect={setSelected}
              boardRef={boardRef}
            />
            <p className="sdk-hint" data-testid="sudoku-hint" aria-live="off">
              {hint ? hint.message : '\u00a0'}
            </p>
            <NumberPad
              remaining={remaining}
              notesMode={notesMode}
              disabled={!playing}
              onDigit={inputDigit}
              onErase={erase}
              onToggleNotes={toggleNotes}
              onFillNotes={fillNotes}
            />
          </>
        )}
        <div className="sdk-settings" role="group" aria-label="Settings">
          <label className="sdk-switch">
            <input
              type="checkbox"
              checked={preferences.showConflicts}
              onChange={(event) => setPreferences((p) => ({ ...p, showConflicts: event.target.checked }))}
            />
            Show conflicts
          </label>
          <label className="sdk-switch">
            <input
              type="checkbox"
              checked={preferences.mistakeLimit}
              onChange={(event) => setPreferences((p) => ({ ...p, mistakeLimit: event.target.checked }))}
            />
            {MISTAKE_LIMIT} mistakes = game over
          </label>
        </div>
        <p className="gk-visually-hidden" aria-live="polite" data-testid="sudoku-announcer">
          {announcement}
        </p>
      </div>
    </GameFrame>
  );
}
