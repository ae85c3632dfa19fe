import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit/GameFrame';
import { deferred } from '@games/shared/game-kit/deferred';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { dateKey } from '@games/shared/game-kit/puzzle/daily';
import { createRandom } from '@games/shared/game-kit/random';
import { createStore } from '@games/shared/game-kit/storage';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { pickUnseen } from '@games/shared/game-kit/content/unseen';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { PUZZLES_URL } from './dataUrl';
import { puzzleMark } from './logic/archive';
import { withConnectionsPlayed } from './logic/progress';
import { publishProgress } from '@games/shared/game-kit/progress/publish';
import { alreadyGuessed, deselectAll, fitsPuzzle, guessKey, MAX_MISTAKES, newGame, revealedGroups, shuffleWords, statusOf, submitGuess, toggleWord, type GameState } from './logic/game';
import { isPuzzleBank, LEVEL_NAMES, type PuzzleBank } from './logic/puzzle';
import { isSavedGames, SAVE_VERSION, slotKey, withGame, type SavedGames, type Slot } from './logic/save';
import { dailyIndex, pastDailies, puzzleNumberFromQuery } from './logic/schedule';
import { createStatsStore, emptyStats, liveStreak, markSeen, recordFinish } from './logic/stats';
import { ResultDetails } from './ResultDetails';
import './game.css';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';

const ArchiveDialog = lazy(() => import(/* webpackChunkName: "connections-archive" */ './ArchiveDialog'));

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const SLUG = descriptor.slug;
const ALREADY_GUESSED = 'Already guessed: change a word.';
const CHANGE_A_WORD = 'Change a word to guess again.';
const gamesStore = createStore<SavedGames>({ key: `${SLUG}:games`, version: SAVE_VERSION, validate: isSavedGames });
const statsStore = createStatsStore(SLUG);

export default function Game({ title }: GameProps) {
  const bank = useAsset(PUZZLES_URL, isPuzzleBank, { what: 'puzzles' });
  if (bank.status === 'ready') return <Connections bank={bank.data} title={title} />;
  return (
    <GameFrame gameKey={SLUG} title={title} howToPlay={<HowToPlay Board={Board} />}>
      {bank.status === 'loading' ? (
        <p role="status" className="cg-loading">
          Loading puzzles…
        </p>
      ) : (
        <LoadFailure message={bank.error.message} onRetry={bank.retry} className="cg-loading" />
      )}
    </GameFrame>
  );
}

interface Open {
  slot: Slot;
  game: GameState;
}

