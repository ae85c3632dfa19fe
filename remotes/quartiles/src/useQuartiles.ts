import { useAnnouncer, useGameTimer, type GameResult } from '@games/shared/game-kit';
import { dateKey } from '@games/shared/game-kit/puzzle/daily';
import { recordWin } from '@games/shared/game-kit/puzzle/records';
import { useDailyRecords } from '@games/shared/game-kit/round/useDailyRecords';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { modeFromUrl, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useRef, useState } from 'react';
import { tileKey } from './Board';
import { hintMessage, pickedMessage, refusedPickMessage, submitFeedback, type Flash } from './logic/feedback';
import type { Board } from './logic/pack';
import { backspace, clearSelection, countedFound, isComplete, scoreOf, submit, takeHint, toggleTile, type Play } from './logic/play';
import { freshGame, keptGame } from './logic/saved-game';
import { completedMessage, quartilesResult } from './result';
import { gameStores, modeStore, type Mode, type SavedGame } from './stores';

const newUnlimited = (boards: readonly Board[], seed = randomSeed()) => freshGame('unlimited', boards, dateKey(), seed);
/** The mode's saved game when it still fits the pack (and is today's, for the daily); else a new one. */
const restoredGame = (mode: Mode, boards: readonly Board[]) =>
  keptGame(mode, boards, gameStores[mode].load(), dateKey()) ?? freshGame(mode, boards, dateKey(), randomSeed());

/**
 * Quartiles' lifecycle: the mode (the URL's, else the player's), one game per mode saved with its clock, the
 * tiles picked, words tried, hints, the records (streak, best score), the result and the flash over the board.
 */
export function useQuartiles(gameKey: string, boards: Board[]) {
  const { announcement, announce } = useAnnouncer();
  const [urlSeed] = useState(seedFromUrl);
  // ?mode=daily (a Today tile) or ?mode=unlimited opens that mode, remembered as the player's choice.
  // (Stored before the mode is read below, once.)
  useState(() => {
    const asked = urlSeed ? undefined : modeFromUrl((_value: unknown): _value is never => false)?.mode;
    if (asked) modeStore.save(asked);
  });
  const [mode, setMode] = usePersistentState<Mode>(modeStore, 'daily');
  const [game, setGame] = useState<SavedGame>(() => (urlSeed ? newUnlimited(boards, urlSeed) : restoredGame(mode, boards)));
  // The dailies and the score records are two views of the game's one records document.
  const daily = useDailyRecords(gameKey);
  const [result, setResult] = useState<GameResult | null>(null);
  const [flash, setFlash] = useState<Flash | null>(null);
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
    if (shownMode === 'daily') setMode('unlimited');
    start(newUnlimited(boards));
  };

  const update = (nextPlay: Play) => {
    if (nextPlay !== play) save({ ...gameRef.current, play: nextPlay });
  };

  const pickTile = (tile: number) => {
    const next = toggleTile(gameRef.current.play, tile);
    if (next === gameRef.current.play) {
      announce(refusedPickMessage(next.selection.length, board.tiles[tile]));
      return;
    }
    update(next);
    announce(pickedMessage(next.selection.map((t) => board.tiles[t])));
  };

  const finish = (current: SavedGame) => {
    const timeMs = timer.read();
    daily.change((prior) => recordWin(prior, { difficulty: 'standard', timeMs, hints: current.play.hints, mistakes: 0, dailyDate: current.date }).records);
    const words = countedFound(board, current.play);
    const outcome = scores.finishRound(scoreOf(current.play), { words });
    announce(completedMessage(outcome));
    const done = { outcome, words, totalWords: board.words.length, timeMs, hints: current.play.hints, date: current.date };
    setResult(quartilesResult(done, { onShareOutcome: announce, keepPlaying: { label: 'Keep playing', onClick: () => setResult(null) }, newPuzzle: { label: 'New puzzle', onClick: newGame } }));
  };

  const trySubmit = () => {
    const current = gameRef.current;
    const { play: next, outcome } = submit(board, current.play);
    if (outcome.kind === 'empty') {
      announce('Pick tiles first.');
      return;
    }
    const completes = !current.complete && isComplete(board, next);
    const saved = { ...current, play: next, complete: current.complete || completes };
    save(saved);
    const feedback = submitFeedback(outcome, scoreOf(next));
    setFlash(feedback.flash);
    // The completing word is said with the result.
    if (!(completes && outcome.kind === 'found')) announce(feedback.said);
    if (completes) finish(saved);
    // Words found after the five quartiles still count: the finished puzzle's better score becomes the best.
    else if (current.complete && outcome.kind === 'found') scores.raiseFinishedRound(scoreOf(next), { words: countedFound(board, next) });
  };

  const backspaceTile = () => update(backspace(gameRef.current.play));
  const clear = () => {
    update(clearSelection(gameRef.current.play));
    announce('Cleared.');
  };
  const hint = () => {
    const next = takeHint(board, gameRef.current.play);
    if (!next) {
      announce('Every word is found.');
      return;
    }
    update(next);
    announce(hintMessage(board.tiles[next.hintTile!], tileKey(next.hintTile!)));
  };

  return {
    board,
    game,
    play,
    score,
    shownMode,
    best: liveBest(scores.records, shownMode, game.complete ? score : 0),
    streak: daily.streak,
    elapsedMs: timer.elapsedMs,
    flash,
    announcement,
    result,
    closeResult: () => setResult(null),
    chooseMode,
    newGame,
    pickTile,
    submit: trySubmit,
    backspace: backspaceTile,
    clear,
    hint,
  };
}

export type Quartiles = ReturnType<typeof useQuartiles>;
