import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { GameProps } from '@games/shared/contracts';
import { formatDuration, GameFrame, useGameTimer, usePersistentState, type GameResult } from '@games/shared/game-kit';
import { canRedo, canUndo, redo, undo } from '@games/shared/game-kit/history';
import { useGridCursor } from '@games/shared/game-kit/grid';
import {
  emptyRecords,
  PuzzleToolbar,
  recordStart,
  recordWin,
  usePuzzleShortcuts,
  type PuzzleMode,
} from '@games/shared/game-kit/puzzle';
import { Board } from './Board';
import { HowToPlay } from './HowToPlay';
import { dealPuzzle } from './dealPuzzle';
import { initialSave, randomSeed, withSessionFor } from './initialSave';
import { clearedBoard, cycleCell, isLocked, setCell } from './logic/board';
import { findConflicts, isSolved } from './logic/conflicts';
import { DIFFICULTIES, isDifficulty } from './logic/difficulty';
import { cellName, findHint } from './logic/hint';
import { EMPTY, MOON, SUN, type Board as BoardCells, type CellValue, type Difficulty } from './logic/types';
import { commitBoard, newSession, replaceBoard, settleMistake, trimmedForSave, type TangoSession } from './session';
import { progressStore, recordsStore, type TangoSave } from './stores';
import './tango.css';

const VALUE_WORDS: Record<CellValue, string> = { [EMPTY]: 'empty', [SUN]: 'sun', [MOON]: 'moon' };
const KEY_VALUES: Record<string, CellValue> = { s: SUN, '1': SUN, m: MOON, '2': MOON, Backspace: EMPTY, Delete: EMPTY, '0': EMPTY };

