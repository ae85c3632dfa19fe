import { randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import type { GameProps } from '@games/shared/contracts';
import { formatDuration } from '../../../shared/src/game-kit/formatDuration';
import { GameFrame } from '../../../shared/src/game-kit/GameFrame';
import { moveCursor } from '../../../shared/src/game-kit/grid/grid-cursor';
import { useGridDrag } from '../../../shared/src/game-kit/grid/useGridDrag';
import '../../../shared/src/game-kit/grid/grid.css';
import { canRedo, canUndo } from '../../../shared/src/game-kit/history/history';
import { dailyPuzzleSeed, dateKey } from '../../../shared/src/game-kit/puzzle/daily';
import { PuzzleToolbar } from '../../../shared/src/game-kit/puzzle/PuzzleToolbar';
import { emptyRecords, recordWin } from '../../../shared/src/game-kit/puzzle/records';
import { usePuzzleShortcuts } from '../../../shared/src/game-kit/puzzle/usePuzzleShortcuts';
import type { GameResult } from '../../../shared/src/game-kit/ResultDialog';
import { useGameTimer } from '../../../shared/src/game-kit/useGameTimer';
import { usePersistentState } from '../../../shared/src/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Board } from './Board';
import { createDealer } from './dealer';
import { HowToPlay } from './HowToPlay';
import { shareResult, shareText } from './share';
import { cellAt, colOf, rowOf } from './logic/board';
import { DIFFICULTIES, DIFFICULTY_CONFIG, isDifficulty, type Difficulty } from './logic/difficulty';
import {
  applyHint,
  clearPath,
  currentPath,
  isFlawless,
  newGame,
  redoPath,
  rulesOf,
  setPath,
  undoPath,
  type DealRequest,
  type PlayMode,
  type ZipGame,
} from './logic/game';
import { cellName } from './logic/hint';
import { dragInto, pressCell, retract, stepToward } from './logic/path';
import { DEFAULT_SETTINGS, GAME_KEY, recordsStore, savedGameStores, settingsStore } from './stores';
import './zip.css';

/** The daily puzzle is one 7×7 board for everyone, like LinkedIn's. */
const DAILY_DIFFICULTY: Difficulty = 'hard';
/** Undo steps written to storage (the live history keeps more). */
const SAVED_HISTORY = 60;

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => {
  const { label, size } = DIFFICULTY_CONFIG[value];
  return { value, label: `${label} ${size}×${size}` };
});

/** `?seed=…&difficulty=…` starts a fresh, reproducible puzzle (tests, shared links) instead of restoring. */
function requestFromUrl(): DealRequest | null {
  const seeded = seededPuzzleFromUrl(isDifficulty);
  return seeded && { mode: 'unlimited', difficulty: seeded.difficulty ?? 'easy', seed: seeded.seed };
}

function dailyRequest(slug: string): DealRequest {
  const now = new Date();
  return { mode: 'daily', difficulty: DAILY_DIFFICULTY, seed: dailyPuzzleSeed(slug, now), dailyDate: dateKey(now) };
}

/** The saved game of a mode, unless it is a daily puzzle of another day. */
function restore(mode: PlayMode): ZipGame | null {
  const saved = savedGameStores[mode].load();
  if (!saved) return null;
  if (mode === 'daily' && saved.dailyDate !== dateKey()) return null;
  return saved;
}

