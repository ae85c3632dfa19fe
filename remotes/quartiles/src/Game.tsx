import type { GameProps } from '@games/shared/contracts';
import { GameFrame, useAnnouncer, useGameTimer, type GameResult } from '@games/shared/game-kit';
import { Select } from '@games/shared/game-kit/controls/Select';
import { deferred } from '@games/shared/game-kit/deferred';
import { ToolbarButton, TOOL_ICONS } from '@games/shared/game-kit/controls/Toolbar';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { formatDuration } from '@games/shared/game-kit/formatDuration';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { dateKey } from '@games/shared/game-kit/puzzle/daily';
import { createRecordsStore, emptyRecords, liveStreak, recordWin } from '@games/shared/game-kit/puzzle/records';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { modeFromUrl, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board, tileKey } from './Board';
import { FoundWords } from './FoundWords';
import { PACK_URL } from './dataUrl';
import { dealIndex } from './logic/deal';
import { boardId, isPack, quartilesOf, unpackBoard, wordOf, keyOfPath, type Board as BoardData } from './logic/pack';
import { backspace, clearSelection, countedFound, foundWords, isComplete, newPlay, playFits, scoreOf, submit, takeHint, toggleTile, type Play } from './logic/play';
import { EXPERT_SCORE, nextRankOf, rankOf } from './logic/scoring';
import { GAME_KEY, gameStores, modeStore, type Mode, type SavedGame } from './stores';
import './game.css';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const recordsStore = createRecordsStore(GAME_KEY);
const MODE_OPTIONS = [
  { value: 'daily', label: 'Daily puzzle' },
  { value: 'unlimited', label: 'Unlimited' },
];

function freshGame(mode: Mode, boards: readonly BoardData[], seed?: string): SavedGame {
  const today = dateKey();
  const dealt = (board: number) => ({ board, tiles: boardId(boards[board]), play: newPlay(), elapsedMs: 0, complete: false });
  if (mode === 'daily') return { ...dealt(dealIndex({ mode: 'daily', date: today }, boards.length)), seed: today, date: today };
  const chosen = seed ?? randomSeed();
  return { ...dealt(dealIndex({ mode: 'unlimited', seed: chosen }, boards.length)), seed: chosen };
}

/**
 * The saved game of a mode when it still fits the pack (and is today's, for the daily); else a new one. A save of
 * a board the pack no longer holds at its index (a rebuilt pack) is discarded: its found words are another board's.
 */
function restoredGame(mode: Mode, boards: readonly BoardData[]): SavedGame {
  const saved = gameStores[mode].load();
  const board = saved && saved.board < boards.length ? boards[saved.board] : undefined;
  const fits = saved && board && saved.tiles === boardId(board) && playFits(board, saved.play) && (mode !== 'daily' || saved.date === dateKey());
  return fits ? saved : freshGame(mode, boards);
}

export default function Game({ slug, title }: GameProps) {
  const pack = useAsset(PACK_URL, isPack, { what: 'puzzle pack' });
  const boards = useMemo(() => (pack.status === 'ready' ? pack.data.boards.map(unpackBoard) : null), [pack]);
  if (!boards) {
    return (
      <GameFrame gameKey={slug || GAME_KEY} title={title} howToPlay={<HowToPlay Board={Board} />}>
        {pack.status === 'error' ? (
          <LoadFailure message={pack.error.message} onRetry={pack.retry} className="qt-status" />
        ) : (
          <p role="status" className="qt-status">
            Loading puzzles…
          </p>
        )}
      </GameFrame>
    );
  }
  return <Quartiles gameKey={slug || GAME_KEY} title={title} boards={boards} />;
}