export default function Game({ slug, title }: GameProps) {
  const [save, setSaveState] = useState<TangoSave>(() =>
    initialSave(slug, progressStore.load(), typeof window === 'undefined' ? '' : window.location.search),
  );
  // Pointer drags fire several events between renders, so actions read and write the latest save here.
  const saveRef = useRef(save);
  const [records, setRecords] = usePersistentState(recordsStore, emptyRecords);
  const recordsRef = useRef(records);
  recordsRef.current = records;
  const [result, setResult] = useState<GameResult | null>(null);
  const [message, setMessage] = useState('');
  const [hintIndex, setHintIndex] = useState<number | null>(null);
  const [boardFocused, setBoardFocused] = useState(false);
  const [keyboardActive, setKeyboardActive] = useState(false);
  const paintValue = useRef<CellValue | null>(null);

  const session = save.sessions[save.mode] as TangoSession;
  const { puzzle } = session;
  const board = session.history.present;
  const conflicts = useMemo(() => findConflicts(puzzle.size, puzzle.signs, board), [puzzle, board]);

  const timer = useGameTimer({ running: session.started && !session.solved, initialElapsedMs: session.elapsedMs });
  const elapsedRef = useRef(timer.elapsedMs);
  elapsedRef.current = timer.elapsedMs;
  const cursor = useGridCursor(puzzle.size, puzzle.size);

  /** The save with the clock written into the current session. */
  const withClock = useCallback((value: TangoSave): TangoSave => {
    const current = value.sessions[value.mode];
    if (!current) return value;
    return { ...value, sessions: { ...value.sessions, [value.mode]: trimmedForSave({ ...current, elapsedMs: elapsedRef.current }) } };
  }, []);

  const setSave = useCallback((next: TangoSave) => {
    saveRef.current = next;
    setSaveState(next);
  }, []);

  // Save every change, and the clock whenever the page may go away.
  useEffect(() => {
    progressStore.save(withClock(save));
  }, [save, withClock]);
  useEffect(() => {
    const persist = () => progressStore.save(withClock(saveRef.current));
    const onVisibility = () => document.visibilityState === 'hidden' && persist();
    window.addEventListener('pagehide', persist);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      persist();
      window.removeEventListener('pagehide', persist);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [withClock]);

  /** Switches to another session (mode change, new puzzle): the clock follows the session. */
  const switchTo = useCallback(
    (next: TangoSave) => {
      const target = next.sessions[next.mode] as TangoSession;
      setSave(next);
      timer.setElapsedMs(target.elapsedMs);
      setResult(null);
      setHintIndex(null);
      setMessage('');
      cursor.setCursor({ row: 0, col: 0 });
    },
    [setSave, timer, cursor],
  );

  /** Deals a new unlimited puzzle (generated off the main thread); the daily session is kept as it was. */
  const dealing = useRef(0);
  const [isDealing, setDealing] = useState(false);
  const startUnlimited = useCallback(
    async (difficulty: Difficulty) => {
      const ticket = ++dealing.current;
      setDealing(true);
      setMessage('Dealing a new puzzle…');
      const puzzle = await dealPuzzle(randomSeed(), difficulty);
      // A newer request (double click, another level) wins.
      if (ticket !== dealing.current) return;
      setDealing(false);
      const current = withClock(saveRef.current);
      switchTo({ ...current, mode: 'unlimited', difficulty, sessions: { ...current.sessions, unlimited: newSession(puzzle, 'unlimited') } });
    },
    [withClock, switchTo],
  );

  const updateSession = useCallback(
    (change: (current: TangoSession) => TangoSession) => {
      const current = saveRef.current;
      const before = current.sessions[current.mode] as TangoSession;
      const after = change(before);
      if (after === before) return;
      setSave({ ...current, sessions: { ...current.sessions, [current.mode]: after } });
    },
    [setSave],
  );

  const win = useCallback(
    (solvedSession: TangoSession) => {
      const timeMs = elapsedRef.current;
      const { puzzle: solvedPuzzle, hintsUsed, mistakes, dailyDate } = solvedSession;
      const flawless = hintsUsed === 0 && mistakes === 0;
      const { records: updated, newBest } = recordWin(recordsRef.current, { difficulty: solvedPuzzle.difficulty, timeMs, hints: hintsUsed, mistakes, dailyDate });
      recordsRef.current = updated;
      setRecords(updated);
      const level = DIFFICULTIES.find((option) => option.value === solvedPuzzle.difficulty)?.label ?? solvedPuzzle.difficulty;
      setMessage(`Solved in ${formatDuration(timeMs)}${flawless ? ', flawless' : ''}.`);
      setResult({
        title: flawless ? 'Flawless!' : 'Solved!',
        lines: [
          { label: 'Time', value: formatDuration(timeMs) },
          { label: 'Hints', value: hintsUsed },
          { label: 'Mistakes', value: mistakes },
        ],
        details: (
          <p className="tango-result__note">
            {dailyDate ? `Daily puzzle for ${dailyDate} done (streak: ${updated.currentStreak} ${updated.currentStreak === 1 ? 'day' : 'days'}). ` : ''}
            {newBest ? `New best time for ${level}!` : `${level} puzzle${flawless ? ' with no hints and no mistakes' : ''}.`}
          </p>
        ),
        primaryAction: { label: 'New puzzle', onClick: () => void startUnlimited(saveRef.current.difficulty) },
      });
    },
    [setRecords, startUnlimited],
  );

  /** Applies a board from a player action: counts mistakes, starts the clock and detects the win. */
  const applyBoard = useCallback(
    (next: BoardCells, options: { newStep: boolean; cell?: number; hint?: boolean; announce?: string }) => {
      const current = saveRef.current.sessions[saveRef.current.mode] as TangoSession;
      if (current.solved || next === current.history.present) return;
      const { size, signs } = current.puzzle;
      const before = findConflicts(size, signs, current.history.present);
      const after = findConflicts(size, signs, next);
      const newConflict = [...after.cells].some((index) => !before.cells.has(index));
      if (!current.started) {
        recordsRef.current = recordStart(recordsRef.current);
        setRecords(recordsRef.current);
      }
      let updated = settleMistake(current, options.cell, options.hint);
      updated = options.newStep ? commitBoard(updated, next) : replaceBoard(updated, next);
      updated = { ...updated, started: true };
      if (newConflict && !options.hint && options.cell !== undefined) updated.pendingMistake = options.cell;
      if (isSolved(size, signs, next)) {
        updated = { ...updated, solved: true, elapsedMs: elapsedRef.current };
        updateSession(() => updated);
        win(updated);
        return;
      }
      updateSession(() => updated);
      if (options.announce) setMessage(newConflict && after.messages.length ? `${options.announce}. ${after.messages[0]}` : options.announce);
    },
    [setRecords, updateSession, win],
  );

  const placeAt = useCallback(
    (index: number, value: CellValue | 'cycle', newStep = true) => {
      const current = saveRef.current.sessions[saveRef.current.mode] as TangoSession;
      const present = current.history.present;
      const next = value === 'cycle' ? cycleCell(current.puzzle, present, index) : setCell(current.puzzle, present, index, value);
      setHintIndex(null);
      applyBoard(next, { newStep, cell: index, announce: `${cellName(index, current.puzzle.size)}: ${VALUE_WORDS[next[index]]}` });
      return next[index];
    },
    [applyBoard],
  );

  const onCellStart = (index: number) => {
    const size = puzzle.size;
    cursor.setCursor({ row: Math.floor(index / size), col: index % size });
    setKeyboardActive(false);
    if (session.solved || isLocked(puzzle, index)) {
      paintValue.current = null;
      if (isLocked(puzzle, index)) setMessage(`${cellName(index, size)} is given and cannot change.`);
      return;
    }
    paintValue.current = placeAt(index, 'cycle');
  };
  const onCellEnter = (index: number) => {
    if (paintValue.current === null || isLocked(puzzle, index)) return;
    placeAt(index, paintValue.current, false);
  };
  const onDragEnd = () => {
    paintValue.current = null;
  };

  const handleUndo = useCallback(() => {
    if (session.solved) return;
    // Undoing the move that broke a rule fixes it: no mistake.
    updateSession((current) => ({ ...settleMistake(current, undefined, true), history: undo(current.history) }));
    setHintIndex(null);
    setMessage('Undone.');
  }, [session.solved, updateSession]);
  const handleRedo = useCallback(() => {
    if (session.solved) return;
    updateSession((current) => ({ ...current, history: redo(current.history) }));
    setHintIndex(null);
    setMessage('Redone.');
  }, [session.solved, updateSession]);
  const handleClear = () => {
    if (session.solved) return;
    applyBoard(clearedBoard(puzzle), { newStep: true });
    setHintIndex(null);
    setMessage('Board cleared. Undo brings it back.');
  };
  const handleHint = useCallback(() => {
    const current = saveRef.current.sessions[saveRef.current.mode] as TangoSession;
    if (current.solved) return;
    const hint = findHint(current.puzzle, current.history.present);
    if (!hint) return;
    const size = current.puzzle.size;
    const next = setCell(current.puzzle, current.history.present, hint.index, hint.kind === 'place' ? hint.value : EMPTY);
    setSave({ ...saveRef.current, sessions: { ...saveRef.current.sessions, [current.mode]: { ...current, hintsUsed: current.hintsUsed + 1 } } });
    applyBoard(next, { newStep: true, hint: true });
    cursor.setCursor({ row: Math.floor(hint.index / size), col: hint.index % size });
    setHintIndex(hint.index);
    const solvedNow = isSolved(size, current.puzzle.signs, next);
    if (!solvedNow) setMessage(hint.reason);
  }, [applyBoard, cursor, setSave]);

  usePuzzleShortcuts({ onUndo: handleUndo, onRedo: handleRedo, onHint: handleHint });

  const onBoardKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (cursor.handleKey(event)) {
      setKeyboardActive(true);
      return;
    }
    const index = cursor.cursor.row * puzzle.size + cursor.cursor.col;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const value = key === ' ' || key === 'Enter' ? 'cycle' : KEY_VALUES[key];
    if (value === undefined) return;
    event.preventDefault();
    setKeyboardActive(true);
    if (session.solved) return;
    if (isLocked(puzzle, index)) {
      setMessage(`${cellName(index, puzzle.size)} is given and cannot change.`);
      return;
    }
    placeAt(index, value);
  };

  const changeMode = (mode: PuzzleMode) => {
    if (mode === save.mode) return;
    dealing.current++;
    setDealing(false);
    switchTo(withSessionFor(withClock(saveRef.current), mode, slug));
  };
  const changeDifficulty = (value: string) => {
    if (isDifficulty(value)) void startUnlimited(value);
  };

  const best = records.bestTimes[puzzle.difficulty];
  const levelLabel = DIFFICULTIES.find((option) => option.value === puzzle.difficulty)?.label ?? puzzle.difficulty;
  const dailyDone = session.dailyDate ? Boolean(records.dailyDone[session.dailyDate]) : false;

  return (
    <GameFrame
      gameKey={slug}
      title={title}
      className="tango-game"
      howToPlay={<HowToPlay />}
      onRestart={() => void startUnlimited(save.difficulty)}
      restartLabel="New puzzle"
      timerMs={timer.elapsedMs}
      paused={timer.paused}
      onResume={timer.resume}
      stats={[
        { label: save.mode === 'daily' ? 'Daily' : 'Level', value: save.mode === 'daily' ? (dailyDone ? '✓ Done' : levelLabel) : levelLabel },
        { label: 'Hints', value: session.hintsUsed },
        { label: 'Best', value: best === undefined ? '—' : formatDuration(best) },
      ]}
      toolbar={
        <PuzzleToolbar
          canUndo={canUndo(session.history) && !session.solved}
          canRedo={canRedo(session.history) && !session.solved}
          onUndo={handleUndo}
          onRedo={handleRedo}
          onClear={handleClear}
          onHint={handleHint}
          hintsUsed={session.hintsUsed}
          mode={save.mode}
          onModeChange={changeMode}
          difficulty={save.mode === 'daily' ? puzzle.difficulty : save.difficulty}
          difficulties={DIFFICULTIES}
          onDifficultyChange={changeDifficulty}
          finished={session.solved}
        />
      }
      result={result}
      onResultClose={() => setResult(null)}
    >
      <div className="tango-play">
        <Board
          busy={isDealing}
          puzzle={puzzle}
          board={board}
          conflicts={conflicts}
          cursor={cursor.cursor}
          showCursor={boardFocused && keyboardActive}
          hintIndex={hintIndex}
          solved={session.solved}
          onCellStart={onCellStart}
          onCellEnter={onCellEnter}
          onDragEnd={onDragEnd}
          onKeyDown={onBoardKeyDown}
          onFocusChange={setBoardFocused}
        />
        <p className="tango-status" aria-live="polite" data-testid="tango-status">
          {session.solved && !message ? 'Solved! Start a new puzzle or come back for tomorrow’s daily.' : message}
        </p>
      </div>
    </GameFrame>
  );
}
