import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { useLetterKeys } from '@games/shared/game-kit/letters/useLetterKeys';
import { dailyPuzzleSeed } from '@games/shared/game-kit/puzzle/daily';
import { ModeLevelPicker } from '@games/shared/game-kit/puzzle/ModeLevelPicker';
import { createRandom } from '@games/shared/game-kit/random';
import { useDailyRecords } from '@games/shared/game-kit/round/useDailyRecords';
import { useFocusAfterRender } from '@games/shared/game-kit/round/useFocusAfterRender';
import { useRoundSession, type RoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { modeFromUrl, randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import { dailyAction } from '@games/shared/game-kit/result/next-daily-action';
import { useNextDaily } from '@games/shared/game-kit/result/useNextDaily';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { BOARD_URLS } from './dataUrl';
import { isBossData, isLevelId, LEVEL_IDS, LEVEL_LABEL, type LevelId } from './logic/data';
import { dealBoard } from './logic/deal';
import { backspace, clearEntry, endRound, entryWord, nextRound, pickTile, recallLast, shuffleTiles, startGame, submit, totalScore, trimEntry, typeLetter, type BossGame, type Mode } from './logic/round';
import { dealOnOpen, levelOf, type Pending } from './logic/opening';
import { ROUND_MS } from './logic/scoring';
import { spokenLetters, verdictMessage } from './messages';
import { bossResult, endTitle } from './result';
import { DEFAULT_SETTINGS, gameStore, settingsStore, type SavedGame } from './stores';
import { bossStats } from './stats';
import { Tools } from './Tools';
import './game.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const scoreKeyOf = ({ mode, level, timed }: { mode: Mode; level: LevelId; timed: boolean }) => `${mode === 'daily' ? 'daily' : level}-${timed ? 'timed' : 'relaxed'}`;
const inPlay = (game: BossGame) => !game.over && !game.round.ended;
// The clock runs in a timed game's round in play (a relaxed game has none).
const clockRuns = (saved: SavedGame | null) => saved !== null && saved.game.timed && inPlay(saved.game);

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || descriptor.slug;
  const [url] = useState(() => seededPuzzleFromUrl(isLevelId));
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const daily = useDailyRecords(gameKey);
  const { today } = daily;
  const [message, setMessage] = useState('');
  const boardRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const shuffles = useRef(0);
  const session: RoundSession<SavedGame | null> = useRoundSession<SavedGame | null>({
    gameKey,
    store: gameStore,
    initial: null,
    clockRuns,
    durationMs: ROUND_MS,
    scoreKey: (saved) => scoreKeyOf(saved?.game ?? settings),
    daily,
    // The saved game goes on only when no other is asked for (below).
    restoreOnOpen: false,
    onTimeUp: () => end(),
  });
  const { timed, announce } = session;
  const game = session.saved?.game ?? null;

  // What to deal once its level's boards are in: the URL's seed, a new game, or nothing (a saved game goes on).
  // ?mode=daily (a Today tile) or ?mode=unlimited&difficulty=… opens that mode, remembered as the player's choice.
  const [opening] = useState(() => {
    const asked = url ? null : modeFromUrl(isLevelId);
    return asked ? { ...settings, mode: asked.mode, level: asked.difficulty ?? settings.level } : null;
  });
  const [pending, setPending] = useState<Pending | null>(() => dealOnOpen({ url, saved: game, settings: opening ?? settings, today }));
  const level: LevelId = pending ? levelOf(pending) : (game?.level ?? settings.level);
  const data = useAsset(BOARD_URLS[level], isBossData, { what: 'word boards' });
  const playing = game !== null && inPlay(game);

  useEffect(() => {
    if (opening) setSettings(opening);
    if (!pending) session.restore();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  /** Applies a change to the game in play and saves it (with the clock while it runs). */
  const update = (change: (g: BossGame) => BossGame): BossGame | null => {
    const current = session.current();
    if (!current) return null;
    const next = change(current.game);
    if (next !== current.game) session.save({ game: next, clock: null });
    return next;
  };

  // Deal what is pending once the boards of its level are in.
  useEffect(() => {
    if (!pending || data.status !== 'ready' || data.data.level !== levelOf(pending)) return;
    const seed = pending.mode === 'daily' ? dailyPuzzleSeed(gameKey) : (pending.seed ?? randomSeed());
    const lvl = levelOf(pending);
    const board = dealBoard(data.data, lvl, seed, 1);
    const fresh = startGame(board, { seed, mode: pending.mode, level: lvl, timed: settings.timed, date: pending.mode === 'daily' ? today : null });
    session.start({ game: fresh, clock: null });
    setPending(null);
    setMessage('');
    announce(`${pending.mode === 'daily' ? 'Daily board' : `New game, ${LEVEL_LABEL[lvl]}`}. ${fresh.round.slots.length} words to find in ${spokenLetters(board)}.`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deals once per pending request
  }, [pending, data]);

  const roundOver = (g: BossGame) => {
    if (!g.over) announce(`Round over. You found a word with every letter: Enter for round ${g.roundNo + 1}.`);
    else {
      const missed = g.round.slots.length - g.round.found.length;
      const dailyRound = g.mode === 'daily' && g.date ? { date: g.date, mistakes: missed } : undefined;
      session.finish({ game: g, clock: null }, { score: totalScore(g), extras: { rounds: g.roundNo }, title: endTitle(g), daily: dailyRound });
    }
    focusAfterRender(boardRef);
  };

  const end = () => {
    const next = update(endRound);
    if (next?.round.ended) roundOver(next);
  };

  const trySubmit = () => {
    const current = session.current()?.game;
    if (!current || !playing || timed.paused) return;
    const { game: next, verdict, word } = submit(current);
    if (verdict === 'none') return;
    if (next !== current) session.save({ game: next, clock: null });
    const text = verdictMessage(verdict, word);
    setMessage(text);
    announce(verdict === 'found' && word.length === current.round.seed.length ? `${text} A word with every letter: you go on!` : text);
    if (next.round.ended) roundOver(next);
  };

  const goNextRound = () => {
    const current = session.current()?.game;
    if (!current || current.over || !current.round.ended || data.status !== 'ready' || data.data.level !== current.level) return;
    const board = dealBoard(data.data, current.level, current.seed, current.roundNo + 1, current.round.seed);
    const next = nextRound(current, board);
    session.start({ game: next, clock: null });
    setMessage('');
    announce(`Round ${next.roundNo}: ${next.round.slots.length} words in ${spokenLetters(board)}.`);
    focusAfterRender(boardRef);
  };

  const doShuffle = () => {
    shuffles.current += 1;
    update((g) => shuffleTiles(g, createRandom(`${g.seed}:${g.roundNo}:${shuffles.current}:${Date.now()}`)));
    announce('Shuffled.');
  };

  const canPlay = playing && !(game?.timed && timed.paused);
  useLetterKeys({
    enabled: game !== null && !game.over && !(game.timed && timed.paused) && !session.finished,
    onLetter: (letter) => canPlay && update((g) => typeLetter(g, letter)),
    onBackspace: () => canPlay && update(backspace),
    onSpace: () => canPlay && doShuffle(),
    onEnter: () => (playing ? trySubmit() : goNextRound()),
  });

  const choose = (mode: Mode, chosen?: string) => {
    const nextLevel = isLevelId(chosen) ? chosen : settings.level;
    setSettings({ ...settings, mode, level: nextLevel });
    if (url) window.history.replaceState(window.history.state, '', window.location.pathname);
    const current = session.current()?.game;
    if (mode === 'daily' && current?.mode === 'daily' && current.date === today) return;
    if (mode === 'daily' && daily.doneToday) {
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
  const playOn = () => (game?.mode === 'daily' ? choose('unlimited', settings.level) : newGame());

  const { finished } = session;
  const nextDaily = useNextDaily(gameKey, Boolean(finished && game?.over && game.mode === 'daily'));
  const result = useMemo(
    () => (finished && game?.over ? bossResult(game, finished, daily.streak, announce, game.mode === 'daily' ? dailyAction(nextDaily, playOn).action : { label: 'Play again', onClick: playOn }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the result stands while the finished game does
    [finished, game?.over, nextDaily],
  );

  const entry = game ? entryWord(game.round) : '';
  const dailyInPlay = game?.mode === 'daily' && !game.over;
  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="boss"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => (dailyInPlay ? setPending({ mode: 'daily', level: 'six' }) : newGame())}
      restartLabel={dailyInPlay ? 'Restart daily' : 'New game'}
      stats={bossStats({ game, playing, remainingMs: timed.remainingMs, best: liveBest(session.scores.records, scoreKeyOf(game ?? settings), game && !game.over ? totalScore(game) : 0), streak: daily.streak })}
      controls={
        <ModeLevelPicker
          mode={pending?.mode ?? game?.mode ?? settings.mode}
          level={pending?.level ?? game?.level ?? settings.level}
          levels={LEVEL_IDS.map((id) => ({ value: id, label: LEVEL_LABEL[id] }))}
          dailyLabel={daily.doneToday ? 'Daily board ✓' : 'Daily board'}
          label="Game"
          onChange={choose}
        />
      }
      toolbar={
        <Tools
          canPlay={canPlay}
          hasEntry={entry.length > 0}
          hasLastWord={Boolean(game?.round.lastWord)}
          timed={settings.timed}
          onEnter={trySubmit}
          onShuffle={doShuffle}
          onLastWord={() => update(recallLast)}
          onClear={() => update(clearEntry)}
          onEndRound={end}
          onTimed={(on) => {
            setSettings({ ...settings, timed: on });
            announce(on ? 'Timer on from the next game.' : 'Timer off (relaxed) from the next game.');
          }}
        />
      }
      announcement={session.announcement}
      result={result}
      onResultClose={session.closeResult}
      paused={session.paused}
      onResume={() => {
        timed.resume();
        focusAfterRender(boardRef);
      }}
    >
      {!game && data.status === 'loading' && <p role="status">Loading words…</p>}
      {data.status === 'error' && <LoadFailure message={data.error.message} onRetry={data.retry} />}
      {game && !pending && (
        <Board
          game={game}
          testId={descriptor.ready.testId}
          message={message}
          boardRef={boardRef}
          onPick={(id) => update((g) => pickTile(g, id))}
          onTrim={(place) => update((g) => trimEntry(g, place))}
          onNextRound={goNextRound}
          onNewGame={playOn}
        />
      )}
      {pending && <p role="status">Dealing…</p>}
    </GameFrame>
  );
}
