import { usePersistentState } from '@games/shared/game-kit';
import { useStepScoreSession } from '@games/shared/game-kit/step-score/useStepScoreSession';
import { randomSeed } from '@games/shared/game-kit/url-options';
import { useState } from 'react';
import { awaitingWinChoice, canUndo, keepGoing, move, newGame, undo, type GameState } from './logic/game';
import { maxTileValue, sizeLabel, type BoardSize } from './logic/grid';
import type { Direction } from './logic/move';
import { winningValue } from './logic/rules';
import { scoreKeyOf } from './logic/scoreKeys';
import { fromSaved, toSaved } from './logic/serialize';
import { DEFAULT_SETTINGS } from './logic/settings';
import { GAME_KEY, olderBests, savedGameStore, settingsStore } from './stores';

function restoreOrStart(size: BoardSize): GameState {
  const saved = savedGameStore(size).load();
  return saved && saved.size === size ? fromSaved(saved) : newGame(size, randomSeed());
}

/** What the step-score session needs to know of a 2048 game; each board size keeps its own game in progress. */
const rules = {
  isOver: (game: GameState) => game.over,
  score: (game: GameState) => game.score,
  /** A round ended (game over, or left for a new game): the figures it is recorded with. */
  extras: (game: GameState) => ({ tile: maxTileValue(game.grid) }),
  scoreKeyOf: (game: GameState) => scoreKeyOf(game.size, game.undoUsed),
  undo,
  canUndo,
  older: olderBests,
  store: { save: (game: GameState) => savedGameStore(game.size).save(toSaved(game)) },
};

/**
 * 2048's state around its pure logic: the step-score session (the game per board size saved on every change,
 * `?seed=…`, records, undo, New game, announcements), settings, the "+score" bubble and the result shown on the
 * board.
 */
export function useGame2048(gameKey: string) {
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const session = useStepScoreSession({
    ...rules,
    gameKey: gameKey || GAME_KEY,
    newGame: (seed) => newGame(settings.size, seed),
    open: (seed) => (seed ? newGame(settings.size, seed) : restoreOrStart(settings.size)),
  });
  const { game, announce } = session;
  const [scoreGain, setScoreGain] = useState<{ amount: number; key: number } | null>(null);

  // A move: the +score bubble, the end of the round, and words for screen readers (the result panel says how the round went).
  const play = (direction: Direction) => {
    const before = session.current();
    const next = move(before, direction);
    if (next === before) return;
    const gained = next.score - before.score;
    if (gained > 0) setScoreGain({ amount: gained, key: next.moveCount });
    if (session.play(next)) return;
    if (next.won && !before.won) announce(`You win! You made ${winningValue(next.size)}. Score ${next.score}.`);
    else if (gained > 0) announce(`Score ${next.score}, plus ${gained}.`);
  };

  const show = (next: GameState, words: string) => {
    session.show(next);
    setScoreGain(null);
    announce(words);
  };

  // Leaving a round that scored counts it (its best is kept); a finished one was recorded when it ended.
  const startNewGame = (size: BoardSize = game.size) => {
    session.newGame(newGame(size, randomSeed()));
    setScoreGain(null);
    announce(`New ${sizeLabel(size)} game.`);
  };

  const changeSize = (size: BoardSize) => {
    if (size === game.size) return;
    setSettings((current) => ({ ...current, size }));
    const next = restoreOrStart(size);
    show(next, `${sizeLabel(size)} board. Score ${next.score}.`);
  };

  const setUndoEnabled = (undoEnabled: boolean) => setSettings((current) => ({ ...current, undoEnabled }));

  // A finished game shows its round's outcome (null: restored already over, the panel shows the standing best).
  const over = game.over ? { outcome: session.ended, records: session.records, scoreKey: session.scoreKey, bestTile: maxTileValue(game.grid) } : null;

  return {
    game,
    settings,
    best: session.best,
    announcement: session.announcement,
    announce,
    scoreGain,
    over,
    showingWin: awaitingWinChoice(game),
    play,
    undo: () => void session.undo(),
    canUndo: session.canUndo,
    startNewGame,
    changeSize,
    keepGoing: () => session.play(keepGoing(session.current())),
    setUndoEnabled,
  };
}
