import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { pickUnseen } from '@games/shared/game-kit/content/unseen';
import { dateKey } from '@games/shared/game-kit/puzzle/daily';
import { publishProgress } from '@games/shared/game-kit/progress/publish';
import { createRandom } from '@games/shared/game-kit/random';
import { createStore } from '@games/shared/game-kit/storage';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { puzzleMark } from './logic/archive';
import { deselectAll, fitsPuzzle, newGame, shuffleWords, statusOf, submitGuess, toggleWord, type GameState } from './logic/game';
import { guessMessage, openedMessage, toggledMessage } from './logic/messages';
import { openingSlot } from './logic/opening';
import { withConnectionsPlayed } from './logic/progress';
import type { PuzzleBank } from './logic/puzzle';
import { isSavedGames, SAVE_VERSION, slotKey, withGame, type SavedGames, type Slot } from './logic/save';
import { dailyIndex, pastDailies } from './logic/schedule';
import { createStatsStore, emptyStats, markSeen, recordFinish } from './logic/stats';
import { connectionsResult } from './result';

const SLUG = descriptor.slug;
const gamesStore = createStore<SavedGames>({ key: `${SLUG}:games`, version: SAVE_VERSION, validate: isSavedGames });
const statsStore = createStatsStore(SLUG);

interface Open {
  slot: Slot;
  game: GameState;
}

/**
 * Connections' lifecycle over the puzzle bank: the open puzzle (a link's, the last archive puzzle, today's
 * daily), each slot's game saved and published to the home page, the stats, the guesses and what they say, the
 * result, the archive and a random unplayed puzzle.
 */
export function useConnections({ puzzles }: PuzzleBank) {
  const [today] = useState(() => dateKey());
  // What the archive and Random offer: past dailies only, never one due in the coming days.
  const offered = useMemo(() => pastDailies(today, puzzles.length), [today, puzzles.length]);
  const saved = useRef<SavedGames | undefined>(undefined);
  const [stats, setStats] = usePersistentState(statsStore, emptyStats);
  const { announcement, announce } = useAnnouncer();

  const indexOf = useCallback(
    (slot: Slot) => (slot.kind === 'daily' ? dailyIndex(slot.date, puzzles.length) : puzzles.findIndex((p) => p.id === slot.id)),
    [puzzles],
  );
  /** The slot's saved game when it still fits its puzzle, else a fresh deal (shuffled by the slot's key). */
  const openSlot = useCallback(
    (slot: Slot): Open => {
      const puzzle = puzzles[indexOf(slot)];
      const kept = saved.current?.games[slotKey(slot)];
      if (kept && fitsPuzzle(puzzle, kept)) return { slot, game: kept };
      const random = createRandom(slotKey(slot));
      return { slot, game: newGame(puzzle, () => random.next()) };
    },
    [puzzles, indexOf],
  );

  const [open, setOpen] = useState<Open>(() => {
    saved.current = gamesStore.load();
    const search = typeof window === 'undefined' ? '' : window.location.search;
    return openSlot(openingSlot({ search, ids: puzzles.map((p) => p.id), saved: saved.current, today }));
  });
  const { slot, game } = open;
  const index = indexOf(slot);
  const puzzle = puzzles[index];
  const status = statusOf(game);
  const isDaily = slot.kind === 'daily';
  const label = isDaily ? `#${index + 1} · ${slot.date}` : `#${index + 1}`;

  // Save every change, and remember the puzzle as seen (for a random unplayed one).
  useEffect(() => {
    saved.current = withGame(saved.current ?? { current: slot, games: {} }, slot, game);
    gamesStore.save(saved.current);
    const played = { dailyDate: slot.kind === 'daily' ? slot.date : undefined, number: index + 1, status, game };
    publishProgress(SLUG, (writers) => (progress, now) => withConnectionsPlayed(writers, progress, played, SLUG, now));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- index and status follow slot and game
  }, [slot, game]);
  useEffect(() => {
    setStats((s) => markSeen(s, puzzle.id));
  }, [puzzle.id, setStats]);

  const [cursor, setCursor] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const [message, setMessage] = useState('');
  const [resultOpen, setResultOpen] = useState(false);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);

  const setGame = (next: GameState) => setOpen((o) => ({ ...o, game: next }));

  const go = (next: Slot) => {
    const opened = openSlot(next);
    setOpen(opened);
    setCursor(0);
    setResultOpen(false);
    setArchiveOpen(false);
    setMessage('');
    announce(openedMessage(next.kind === 'daily', indexOf(next) + 1, opened.game));
  };
  const goRandom = () => {
    const ids = offered.map((entry) => puzzles[entry.index].id);
    const finished = Object.keys(stats.results);
    const { picked } = pickUnseen(ids, [...new Set([...stats.seen, ...finished, puzzle.id])], 1, Math.random);
    go({ kind: 'puzzle', id: picked[0] ?? puzzles[0].id });
  };

  const toggle = (word: string) => {
    const next = toggleWord(game, word);
    if (next === game) {
      if (status === 'playing') announce('Four words are already selected.');
      return;
    }
    setGame(next);
    // The last guess's message has been read once the selection changes (and must not explain a new one).
    setMessage('');
    announce(toggledMessage(word, next));
  };
  const deselect = () => {
    if (status !== 'playing') return;
    setGame(deselectAll(game));
    announce('Selection cleared.');
  };
  const shuffle = () => {
    if (status !== 'playing') return;
    setGame(shuffleWords(game, Math.random));
    announce('Words shuffled.');
  };
  const submit = () => {
    const inBoard = boardRef.current?.contains(document.activeElement) ?? false;
    const { state: next, outcome } = submitGuess(puzzle, game);
    const text = guessMessage(puzzle, game, next, outcome);
    if (text === null) return;
    if (next !== game) {
      const after = statusOf(next);
      if (after !== 'playing') {
        setStats((s) => recordFinish(s, { puzzleId: puzzle.id, won: after === 'won', mistakes: next.mistakes, dailyDate: isDaily ? slot.date : undefined }));
        setResultOpen(true);
      }
      setGame(next);
      if (outcome.kind === 'correct' && after === 'playing' && inBoard) {
        setCursor((c) => Math.min(c, next.order.length - 1));
        setFocusRequest((n) => n + 1);
      }
    }
    setMessage(text);
    announce(text);
  };

  const result = useMemo(
    () => connectionsResult({ puzzle, game, label, stats, today, onShare: announce, onRandom: goRandom, onArchive: () => setArchiveOpen(true) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one result object per finished game and stats
    [status, game, stats, label],
  );

  const archiveEntries = () =>
    offered.map(({ index: i, date }) => {
      const id = puzzles[i].id;
      return { index: i, date, mark: puzzleMark(id, stats, saved.current?.games[slotKey({ kind: 'puzzle', id })]) };
    });

  return {
    today,
    stats,
    announcement,
    slot,
    game,
    puzzle,
    index,
    todayIndex: dailyIndex(today, puzzles.length),
    status,
    isDaily,
    message,
    cursor,
    setCursor,
    focusRequest,
    boardRef,
    result: resultOpen ? result : null,
    resultOpen,
    setResultOpen,
    archiveOpen,
    setArchiveOpen,
    archiveEntries,
    toggle,
    deselect,
    shuffle,
    submit,
    goRandom,
    goPuzzle: (i: number) => go({ kind: 'puzzle', id: puzzles[i].id }),
    goDaily: () => go({ kind: 'daily', date: today }),
  };
}

export type Connections = ReturnType<typeof useConnections>;
