import type { GameProps } from '@games/shared/contracts';
import { GameFrame, useAnnouncer } from '@games/shared/game-kit';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { Toolbar, ToolbarButton, TOOL_ICONS } from '@games/shared/game-kit/controls/Toolbar';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { dailyPuzzleSeed, dateKey } from '@games/shared/game-kit/puzzle/daily';
import { ModeLevelPicker } from '@games/shared/game-kit/puzzle/PuzzleToolbar';
import { createRecordsStore, emptyRecords, liveStreak, recordWin } from '@games/shared/game-kit/puzzle/records';
import { createRandom } from '@games/shared/game-kit/random';
import { liveBest, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { useTimedSession } from '@games/shared/game-kit/timed/useTimedSession';
import { randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { BOARD_URLS } from './dataUrl';
import { HowToPlay } from './HowToPlay';
import { useLetterKeys } from '@games/shared/game-kit/letters/useLetterKeys';
import { isBossData, isLevelId, LEVEL_IDS, LEVEL_LABEL, type LevelId } from './logic/data';
import { dealBoard } from './logic/deal';
import {
  backspace,
  clearEntry,
  endRound,
  entryWord,
  nextRound,
  pickTile,
  qualified,
  recallLast,
  shuffleTiles,
  startGame,
  submit,
  totalScore,
  trimEntry,
  typeLetter,
  type BossGame,
  type Mode,
} from './logic/round';
import { ROUND_MS, wordPoints } from './logic/scoring';
import { DEFAULT_SETTINGS, gameStore, settingsStore, type SavedGame } from './stores';
import './game.css';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';

const SHUFFLE_ICON = 'M4 7h3l10 10h3M4 17h3l3-3M14 10l3-3h3M18 4l3 3-3 3M18 14l3 3-3 3';
const LAST_ICON = 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3';
const ENTER_ICON = 'M20 5v7a3 3 0 0 1-3 3H6M10 11l-4 4 4 4';
const END_ICON = 'M6 6h12v12H6z';
const scoreKeyOf = (mode: Mode, level: LevelId, timed: boolean) => `${mode === 'daily' ? 'daily' : level}-${timed ? 'timed' : 'relaxed'}`;
const upper = (word: string) => word.toUpperCase();

interface Pending {
  mode: Mode;
  level: LevelId;
  seed?: string;
}

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || descriptor.slug;
  const [url] = useState(() => seededPuzzleFromUrl(isLevelId));
  const today = dateKey();
  const { announcement, announce } = useAnnouncer();
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const [saved, setSaved] = usePersistentState<SavedGame | null>(gameStore, null);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const recordsStore = useMemo(() => createRecordsStore(gameKey), [gameKey]);
  const [records, setRecords] = usePersistentState(recordsStore, emptyRecords);
  const [finished, setFinished] = useState<ScoreOutcome | null>(null);
  const [message, setMessage] = useState('');
  const boardRef = useRef<HTMLDivElement>(null);
  const shuffles = useRef(0);

  // What to deal once its level's boards are in: the URL's seed, a new game, or nothing (a saved game goes on).
  const [pending, setPending] = useState<Pending | null>(() => {
    const current = saved;
    const level = url?.difficulty ?? settings.level;
    if (url) return current && current.game.mode === 'unlimited' && current.game.seed === url.seed && current.game.level === level ? null : { mode: 'unlimited', level, seed: url.seed };
    if (current && (current.game.mode === 'unlimited' || current.game.date === today) && current.game.mode === settings.mode) return null;
    return { mode: settings.mode, level: settings.mode === 'daily' ? 'six' : settings.level };
  });
  const game = saved?.game ?? null;
  const level: LevelId = pending?.mode === 'daily' ? 'six' : (pending?.level ?? game?.level ?? settings.level);
  const data = useAsset(BOARD_URLS[level], isBossData, { what: 'word boards' });

  const scoreKey = game ? scoreKeyOf(game.mode, game.level, game.timed) : scoreKeyOf(settings.mode, settings.level, settings.timed);
  const { records: scores, finishRound } = useScoreRecords(gameKey, scoreKey);
  const playing = game !== null && !game.over && !game.round.ended;

  const commit = useCallback(
    (next: SavedGame | null) => {
      savedRef.current = next;
      setSaved(next);
    },
    [setSaved],
  );

  const onTimeUpRef = useRef<() => void>(() => undefined);
  const timed = useTimedSession({ durationMs: ROUND_MS, onTimeUp: () => onTimeUpRef.current() });
  const clockOf = useCallback((g: BossGame) => (g.timed && !g.over && !g.round.ended ? timed.save() : null), [timed]);
  const focusBoard = () => requestAnimationFrame(() => boardRef.current?.focus({ preventScroll: true }));

  const update = useCallback(
    (change: (g: BossGame) => BossGame): BossGame | null => {
      const current = savedRef.current;
      if (!current) return null;
      const next = change(current.game);
      if (next !== current.game) commit({ game: next, clock: clockOf(next) });
      return next;
    },
    [commit, clockOf],
  );

  // A saved round in play comes back held (timed) until the player resumes.
  useEffect(() => {
    const current = savedRef.current;
    if (!pending && current?.clock && !current.game.over && !current.game.round.ended) timed.restore(current.clock);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  // Deal what is pending once the boards of its level are in.
  useEffect(() => {
    if (!pending || data.status !== 'ready' || data.data.level !== (pending.mode === 'daily' ? 'six' : pending.level)) return;
    const seed = pending.mode === 'daily' ? dailyPuzzleSeed(gameKey) : (pending.seed ?? randomSeed());
    const lvl: LevelId = pending.mode === 'daily' ? 'six' : pending.level;
    const board = dealBoard(data.data, lvl, seed, 1);
    const fresh = startGame(board, { seed, mode: pending.mode, level: lvl, timed: settings.timed, date: pending.mode === 'daily' ? today : null });
    if (settings.timed) timed.start(ROUND_MS);
    else timed.reset(ROUND_MS);
    commit({ game: fresh, clock: settings.timed ? { durationMs: ROUND_MS, elapsedMs: 0 } : null });
    setPending(null);
    setFinished(null);
    setMessage('');
    announce(`${pending.mode === 'daily' ? 'Daily board' : `New game, ${LEVEL_LABEL[lvl]}`}. ${fresh.round.slots.length} words to find in ${board.order.map((id) => board.seed[id]).join(' ')}.`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deals once per pending request
  }, [pending, data]);

  // The clock is saved while held and when the page goes away.
  const keepClock = useRef(() => undefined as void);
  keepClock.current = () => {
    const current = savedRef.current;
    if (current && current.game.timed && !current.game.over) commit({ game: current.game, clock: clockOf(current.game) });
  };
  useEffect(() => {
    const keep = () => keepClock.current();
    if (timed.paused) keep();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [timed.paused]);

  const finishGame = (g: BossGame) => {
    const outcome = finishRound(totalScore(g), { rounds: g.roundNo });
    if (g.mode === 'daily' && g.date) {
      const found = g.round.found.length;
      setRecords((previous) => recordWin(previous, { difficulty: 'daily', timeMs: 0, hints: 0, mistakes: g.round.slots.length - found, dailyDate: g.date! }).records);
    }
    setFinished(outcome);
    announce(describeScoreOutcome(g.mode === 'daily' ? 'Daily board done!' : 'Game over!', outcome));
  };

  const roundOver = (g: BossGame) => {
    timed.stop();
    if (g.over) finishGame(g);
    else announce(`Round over. You found a word with every letter: Enter for round ${g.roundNo + 1}.`);
    focusBoard();
  };

  const end = () => {
    const next = update(endRound);
    if (next?.round.ended) roundOver(next);
  };
  onTimeUpRef.current = end;

  const trySubmit = () => {
    const current = savedRef.current?.game;
    if (!current || !playing || timed.paused) return;
    const { game: next, verdict, word } = submit(current);
    if (verdict === 'none') return;
    if (next !== current) commit({ game: next, clock: clockOf(next) });
    const text = {
      found: `${upper(word)}: +${wordPoints(word)}.`,
      bonus: `${upper(word)}: bonus word, +${wordPoints(word)}.`,
      already: `${upper(word)}: already found.`,
      short: 'Words need 3 letters or more.',
      unknown: `${upper(word)}: not in the word list.`,
      none: '',
    }[verdict];
    setMessage(text);
    announce(verdict === 'found' && word.length === current.round.seed.length ? `${text} A word with every letter: you go on!` : text);
    if (next.round.ended) roundOver(next);
  };

  const goNextRound = () => {
    const current = savedRef.current?.game;
    if (!current || current.over || !current.round.ended || data.status !== 'ready' || data.data.level !== current.level) return;
    const board = dealBoard(data.data, current.level, current.seed, current.roundNo + 1, current.round.seed);
    const next = nextRound(current, board);
    if (current.timed) timed.start(ROUND_MS);
    commit({ game: next, clock: current.timed ? { durationMs: ROUND_MS, elapsedMs: 0 } : null });
    setMessage('');
    announce(`Round ${next.roundNo}: ${next.round.slots.length} words in ${board.order.map((id) => board.seed[id]).join(' ')}.`);
    focusBoard();
  };

  const doShuffle = () => {
    shuffles.current += 1;
    update((g) => shuffleTiles(g, createRandom(`${g.seed}:${g.roundNo}:${shuffles.current}:${Date.now()}`)));
    announce('Shuffled.');
  };

  const canPlay = playing && !(game?.timed && timed.paused);
  useLetterKeys({
    enabled: game !== null && !game.over && !(game.timed && timed.paused) && !finished,
    onLetter: (letter) => canPlay && update((g) => typeLetter(g, letter)),
    onBackspace: () => canPlay && update(backspace),
    onSpace: () => canPlay && doShuffle(),
    onEnter: () => (playing ? trySubmit() : goNextRound()),
  });

  const choose = (mode: Mode, chosen?: string) => {
    const nextLevel = isLevelId(chosen) ? chosen : settings.level;
    setSettings({ ...settings, mode, level: nextLevel });
    if (url) window.history.replaceState(window.history.state, '', window.location.pathname);
    const current = savedRef.current?.game;
    if (mode === 'daily' && current?.mode === 'daily' && current.date === today) return;
    if (mode === 'daily' && records.dailyDone[today]) {
      announce('Today’s daily board is done. A new one comes tomorrow.');
      return;
    }
    timed.reset(ROUND_MS);
    setPending({ mode, level: mode === 'daily' ? 'six' : nextLevel });
  };

  const newGame = () => {
    timed.reset(ROUND_MS);
    setPending({ mode: 'unlimited', level: game?.level ?? settings.level });
  };

  const streak = liveStreak(records, today);
  const result = useMemo(() => {
    if (!finished || !game?.over) return null;
    const detail = game.mode === 'daily' ? `Daily ${game.date}` : LEVEL_LABEL[game.level];
    return scoreResult({
      title: game.mode === 'daily' ? 'Daily board done!' : 'Game over!',
      outcome: finished,
      lines: [
        { label: 'Rounds', value: game.roundNo },
        { label: 'Words', value: `${game.round.found.length} of ${game.round.slots.length}` },
        ...(game.mode === 'daily' ? [{ label: 'Streak', value: `${streak} day${streak === 1 ? '' : 's'}` }] : []),
      ],
      shareText: scoreShareText({
        game: 'Word Boss',
        detail: `${detail}${game.timed ? '' : ' · relaxed'}`,
        outcome: finished,
        lines: [`🔤 ${game.round.found.length}/${game.round.slots.length} words${qualified(game.round) ? ' · all letters ✓' : ''}`, `🏁 ${game.roundNo} round${game.roundNo === 1 ? '' : 's'}`],
      }),
      onShareOutcome: announce,
      playAgain: { label: game.mode === 'daily' ? 'Play unlimited' : 'Play again', onClick: () => (game.mode === 'daily' ? choose('unlimited', settings.level) : newGame()) },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the result stands while the finished game does
  }, [finished, game?.over]);

  const shownMs = game?.timed ? (playing ? timed.remainingMs : game.round.ended ? 0 : ROUND_MS) : 0;
  const entry = game ? entryWord(game.round) : '';
  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="boss"
      howToPlay={<HowToPlay />}
      onRestart={() => (game?.mode === 'daily' && !game.over ? setPending({ mode: 'daily', level: 'six' }) : newGame())}
      restartLabel={game?.mode === 'daily' && !game.over ? 'Restart daily' : 'New game'}
      stats={[
        { label: 'Round', value: game?.roundNo ?? 1 },
        { label: 'Score', value: game ? totalScore(game) : 0 },
        ...(game?.timed ? [{ label: 'Time', value: <span className={playing && shownMs <= 15_000 ? 'boss-time boss-time--low' : 'boss-time'}>{formatCountdown(shownMs)}</span> }] : []),
        { label: 'Best', value: liveBest(scores, scoreKey, game && !game.over ? totalScore(game) : 0) },
        ...(game?.mode === 'daily' ? [{ label: 'Streak', value: streak }] : []),
      ]}
      controls={
        <ModeLevelPicker
          mode={pending?.mode ?? game?.mode ?? settings.mode}
          level={pending?.level ?? game?.level ?? settings.level}
          levels={LEVEL_IDS.map((id) => ({ value: id, label: LEVEL_LABEL[id] }))}
          dailyLabel={records.dailyDone[today] ? 'Daily board ✓' : 'Daily board'}
          label="Game"
          onChange={choose}
        />
      }
      toolbar={
        <Toolbar label="Word tools" className="boss-tools">
          <ToolbarButton label="Enter" icon={ENTER_ICON} onClick={trySubmit} disabled={!canPlay || entry.length === 0} keyshortcuts="Enter" title="Try the word (Enter)" />
          <ToolbarButton label="Shuffle" icon={SHUFFLE_ICON} onClick={doShuffle} disabled={!canPlay} keyshortcuts="Space" title="Shuffle (Space)" />
          <ToolbarButton label="Last word" icon={LAST_ICON} onClick={() => update(recallLast)} disabled={!canPlay || !game?.round.lastWord} />
          <ToolbarButton label="Clear" icon={TOOL_ICONS.clear} onClick={() => update(clearEntry)} disabled={!canPlay || entry.length === 0} />
          <ToolbarButton label="End round" icon={END_ICON} onClick={end} disabled={!canPlay} />
          <Switch
            label="Timer"
            checked={settings.timed}
            onChange={(on) => {
              setSettings({ ...settings, timed: on });
              announce(on ? 'Timer on from the next game.' : 'Timer off (relaxed) from the next game.');
            }}
          />
        </Toolbar>
      }
      announcement={announcement}
      result={result}
      onResultClose={() => setFinished(null)}
      paused={Boolean(game?.timed && playing && timed.paused)}
      onResume={() => {
        timed.resume();
        focusBoard();
      }}
    >
      {!game && data.status === 'loading' && <p role="status">Loading words…</p>}
      {data.status === 'error' && (
        <LoadFailure message={data.error.message} onRetry={data.retry} />
      )}
      {game && !pending && (
        <Board
          game={game}
          testId={descriptor.ready.testId}
          message={message}
          boardRef={boardRef}
          onPick={(id) => update((g) => pickTile(g, id))}
          onTrim={(place) => update((g) => trimEntry(g, place))}
          onNextRound={goNextRound}
          onNewGame={() => (game.mode === 'daily' ? choose('unlimited', settings.level) : newGame())}
        />
      )}
      {pending && <p role="status">Dealing…</p>}
    </GameFrame>
  );
}