function forStorage(game: ZipGame, elapsedMs: number): ZipGame {
  const { past, present, future } = game.history;
  return { ...game, elapsedMs, history: { past: past.slice(-SAVED_HISTORY), present, future: future.slice(0, SAVED_HISTORY) } };
}

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const [records, setRecords] = usePersistentState(recordsStore, emptyRecords);
  const [urlRequest] = useState(requestFromUrl);
  const [game, setGame] = useState<ZipGame | null>(() => (urlRequest ? null : restore(settings.mode)));
  const [dragPath, setDragPath] = useState<number[] | null>(null);
  const dragPathRef = useRef<number[] | null>(null);
  const [hintCell, setHintCell] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [result, setResult] = useState<GameResult | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const dealer = useMemo(createDealer, []);
  const dealCount = useRef(0);

  useEffect(() => () => dealer.dispose(), [dealer]);

  const deal = useCallback(
    (request: DealRequest) => {
      const id = ++dealCount.current;
      setGame(null);
      setResult(null);
      setHintCell(null);
      setMessage('');
      dealer.deal(request).then(
        (generated) => {
          if (id !== dealCount.current) return;
          setGame(newGame(request, generated));
          setRecords((current) => ({ ...current, played: current.played + 1 }));
          const { label, size } = DIFFICULTY_CONFIG[request.difficulty];
          setAnnouncement(`New ${label.toLowerCase()} ${size} by ${size} puzzle${request.mode === 'daily' ? ', the daily puzzle' : ''}.`);
        },
        () => {
          if (id === dealCount.current) setMessage('The puzzle could not be dealt. Try New puzzle.');
        },
      );
    },
    [dealer, setRecords],
  );

  // First arrival: a seeded URL deals that puzzle; otherwise continue the saved game or deal a new one.
  useEffect(() => {
    if (urlRequest) {
      // A reload without the query then continues this puzzle.
      setSettings({ mode: 'unlimited', difficulty: urlRequest.difficulty });
      deal(urlRequest);
    }
    else if (!game) deal(settings.mode === 'daily' ? dailyRequest(gameKey) : { mode: 'unlimited', difficulty: settings.difficulty, seed: randomSeed() });
  }, []);

  const path = game ? (dragPath ?? currentPath(game)) : [];
  const started = Boolean(game && currentPath(game).length > 0);
  const timer = useGameTimer({ running: Boolean(game && started && !game.solved), initialElapsedMs: game?.elapsedMs ?? 0 });
  const elapsedRef = useRef(timer.elapsedMs);
  elapsedRef.current = timer.elapsedMs;

  // A different puzzle brings its own clock.
  const puzzleIdentity = game ? `${game.mode}:${game.seed}:${game.difficulty}` : '';
  useEffect(() => {
    if (game) timer.setElapsedMs(game.elapsedMs);
  }, [puzzleIdentity]);

  // Save on every change and every few seconds of play, so a reload continues where the player was.
  const saveTick = Math.floor(timer.elapsedMs / 3000);
  useEffect(() => {
    if (game) savedGameStores[game.mode].save(forStorage(game, elapsedRef.current));
  }, [game, saveTick]);
  useEffect(() => {
    const saveNow = () => {
      if (game) savedGameStores[game.mode].save(forStorage(game, elapsedRef.current));
    };
    window.addEventListener('pagehide', saveNow);
    return () => window.removeEventListener('pagehide', saveNow);
  }, [game]);

  const update = useCallback((change: (current: ZipGame) => ZipGame) => {
    setGame((current) => (current ? change(current) : current));
  }, []);

  // The win: record it once, when the path completes.
  const previousGame = useRef(game);
  useEffect(() => {
    const before = previousGame.current;
    previousGame.current = game;
    if (!game || !before || before === game || before.seed !== game.seed || !game.solved || before.solved) return;
    const timeMs = elapsedRef.current;
    const flawless = isFlawless(game);
    let newBest = false;
    setRecords((current) => {
      const outcome = recordWin(current, {
        difficulty: game.difficulty,
        timeMs,
        hints: game.hints,
        mistakes: game.backtracks,
        dailyDate: game.dailyDate,
      });
      newBest = outcome.newBest;
      return outcome.records;
    });
    setGame({ ...game, elapsedMs: timeMs });
    previousGame.current = { ...game, elapsedMs: timeMs };
    setAnnouncement(`Solved in ${formatDuration(timeMs)}${flawless ? ', flawless' : ''}.`);
    setResult({
      title: flawless ? 'Flawless!' : 'Solved!',
      lines: [
        { label: 'Time', value: formatDuration(timeMs) },
        { label: 'Hints', value: game.hints },
        { label: 'Flawless', value: flawless ? 'Yes' : 'No' },
        ...(newBest ? [{ label: 'Best time', value: 'New best!' }] : []),
      ],
      details: (
        <button
          type="button"
          className="gk-button zip-share"
          onClick={() => {
            const text = shareText({
              dailyDate: game.dailyDate,
              difficultyLabel: DIFFICULTY_CONFIG[game.difficulty].label,
              time: formatDuration(timeMs),
              hints: game.hints,
              flawless,
            });
            void shareResult(text).then((outcome) =>
              setAnnouncement(outcome === 'copied' ? 'Result copied to the clipboard.' : outcome === 'shared' ? 'Result shared.' : 'Sharing is not available.'),
            );
          }}
        >
          Share result
        </button>
      ),
      primaryAction: { label: 'New puzzle', onClick: () => startUnlimited(game.difficulty) },
    });
  }, [game]);

  const startUnlimited = (difficulty: Difficulty) => {
    setSettings({ mode: 'unlimited', difficulty });
    deal({ mode: 'unlimited', difficulty, seed: randomSeed() });
  };

  const changeMode = (mode: PlayMode) => {
    if (game?.mode === mode) return;
    setSettings((current) => ({ ...current, mode }));
    const saved = restore(mode);
    if (saved) {
      dealCount.current++;
      setResult(null);
      setHintCell(null);
      setMessage('');
      setGame(saved);
    } else {
      deal(mode === 'daily' ? dailyRequest(gameKey) : { mode: 'unlimited', difficulty: settings.difficulty, seed: randomSeed() });
    }
  };

  const describePath = (next: readonly number[], current: ZipGame) => {
    const rules = rulesOf(current);
    if (next.length === 0) return 'Path cleared.';
    const end = next[next.length - 1];
    const number = rules.numberAt[end];
    return `${number ? `Reached ${number}. ` : ''}Path ${next.length} of ${rules.total} cells, at ${cellName(end, current.puzzle.size)}.`;
  };

  const drag = useGridDrag({
    onStart(cell) {
      if (!game || game.solved) return;
      const index = cellAt(cell.row, cell.col, game.puzzle.size);
      const start = currentPath(game);
      const next = pressCell(rulesOf(game), start, index) ?? start;
      dragPathRef.current = next;
      setDragPath(next);
      setHintCell(null);
    },
    onEnter(cell) {
      if (!game || game.solved || !dragPathRef.current) return;
      const next = dragInto(rulesOf(game), dragPathRef.current, cellAt(cell.row, cell.col, game.puzzle.size));
      if (!next) return;
      dragPathRef.current = next;
      setDragPath(next);
    },
    onEnd() {
      const finished = dragPathRef.current;
      dragPathRef.current = null;
      setDragPath(null);
      if (!finished || !game) return;
      update((current) => setPath(current, finished));
      setAnnouncement(describePath(finished, game));
    },
  });

  const onBoardKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!game || game.solved || event.ctrlKey || event.metaKey || event.altKey) return;
    const rules = rulesOf(game);
    const { size } = game.puzzle;
    const now = currentPath(game);
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const next = retract(now);
      if (next) {
        update((current) => setPath(current, next));
        setAnnouncement(describePath(next, game));
      }
      return;
    }
    const startCell = game.puzzle.checkpoints[0];
    const base = now.length > 0 ? now : [startCell];
    const end = base[base.length - 1];
    const target = moveCursor({ row: rowOf(end, size), col: colOf(end, size) }, event.key, size, size);
    if (!target) return;
    event.preventDefault();
    const cell = cellAt(target.row, target.col, size);
    const next = cell === end ? (now.length === 0 ? base : null) : stepToward(rules, base, cell);
    if (!next) {
      setAnnouncement(`Cannot go to ${cellName(cell, size)}.`);
      return;
    }
    setHintCell(null);
    update((current) => setPath(current, next));
    setAnnouncement(describePath(next, game));
  };

  const undoStep = () => update(undoPath);
  const redoStep = () => update(redoPath);
  const clear = () => {
    update(clearPath);
    setHintCell(null);
    setAnnouncement('Path cleared.');
  };
  const hint = () => {
    if (!game || game.solved) return;
    const { game: next, hint: given } = applyHint(game);
    if (!given) return;
    setGame(next);
    setHintCell(given.cell);
    const text = `${given.removed > 0 ? `Your path went wrong; ${given.removed} cell${given.removed === 1 ? '' : 's'} removed. ` : ''}${given.reason}`;
    setMessage(text);
    setAnnouncement(`Hint: ${text}`);
  };

  usePuzzleShortcuts({ onUndo: undoStep, onRedo: redoStep, onHint: hint }, Boolean(game));

  const best = game ? records.bestTimes[game.difficulty] : undefined;
  const today = dateKey();
  const config = game ? DIFFICULTY_CONFIG[game.difficulty] : null;

  const toolbar = (
    <PuzzleToolbar
      canUndo={Boolean(game && !game.solved && canUndo(game.history))}
      canRedo={Boolean(game && !game.solved && canRedo(game.history))}
      onUndo={undoStep}
      onRedo={redoStep}
      onClear={clear}
      onHint={hint}
      hintsUsed={game?.hints ?? 0}
      mode={game?.mode ?? settings.mode}
      onModeChange={changeMode}
      difficulty={game?.difficulty ?? settings.difficulty}
      difficulties={DIFFICULTY_OPTIONS}
      onDifficultyChange={(value) => {
        if (isDifficulty(value)) startUnlimited(value);
      }}
      finished={!game || game.solved}
    />
  );

  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="zip"
      howToPlay={<HowToPlay />}
      onRestart={() => startUnlimited(game?.difficulty ?? settings.difficulty)}
      restartLabel="New puzzle"
      timerMs={timer.elapsedMs}
      stats={[
        { label: 'Best', value: best !== undefined ? formatDuration(best) : '–' },
        { label: 'Daily', value: records.dailyDone[today] ? 'Done ✓' : 'To do' },
      ]}
      toolbar={toolbar}
      result={result}
      onResultClose={() => setResult(null)}
      paused={timer.paused}
      onResume={timer.resume}
    >
      {game && config ? (
        <>
          <p className="zip-caption">
            {game.mode === 'daily' ? `Daily puzzle ${game.dailyDate}` : 'Unlimited'} · {config.label} {config.size}×{config.size} ·{' '}
            {game.puzzle.checkpoints.length} numbers
          </p>
          <Board
            ref={boardRef}
            puzzle={game.puzzle}
            path={path}
            numberAt={rulesOf(game).numberAt}
            hintCell={hintCell}
            solved={game.solved}
            drag={drag}
            onKeyDown={onBoardKeyDown}
            label={`Zip board, ${config.size} by ${config.size}, numbers 1 to ${game.puzzle.checkpoints.length}. Drag to draw the path, or use the arrow keys to extend it and Backspace to step back.`}
          />
          {game.solved && (
            <p className="zip-solved" role="status">
              Solved in {formatDuration(game.elapsedMs)}.{' '}
              <button type="button" className="gk-button gk-button--primary" onClick={() => startUnlimited(game.difficulty)}>
                New puzzle
              </button>
            </p>
          )}
        </>
      ) : (
        <p className="zip-dealing" role="status">
          Dealing a puzzle…
        </p>
      )}
      {message && <p className="zip-message">{message}</p>}
      <p className="gk-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </GameFrame>
  );
}

