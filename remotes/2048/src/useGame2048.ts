import { useAnnouncer, usePersistentState } from '@games/shared/game-kit';
import { liveBest, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { useCallback, useEffect, useRef, useState } from 'react';
import { awaitingWinChoice, canUndo, keepGoing, move, newGame, undo, type GameState } from './logic/game';
import { maxTileValue, sizeLabel, type BoardSize } from './logic/grid';
import type { Direction } from './logic/move';
import { winningValue } from './logic/rules';
import { scoreKeyOf } from './logic/scoreKeys';
import { fromSaved, toSaved } from './logic/serialize';
import { DEFAULT_SETTINGS } from './logic/settings';
import { GAME_KEY, legacyScoreRecords, savedGameStore, settingsStore } from './stores';

function restoreOrStart(size: BoardSize): GameState {
  const saved = savedGameStore(size).load();
  return saved && saved.size === size ? fromSaved(saved) : newGame(size, randomSeed());
}

/** A round ended (game over, or left for a new game): the figures it is recorded with. */
const extrasOf = (game: GameState) => ({ tile: maxTileValue(game.grid) });

/**
 * 2048's state around its pure logic: the game per board size (saved on every change; `?seed=…` starts a
 * fresh reproducible game), settings, the score records (a round is recorded when it ends), announcements,
 * the "+score" bubble and the result shown on the board.
 */
export function useGame2048(gameKey: string) {
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const [game, setGame] = useState<GameState>(() => {
    const seed = seedFromUrl();
    return seed ? newGame(settings.size, seed) : restoreOrStart(settings.size);
  });
  const scoreKey = scoreKeyOf(game.size, game.undoUsed);
  const { records, finishRound } = useScoreRecords(gameKey || GAME_KEY, scoreKey, { legacy: legacyScoreRecords });
  const { announcement, announce } = useAnnouncer();
  const [scoreGain, setScoreGain] = useState<{ amount: number; key: number } | null>(null);
  // The outcome of the round that just ended here; a game restored already over shows its standing best.
  const [ended, setEnded] = useState<ScoreOutcome | null>(null);

  useEffect(() => {
    savedGameStore(game.size).save(toSaved(game));
  }, [game]);

  // What a move did: the +score bubble, the end of the round, and words for screen readers.
  const previousGame = useRef(game);
  useEffect(() => {
    const before = previousGame.current;
    previousGame.current = game;
    if (before === game || before.size !== game.size || game.moveCount <= before.moveCount) return;
    const gained = game.score - before.score;
    if (gained > 0) setScoreGain({ amount: gained, key: game.moveCount });
    if (game.over && !before.over) {
      // The result panel says how the round went when it appears.
      setEnded(finishRound(game.score, extrasOf(game)));
    } else if (game.won && !before.won) announce(`You win! You made ${winningValue(game.size)}. Score ${game.score}.`);
    else if (gained > 0) announce(`Score ${game.score}, plus ${gained}.`);
  }, [game, finishRound, announce]);

  const play = useCallback((direction: Direction) => setGame((current) => move(current, direction)), []);
  const undoMove = useCallback(() => {
    setEnded(null);
    setGame(undo);
  }, []);

  const show = (next: GameState, words: string) => {
    setGame(next);
    setEnded(null);
    setScoreGain(null);
    announce(words);
  };

  const startNewGame = (size: BoardSize = game.size) => {
    // Leaving a round that scored counts it (its best is kept); a finished one was recorded when it ended.
    if (!game.over && game.score > 0) finishRound(game.score, extrasOf(game));
    show(newGame(size, randomSeed()), `New ${sizeLabel(size)} game.`);
  };

  const changeSize = (size: BoardSize) => {
    if (size === game.size) return;
    setSettings((current) => ({ ...current, size }));
    const next = restoreOrStart(size);
    show(next, `${sizeLabel(size)} board. Score ${next.score}.`);
  };

  const setUndoEnabled = (undoEnabled: boolean) => setSettings((current) => ({ ...current, undoEnabled }));

  // A finished game shows its round's outcome (null: restored already over, the panel shows the standing best).
  const over = game.over ? { outcome: ended, records, scoreKey, bestTile: maxTileValue(game.grid) } : null;

  return {
    game,
    settings,
    best: liveBest(records, scoreKey, game.score),
    announcement,
    announce,
    scoreGain,
    over,
    showingWin: awaitingWinChoice(game),
    play,
    undo: undoMove,
    canUndo: canUndo(game),
    startNewGame,
    changeSize,
    keepGoing: () => setGame(keepGoing),
    setUndoEnabled,
  };
}