function Quartiles({ gameKey, title, boards }: { gameKey: string; title: string; boards: BoardData[] }) {
  const { announcement, announce } = useAnnouncer();
  const [urlSeed] = useState(seedFromUrl);
  // ?mode=daily (a Today tile) or ?mode=unlimited opens that mode, remembered as the player's choice.
  // (Stored before the mode is read below, once.)
  useState(() => {
    const asked = urlSeed ? undefined : modeFromUrl((_value: unknown): _value is never => false)?.mode;
    if (asked) modeStore.save(asked);
  });
  const [mode, setMode] = usePersistentState<Mode>(modeStore, 'daily');
  const [game, setGame] = useState<SavedGame>(() => (urlSeed ? freshGame('unlimited', boards, urlSeed) : restoredGame(mode, boards)));
  const [records, setRecords] = usePersistentState(recordsStore, emptyRecords);
  const [result, setResult] = useState<GameResult | null>(null);
  const [flash, setFlash] = useState<{ text: string; tone: 'good' | 'bad' } | null>(null);
  const shownMode: Mode = urlSeed && !game.date ? 'unlimited' : mode;
  const scores = useScoreRecords(gameKey, shownMode);
  const board = boards[game.board];
  const play = game.play;
  const score = scoreOf(play);
  const timer = useGameTimer({ running: !game.complete && play.found.length > 0, initialElapsedMs: game.elapsedMs });
  const gameRef = useRef(game);
  gameRef.current = game;

  // The URL's seed plays in Unlimited, once.
  useEffect(() => {
    if (urlSeed && mode !== 'unlimited') setMode('unlimited');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const readClock = timer.read;
  const save = useCallback(
    (next: SavedGame) => {
      gameRef.current = next;
      setGame(next);
      gameStores[next.date ? 'daily' : 'unlimited'].save({ ...next, elapsedMs: readClock() });
    },
    [readClock],
  );

  // Saved on open too (a fresh deal survives a reload) and when the page goes away (the clock).
  useEffect(() => {
    const keep = () => gameStores[gameRef.current.date ? 'daily' : 'unlimited'].save({ ...gameRef.current, elapsedMs: readClock() });
    keep();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [readClock, game.board, game.seed]);

  const start = (next: SavedGame) => {
    timer.setElapsedMs(next.elapsedMs);
    save(next);
    setResult(null);
    setFlash(null);
    announce(`${next.date ? 'Daily puzzle' : 'New puzzle'}. ${next.play.found.length} words found.`);
  };

  const chooseMode = (value: string) => {
    const next = value === 'unlimited' ? 'unlimited' : 'daily';
    setMode(next);
    if (urlSeed) window.history.replaceState(window.history.state, '', window.location.pathname);
    start(restoredGame(next, boards));
  };

  const newGame = () => {
    if (shownMode === 'daily') {
      setMode('unlimited');
      start(freshGame('unlimited', boards));
    } else start(freshGame('unlimited', boards));
  };

  const update = (nextPlay: Play) => {
    if (nextPlay !== play) save({ ...gameRef.current, play: nextPlay });
  };

  const pickTile = (tile: number) => {
    const next = toggleTile(gameRef.current.play, tile);
    if (next === gameRef.current.play) {
      announce(next.selection.length >= 4 ? 'Four tiles at most. Submit or clear.' : `${board.tiles[tile]} is already picked.`);
      return;
    }
    update(next);
    announce(next.selection.length ? `${next.selection.map((t) => board.tiles[t]).join(' ')}` : 'Nothing picked.');
  };

  const finish = (current: SavedGame) => {
    const timeMs = timer.read();
    const won = recordWin(records, { difficulty: 'standard', timeMs, hints: current.play.hints, mistakes: 0, dailyDate: current.date });
    setRecords(won.records);
    const outcome = scores.finishRound(scoreOf(current.play), { words: countedFound(board, current.play) });
    const rank = rankOf(outcome.score).name;
    announce(`All five quartiles found! ${describeScoreOutcome('Puzzle complete.', outcome)} Rank ${rank}. Keep playing for more words.`);
    setResult(
      scoreResult({
        title: 'All five quartiles!',
        outcome,
        lines: [
          { label: 'Rank', value: rank },
          { label: 'Words', value: `${countedFound(board, current.play)} of ${board.words.length}` },
          { label: 'Time', value: formatDuration(timeMs) },
          { label: 'Hints', value: current.play.hints },
        ],
        shareText: scoreShareText({
          game: 'Quartiles',
          detail: current.date ? `Daily ${current.date}` : 'Unlimited',
          outcome,
          lines: [`🧩 5/5 quartiles · ${rank}`, `⏱ ${formatDuration(timeMs)} · 💡 ${current.play.hints}`],
        }),
        onShareOutcome: announce,
        playAgain: { label: 'Keep playing', onClick: () => setResult(null) },
        secondaryAction: { label: 'New puzzle', onClick: newGame },
      }),
    );
  };

  const onSubmit = () => {
    const current = gameRef.current;
    const { play: next, outcome } = submit(board, current.play);
    if (outcome.kind === 'empty') {
      announce('Pick tiles first.');
      return;
    }
    const completes = !current.complete && isComplete(board, next);
    const saved = { ...current, play: next, complete: current.complete || completes };
    save(saved);
    if (outcome.kind === 'found') {
      const bonus = outcome.counted ? '' : ' · Bonus word';
      const text = `${outcome.word.toUpperCase()} +${outcome.points}${outcome.quartile ? ' · Quartile!' : bonus}`;
      setFlash({ text, tone: 'good' });
      const said = outcome.quartile ? ', a quartile' : outcome.counted ? '' : ', a bonus word outside the total';
      if (!completes) announce(`${outcome.word}, ${outcome.points} point${outcome.points === 1 ? '' : 's'}${said}. Score ${scoreOf(next)}.`);
    } else {
      const text = outcome.kind === 'again' ? `${outcome.word.toUpperCase()}: already found` : `${outcome.word.toUpperCase()}: not in the word list`;
      setFlash({ text, tone: 'bad' });
      announce(outcome.kind === 'again' ? `${outcome.word} is already found.` : `${outcome.word} is not in the word list.`);
    }
    if (completes) finish(saved);
    // Words found after the five quartiles still count: the finished puzzle's better score becomes the best.
    else if (current.complete && outcome.kind === 'found') scores.raiseFinishedRound(scoreOf(next), { words: countedFound(board, next) });
  };

  const onBackspace = () => update(backspace(gameRef.current.play));
  const onClear = () => {
    update(clearSelection(gameRef.current.play));
    announce('Cleared.');
  };
  const onHint = () => {
    const next = takeHint(board, gameRef.current.play);
    if (!next) {
      announce('Every word is found.');
      return;
    }
    update(next);
    announce(`Hint: a word starts with ${board.tiles[next.hintTile!]}, tile ${tileKey(next.hintTile!)}.`);
  };

  // Keys anywhere in the game: A–T pick a tile, Enter submits, Backspace deletes, Escape clears, Shift+H hints.
  const keys = useRef({ pickTile, onSubmit, onBackspace, onClear, onHint });
  keys.current = { pickTile, onSubmit, onBackspace, onClear, onHint };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const onControl = target !== null && target.closest('button, a, summary, select, input') !== null;
      const key = event.key;
      if (key === 'Enter') {
        if (onControl) return;
        event.preventDefault();
        keys.current.onSubmit();
      } else if (key === 'Backspace') {
        event.preventDefault();
        keys.current.onBackspace();
      } else if (key === 'Escape') {
        keys.current.onClear();
      } else if (event.shiftKey && key.toLowerCase() === 'h') {
        // Shift+H hints, whatever Caps Lock says (with it on, Shift+H gives "h").
        event.preventDefault();
        keys.current.onHint();
      } else if (/^[a-t]$/i.test(key) && !event.shiftKey) {
        // Letters pick tiles in either case: Caps Lock on gives "A", not "a".
        event.preventDefault();
        keys.current.pickTile(key.toLowerCase().charCodeAt(0) - 97);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const doneTiles = useMemo(() => new Set(quartilesOf(board).filter((path) => play.found.includes(keyOfPath(path))).flat()), [board, play.found]);
  const words = useMemo(() => foundWords(board, play), [board, play]);
  const rank = rankOf(score);
  const next = nextRankOf(score);
  const today = dateKey();
  const building = wordOf(board, play.selection);

  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="qt"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={newGame}
      restartLabel="New puzzle"
      timerMs={timer.elapsedMs}
      stats={[
        { label: 'Score', value: score },
        { label: 'Best', value: liveBest(scores.records, shownMode, game.complete ? score : 0) },
        ...(shownMode === 'daily' ? [{ label: 'Streak', value: liveStreak(records, today) }] : []),
      ]}
      controls={<Select label="Mode" hideLabel value={shownMode} options={MODE_OPTIONS} onChange={chooseMode} />}
      toolbar={
        <div className="qt-side">
          <ToolbarButton label="Hint" icon={TOOL_ICONS.hint} onClick={onHint} title="Hint (Shift+H)" keyshortcuts="Shift+H" count={play.hints} countLabel={`${play.hints} used`} />
          <FoundWords board={board} found={play.found} words={words} />
        </div>
      }
      announcement={announcement}
      result={result}
      onResultClose={() => setResult(null)}
    >
      <div className="qt-play">
        <div className="qt-rank">
          <span className="qt-rank__name">{rank.name}</span>
          <div className="qt-rank__bar" role="progressbar" aria-label="Points toward Expert" aria-valuemin={0} aria-valuemax={EXPERT_SCORE} aria-valuenow={Math.min(score, EXPERT_SCORE)} aria-valuetext={`${rank.name}: ${score} of ${EXPERT_SCORE} points for Expert`}>
            <div className="qt-rank__fill" style={{ width: `${Math.min(100, (score / EXPERT_SCORE) * 100)}%` }} />
          </div>
          <span className="qt-rank__next">{next ? `${next.min - score} to ${next.name}` : game.complete ? 'Complete' : 'Expert!'}</span>
        </div>
        <div className="qt-word" data-testid="quartiles-word">
          {building ? building.toUpperCase() : flash ? <span className={`qt-flash qt-flash--${flash.tone}`}>{flash.text}</span> : <span className="qt-word__empty">Pick 1–4 tiles</span>}
        </div>
        <Board
          tiles={board.tiles}
          selection={play.selection}
          doneTiles={doneTiles}
          hintTile={play.hintTile}
          complete={game.complete}
          testId={descriptor.ready.testId}
          onTile={pickTile}
          onSubmit={onSubmit}
        />
        <div className="qt-actions">
          <button type="button" className="gk-button" onClick={onClear} disabled={play.selection.length === 0} aria-keyshortcuts="Escape">
            Clear
          </button>
          <button type="button" className="gk-button gk-button--primary" onClick={onSubmit} disabled={play.selection.length === 0} aria-keyshortcuts="Enter">
            Submit
          </button>
        </div>
      </div>
    </GameFrame>
  );
}