function Connections({ bank, title }: { bank: PuzzleBank; title: string }) {
  const { puzzles } = bank;
  const [today] = useState(() => dateKey());
  const todayIndex = dailyIndex(today, puzzles.length);
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
    const asked = typeof window === 'undefined' ? null : puzzleNumberFromQuery(window.location.search, puzzles.length);
    let slot: Slot = { kind: 'daily', date: today };
    // ?mode=daily (a Today tile) opens today's puzzle even when an archive puzzle was the last one played.
    const dailyAsked = typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('mode') === 'daily';
    if (asked !== null) slot = { kind: 'puzzle', id: puzzles[asked - 1].id };
    else if (!dailyAsked && saved.current?.current.kind === 'puzzle') {
      const { id } = saved.current.current;
      if (puzzles.some((p) => p.id === id)) slot = saved.current.current;
    }
    return openSlot(slot);
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
  const messageId = useId();

  const setGame = (next: GameState) => setOpen((o) => ({ ...o, game: next }));

  const go = (next: Slot) => {
    const opened = openSlot(next);
    setOpen(opened);
    setCursor(0);
    setResultOpen(false);
    setArchiveOpen(false);
    const n = indexOf(next) + 1;
    const done = statusOf(opened.game);
    setMessage('');
    announce(`${next.kind === 'daily' ? 'Daily puzzle' : 'Puzzle'} ${n}.${done === 'playing' ? ` ${opened.game.order.length} words.` : done === 'won' ? ' Already solved.' : ' Already finished.'}`);
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
    const repeat = next.selected.length === 4 && alreadyGuessed(next, next.selected) ? ` ${ALREADY_GUESSED}` : '';
    announce(`${word} ${next.selected.includes(word) ? 'selected' : 'unselected'}, ${next.selected.length} of 4.${repeat}`);
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
    let text = '';
    if (outcome.kind === 'incomplete') text = `Select four words first (${game.selected.length} selected).`;
    else if (outcome.kind === 'repeat') text = ALREADY_GUESSED;
    else if (outcome.kind === 'over') return;
    else {
      const left = MAX_MISTAKES - next.mistakes;
      const after = statusOf(next);
      if (outcome.kind === 'correct') {
        const group = puzzle.groups[outcome.group];
        text = `Correct! ${LEVEL_NAMES[group.level]}: ${group.name}.`;
      } else if (after === 'lost') text = `${outcome.kind === 'one-away' ? 'One away… ' : ''}Out of mistakes. The groups are revealed.`;
      else text = `${outcome.kind === 'one-away' ? 'One away…' : 'Not a group.'} ${left} ${left === 1 ? 'mistake' : 'mistakes'} left.`;
      if (after !== 'playing') {
        setStats((s) => recordFinish(s, { puzzleId: puzzle.id, won: after === 'won', mistakes: next.mistakes, dailyDate: isDaily ? slot.date : undefined }));
        if (after === 'won') text += ` Solved with ${next.mistakes} ${next.mistakes === 1 ? 'mistake' : 'mistakes'}!`;
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

  const keys = useRef({ shuffle, deselect, submit });
  keys.current = { shuffle, deselect, submit };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const key = event.key.toLowerCase();
      if (key === 's') keys.current.shuffle();
      else if (key === 'd') keys.current.deselect();
      else if (key === 'enter' && !(event.target instanceof Element && event.target.closest('button, a, input, select, textarea, [role="dialog"]'))) keys.current.submit();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const result = useMemo(
    () =>
      status === 'playing'
        ? null
        : {
            title: status === 'won' ? (game.mistakes === 0 ? 'Perfect!' : 'Solved!') : 'Next time!',
            lines: [
              { label: 'Puzzle', value: label },
              { label: 'Mistakes', value: `${game.mistakes} of ${MAX_MISTAKES}` },
            ],
            details: <ResultDetails puzzle={puzzle} game={game} label={label} stats={stats} today={today} onShare={announce} />,
            primaryAction: { label: 'Random puzzle', onClick: goRandom },
            secondaryAction: { label: 'Archive', onClick: () => setArchiveOpen(true) },
          },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one result object per finished game and stats
    [status, game, stats, label],
  );

  const mistakesLeft = MAX_MISTAKES - game.mistakes;
  // Four words already submitted together cannot be sent again: Submit is off and the line above says why.
  const repeated = status === 'playing' && game.selected.length === 4 && alreadyGuessed(game, game.selected);
  const lastGuess = game.guesses.at(-1);
  const justGuessed = repeated && message !== '' && lastGuess !== undefined && guessKey(lastGuess) === guessKey(game.selected);
  const shownMessage = !repeated ? message : justGuessed ? `${message} ${CHANGE_A_WORD}` : ALREADY_GUESSED;
  const toolbar = (
    <div className="cg-tools">
      <p id={messageId} className="cg-message" data-testid="connections-message">
        {shownMessage}
      </p>
      <p className="cg-mistakes">
        Mistakes left:{' '}
        <span className="cg-mistakes__dots" role="img" aria-label={`${mistakesLeft} of ${MAX_MISTAKES}`} data-left={mistakesLeft}>
          {Array.from({ length: MAX_MISTAKES }, (_, i) => (
            <span key={i} className={i < mistakesLeft ? 'cg-dot' : 'cg-dot cg-dot--used'} aria-hidden="true" />
          ))}
        </span>
      </p>
      {status === 'playing' ? (
        <div className="cg-actions">
          <button type="button" className="gk-button" onClick={shuffle} aria-keyshortcuts="S">
            Shuffle
          </button>
          <button type="button" className="gk-button" onClick={deselect} disabled={game.selected.length === 0} aria-keyshortcuts="D">
            Deselect all
          </button>
          <button
            type="button"
            className="gk-button gk-button--primary"
            onClick={submit}
            disabled={game.selected.length !== 4 || repeated}
            aria-describedby={repeated ? messageId : undefined}
            aria-keyshortcuts="Enter"
          >
            Submit
          </button>
        </div>
      ) : (
        <div className="cg-actions">
          {/* A finished puzzle opened again has its result one press away; once shown, the frame's "Show result" brings it back. */}
          {!resultOpen && (
            <button type="button" className="gk-button" onClick={() => setResultOpen(true)}>
              Result
            </button>
          )}
          <button type="button" className="gk-button gk-button--primary" onClick={goRandom}>
            Random puzzle
          </button>
        </div>
      )}
    </div>
  );

  return (
    <GameFrame
      gameKey={SLUG}
      title={title}
      howToPlay={<HowToPlay Board={Board} />}
      className="cg"
      onRestart={goRandom}
      restartLabel="Random"
      stats={[
        { label: isDaily ? 'Daily' : 'Puzzle', value: `#${index + 1}` },
        { label: 'Streak', value: liveStreak(stats, today) },
      ]}
      controls={
        <button type="button" className="gk-button" onClick={() => setArchiveOpen(true)} aria-haspopup="dialog">
          Archive
        </button>
      }
      toolbar={toolbar}
      announcement={announcement}
      result={resultOpen ? result : null}
      onResultClose={() => setResultOpen(false)}
    >
      <div ref={boardRef} className="cg-play">
        <Board
          puzzle={puzzle}
          order={game.order}
          selected={game.selected}
          revealed={revealedGroups(puzzle, game)}
          status={status}
          testId={descriptor.ready.testId}
          cursor={Math.min(cursor, Math.max(0, game.order.length - 1))}
          onCursor={setCursor}
          onToggle={toggle}
          onSubmit={submit}
          focusRequest={focusRequest}
        />
      </div>
      {archiveOpen && (
        <Suspense fallback={null}>
          <ArchiveDialog
            open={archiveOpen}
            onClose={() => setArchiveOpen(false)}
            entries={offered.map(({ index: i, date }) => {
              const id = puzzles[i].id;
              return { index: i, date, mark: puzzleMark(id, stats, saved.current?.games[slotKey({ kind: 'puzzle', id })]) };
            })}
            dailyIndex={todayIndex}
            currentIndex={index}
            stats={stats}
            today={today}
            onPick={(i) => go({ kind: 'puzzle', id: puzzles[i].id })}
            onDaily={() => go({ kind: 'daily', date: today })}
            onRandom={goRandom}
          />
        </Suspense>
      )}
    </GameFrame>
  );
}
