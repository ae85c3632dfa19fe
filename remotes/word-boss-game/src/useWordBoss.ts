import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { dailyPuzzleSeed } from '@games/shared/game-kit/puzzle/daily';
import { createRandom } from '@games/shared/game-kit/random';
import { dailyAction } from '@games/shared/game-kit/result/next-daily-action';
import { useNextDaily } from '@games/shared/game-kit/result/useNextDaily';
import { useDailyRecords } from '@games/shared/game-kit/round/useDailyRecords';
import { useFocusAfterRender } from '@games/shared/game-kit/round/useFocusAfterRender';
import { useRoundSession, type RoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { modeFromUrl, randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BOARD_URLS } from './dataUrl';
import { isBossData, isLevelId, LEVEL_LABEL, type LevelId } from './logic/data';
import { dealBoard } from './logic/deal';
import { dealOnOpen, levelOf, type Pending } from './logic/opening';
import { clockRuns, inPlay, scoreKeyOf } from './logic/play-state';
import { endRound, nextRound, shuffleTiles, startGame, submit, totalScore, type BossGame, type Mode } from './logic/round';
import { ROUND_MS } from './logic/scoring';
import { spokenLetters, verdictMessage } from './messages';
import { bossResult, endTitle } from './result';
import { DEFAULT_SETTINGS, gameStore, settingsStore, type SavedGame } from './stores';

/**
 * Word Boss's lifecycle around the kit's round session: what opens (the URL's seed, the saved game, a new deal
 * once its level's boards are in), the rounds (try a word, end, next round), the mode and level, the timer
 * setting, the result with the next daily, and the message under the board.
 */
export function useWordBoss(gameKey: string) {
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

  const shuffle = () => {
    shuffles.current += 1;
    update((g) => shuffleTiles(g, createRandom(`${g.seed}:${g.roundNo}:${shuffles.current}:${Date.now()}`)));
    announce('Shuffled.');
  };

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
  const dailyInPlay = game?.mode === 'daily' && !game.over;
  const restart = () => (dailyInPlay ? setPending({ mode: 'daily', level: 'six' }) : newGame());

  const setTimed = (on: boolean) => {
    setSettings({ ...settings, timed: on });
    announce(on ? 'Timer on from the next game.' : 'Timer off (relaxed) from the next game.');
  };

  const resume = () => {
    timed.resume();
    focusAfterRender(boardRef);
  };

  const { finished } = session;
  const nextDaily = useNextDaily(gameKey, Boolean(finished && game?.over && game.mode === 'daily'));
  const result = useMemo(
    () => (finished && game?.over ? bossResult(game, finished, daily.streak, announce, game.mode === 'daily' ? dailyAction(nextDaily, playOn).action : { label: 'Play again', onClick: playOn }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the result stands while the finished game does
    [finished, game?.over, nextDaily],
  );

  return {
    session,
    game,
    settings,
    daily,
    pending,
    data,
    playing,
    /** A round in play and not held. */
    canPlay: playing && !(game?.timed && timed.paused),
    best: liveBest(session.scores.records, scoreKeyOf(game ?? settings), game && !game.over ? totalScore(game) : 0),
    message,
    boardRef,
    result,
    dailyInPlay,
    update,
    end,
    trySubmit,
    goNextRound,
    shuffle,
    choose,
    playOn,
    restart,
    setTimed,
    resume,
  };
}

export type WordBoss = ReturnType<typeof useWordBoss>;
