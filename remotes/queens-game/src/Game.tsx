import { randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import { formatDuration, GameFrame, useGameTimer, usePersistentState, type GameResult } from '@games/shared/game-kit';
import { dateKey, dailyPuzzleSeed } from '@games/shared/game-kit/puzzle/daily';
import { PuzzleToolbar, type PuzzleMode } from '@games/shared/game-kit/puzzle/PuzzleToolbar';
import { emptyRecords, recordStart, recordWin } from '@games/shared/game-kit/puzzle/records';
import { usePuzzleShortcuts } from '@games/shared/game-kit/puzzle/usePuzzleShortcuts';
import type { GameProps } from '@games/shared/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Board, type CellAction } from './Board';
import { HowToPlay } from './HowToPlay';
import { dailyDifficulty } from './logic/dailyPuzzle';
import { DIFFICULTIES, DIFFICULTY_ORDER, isDifficulty, type Difficulty } from './logic/difficulty';
import { CROSS, QUEEN, queensOf, type Mark } from './logic/marks';
import {
  bestTimeKey,
  clearBoard,
  conflictsOf,
  cycleCell,
  isFlawless,
  marksOf,
  newGame,
  paintCells,
  redoMove,
  setCell,
  setMarks,
  takeHint,
  toggleCell,
  undoMove,
  type QueensGame,
} from './logic/play';
import { regionName } from './logic/regionNames';
import { cellsRuledOut } from './logic/rules';
import { fromSaved, toSaved } from './logic/serialize';
import { DEFAULT_SETTINGS } from './logic/settings';
import { requestPuzzle } from './puzzleSource';
import { GAME_KEY, recordsStore, savedGameStore, settingsStore } from './stores';
import './queens.css';

const DIFFICULTY_OPTIONS = DIFFICULTY_ORDER.map((value) => ({ value, label: DIFFICULTIES[value].label }));

/** `?seed=…&difficulty=…` starts a fresh, reproducible unlimited puzzle instead of restoring. */
function puzzleFromUrl(): { seed: string; difficulty?: Difficulty } | null {
  return seededPuzzleFromUrl(isDifficulty);
}

/** The saved game of a slot, if it is still current (a daily save only counts on its own day). */
function restoreSlot(mode: PuzzleMode, difficulty: Difficulty): QueensGame | null {
  const saved = savedGameStore(mode === 'daily' ? 'daily' : difficulty).load();
  if (!saved) return null;
  if (mode === 'daily' && saved.dailyDate !== dateKey()) return null;
  if (mode === 'unlimited' && saved.difficulty !== difficulty) return null;
  return fromSaved(saved);
}

function describeCell(puzzle: QueensGame['puzzle'], cell: number): string {
  return `row ${Math.floor(cell / puzzle.size) + 1}, column ${(cell % puzzle.size) + 1}`;
}

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const [records, setRecords] = usePersistentState(recordsStore, emptyRecords());
  const [urlPuzzle] = useState(puzzleFromUrl);
  const [game, setGame] = useState<QueensGame | null>(() =>
    urlPuzzle ? null : restoreSlot(settings.mode, settings.difficulty),
  );
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<GameResult | null>(null);
  const [hint, setHint] = useState<{ reason: string; focus: Set<number> } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const request = useRef(0);
  const boardWrapRef = useRef<HTMLDivElement>(null);

  const timer = useGameTimer({ running: Boolean(game && !game.won), initialElapsedMs: game?.elapsedMs ?? 0 });
  const elapsedRef = useRef(timer.elapsedMs);
  elapsedRef.current = timer.elapsedMs;

  /** Deals a new puzzle (in the worker) and shows it; a later request supersedes an earlier one. */
  const deal = useCallback(
    (mode: PuzzleMode, difficulty: Difficulty, seed?: string) => {
      const today = dateKey();
      const dailyLevel = dailyDifficulty(today);
      const puzzleSeed = mode === 'daily' ? dailyPuzzleSeed(gameKey) : (seed ?? randomSeed());
      const level = mode === 'daily' ? dailyLevel : difficulty;
      const token = ++request.current;
      setLoading(true);
      requestPuzzle(puzzleSeed, level).then((puzzle) => {
        if (token !== request.current) return;
        const next = newGame(puzzle, mode, today);
        setGame(next);
        timer.setElapsedMs(0);
        setResult(null);
        setHint(null);
        setLoading(false);
        setRecords((current) => recordStart(current));
        setAnnouncement(`New ${DIFFICULTIES[level].label} puzzle, ${puzzle.size} by ${puzzle.size}.`);
      });
    },
    [gameKey, setRecords, timer.setElapsedMs],
  );

  /** Shows a mode's saved game, or deals a new puzzle when there is none. */
  const openSlot = useCallback(
    (mode: PuzzleMode, difficulty: Difficulty) => {
      const restored = restoreSlot(mode, difficulty);
      if (restored) {
        request.current++;
        setLoading(false);
        setGame(restored);
        timer.setElapsedMs(restored.elapsedMs);
        setResult(null);
        setHint(null);
      } else {
        deal(mode, difficulty);
      }
    },
    [deal, timer.setElapsedMs],
  );

  // First load: the URL's puzzle, else the saved game, else a new one.
  useEffect(() => {
    if (urlPuzzle) {
      const difficulty = urlPuzzle.difficulty ?? settings.difficulty;
      setSettings((current) => ({ ...current, mode: 'unlimited', difficulty }));
      deal('unlimited', difficulty, urlPuzzle.seed);
    } else if (!game) {
      deal(settings.mode, settings.difficulty);
    }
    // Only on arrival.
  }, []);

  // Save on every change and every few seconds of play, so a reload continues where the player was.
  const saveSlot = useCallback((current: QueensGame | null) => {
    if (!current) return;
    savedGameStore(current.mode === 'daily' ? 'daily' : current.puzzle.difficulty).save(
      toSaved({ ...current, elapsedMs: current.won ? current.elapsedMs : elapsedRef.current }),
    );
  }, []);
  useEffect(() => saveSlot(game), [game, saveSlot]);
  const saveTick = Math.floor(timer.elapsedMs / 5000);
  const gameRef = useRef(game);
  gameRef.current = game;
  useEffect(() => saveSlot(gameRef.current), [saveTick, saveSlot]);
  useEffect(() => {
    const saveNow = () => saveSlot(gameRef.current);
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', saveNow);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', saveNow);
    };
  }, [saveSlot]);

  const update = useCallback((change: (current: QueensGame) => QueensGame) => {
    setGame((current) => (current ? change(current) : current));
    setHint(null);
  }, []);

  // A win: stop the clock, record it and show the result.
  const previous = useRef(game);
  useEffect(() => {
    const before = previous.current;
    previous.current = game;
    if (!game || !game.won || !before || before.won || before.puzzle !== game.puzzle) return;
    const timeMs = elapsedRef.current;
    const { difficulty, size } = game.puzzle;
    const key = bestTimeKey(difficulty, size);
    const priorBest = records.bestTimes[key];
    const win = recordWin(records, {
      difficulty: key,
      timeMs,
      hints: game.hints,
      mistakes: game.mistakes,
      dailyDate: game.mode === 'daily' ? game.dailyDate : undefined,
    });
    setRecords(win.records);
    setGame({ ...game, elapsedMs: timeMs });
    previous.current = { ...game, elapsedMs: timeMs };
    const flawless = isFlawless(game);
    setAnnouncement(`Solved in ${formatDuration(timeMs)}${flawless ? ', flawless' : ''}.`);
    setResult({
      title: win.newBest && priorBest !== undefined ? 'Solved! New best time' : 'Solved!',
      lines: [
        { label: 'Time', value: formatDuration(timeMs) },
        { label: 'Hints', value: game.hints },
        { label: 'Mistakes', value: game.mistakes },
        { label: 'Flawless', value: flawless ? 'Yes ✓' : 'No' },
        { label: `Best (${DIFFICULTIES[difficulty].label} ${size}×${size})`, value: formatDuration(win.records.bestTimes[key]) },
      ],
      primaryAction: { label: 'New puzzle', onClick: () => changeMode('unlimited', true) },
    });
  }, [game]);

  const changeMode = (mode: PuzzleMode, fresh = false) => {
    setSettings((current) => ({ ...current, mode }));
    setResult(null);
    if (fresh && mode === 'unlimited') deal('unlimited', settings.difficulty);
    else openSlot(mode, settings.difficulty);
  };

  const changeDifficulty = (value: string) => {
    if (!isDifficulty(value)) return;
    setSettings((current) => ({ ...current, difficulty: value, mode: 'unlimited' }));
    openSlot('unlimited', value);
  };

  const onCellAction = useCallback(
    (cell: number, action: CellAction) => {
      update((current) => {
        const next =
          action === 'cycle'
            ? cycleCell(current, cell)
            : action === 'queen'
              ? toggleCell(current, cell, QUEEN)
              : action === 'cross'
                ? toggleCell(current, cell, CROSS)
                : setCell(current, cell, 0);
        const mark = marksOf(next)[cell];
        if (next !== current) {
          setAnnouncement(
            `${mark === QUEEN ? 'Queen' : mark === CROSS ? '×' : 'Cleared'} at ${describeCell(current.puzzle, cell)}${
              mark === QUEEN && conflictsOf(next).has(cell) ? ', clashes with another queen' : ''
            }.`,
          );
        }
        return next;
      });
    },
    [update],
  );

  const onPaint = useCallback(
    (cells: number[], erase: boolean, first: boolean) => {
      update((current) => setMarks(current, paintCells(marksOf(current), cells, erase), !first));
    },
    [update],
  );

  const onUndo = useCallback(() => update(undoMove), [update]);
  const onRedo = useCallback(() => update(redoMove), [update]);
  const onClear = useCallback(() => {
    update(clearBoard);
    setAnnouncement('Board cleared.');
  }, [update]);
  const onHint = useCallback(() => {
    setGame((current) => {
      if (!current || current.won) return current;
      const taken = takeHint(current);
      if (taken.hint) {
        setHint({ reason: taken.hint.reason, focus: new Set([...taken.hint.focus, ...taken.hint.cells]) });
        setAnnouncement(`Hint: ${taken.hint.reason}`);
      }
      return taken.game;
    });
  }, []);

  usePuzzleShortcuts({ onUndo, onRedo, onHint }, Boolean(game) && !result);

  const marks: readonly Mark[] = game ? marksOf(game) : [];
  const autoCrossed = useMemo(
    () => (game && settings.autoCross ? cellsRuledOut(game.puzzle, queensOf(marks)) : new Set<number>()),
    [game?.puzzle, marks, settings.autoCross],
  );
  const conflicts = useMemo(
    () => (game && settings.showConflicts ? conflictsOf(game) : new Set<number>()),
    [game, settings.showConflicts],
  );
  const hintFocus = useMemo(() => hint?.focus ?? new Set<number>(), [hint]);

  const today = dateKey();
  const difficulty = game?.puzzle.difficulty ?? settings.difficulty;
  const bestKey = game ? bestTimeKey(game.puzzle.difficulty, game.puzzle.size) : '';
  const best = records.bestTimes[bestKey];
  const mode = game?.mode ?? settings.mode;

  const extra = (
    <div className="qg-options">
      <label className="qg-switch">
        <input
          type="checkbox"
          checked={settings.autoCross}
          onChange={(event) => setSettings((current) => ({ ...current, autoCross: event.target.checked }))}
        />
        <span>Auto-×</span>
      </label>
      <label className="qg-switch">
        <input
          type="checkbox"
          checked={settings.showConflicts}
          onChange={(event) => setSettings((current) => ({ ...current, showConflicts: event.target.checked }))}
        />
        <span>Show clashes</span>
      </label>
    </div>
  );

  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="qg"
      howToPlay={<HowToPlay />}
      onRestart={() => changeMode('unlimited', true)}
      restartLabel="New puzzle"
      timerMs={timer.elapsedMs}
      stats={[
        { label: mode === 'daily' ? `Daily · ${DIFFICULTIES[difficulty].label}` : DIFFICULTIES[difficulty].label, value: game ? `${game.puzzle.size}×${game.puzzle.size}` : '…' },
        { label: 'Best', value: best !== undefined ? formatDuration(best) : '—' },
        { label: 'Daily', value: records.dailyDone[today] ? 'Done ✓' : 'To do' },
      ]}
      toolbar={
        <PuzzleToolbar
          canUndo={Boolean(game && !game.won && game.history.past.length > 0)}
          canRedo={Boolean(game && !game.won && game.history.future.length > 0)}
          onUndo={onUndo}
          onRedo={onRedo}
          onClear={onClear}
          onHint={onHint}
          hintsUsed={game?.hints ?? 0}
          mode={mode}
          onModeChange={(next) => changeMode(next)}
          difficulty={difficulty}
          difficulties={DIFFICULTY_OPTIONS}
          onDifficultyChange={changeDifficulty}
          finished={!game || game.won}
          extra={extra}
        />
      }
      result={result}
      onResultClose={() => setResult(null)}
      paused={timer.paused}
      onResume={timer.resume}
    >
      <div className="qg-play" ref={boardWrapRef}>
        {game && !loading ? (
          <Board
            puzzle={game.puzzle}
            marks={marks}
            autoCrossed={autoCrossed}
            conflicts={conflicts}
            hintFocus={hintFocus}
            won={game.won}
            onCellAction={onCellAction}
            onPaint={onPaint}
          />
        ) : (
          <div className="qg-loading" role="status">
            Dealing a puzzle…
          </div>
        )}
        {hint && (
          <p className="qg-hint" data-testid="queens-hint">
            <strong>Hint:</strong> {hint.reason}
          </p>
        )}
        {game?.won && !result && (
          <p className="qg-solved" data-testid="queens-solved">
            Solved in {formatDuration(game.elapsedMs)}
            {isFlawless(game) ? ' — flawless ✓' : ''}. Press “New puzzle” for another.
          </p>
        )}
        {game && (
          <ul className="qg-legend" aria-label="Regions">
            {Array.from({ length: game.puzzle.size }, (_, region) => (
              <li key={region} className={`qg-legend__item qg-region-${region}`}>
                {regionName(region)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="gk-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </GameFrame>
  );
}
