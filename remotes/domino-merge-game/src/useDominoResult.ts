import { useEffect, useState } from 'react';
import { SCORE_KEY } from './stores';
import type { DominoGame } from './useDominoGame';

// What is not needed for the first paint loads right after it, outside the first-load budget: the result over
// the board (with its share button) and the help text.
export const loadLater = () => import('./later');

/**
 * The round's end for the frame's `result` ("Game over!", figures, Share, Play again, Undo), once its chunk is
 * in; its words are said once, when they change. `refocus` wraps an action to hand focus back to the board.
 */
export function useDominoResult(g: DominoGame, refocus: (action: () => void) => () => void) {
  const { game, announce } = g;
  const [later, setLater] = useState<typeof import('./later')>();
  useEffect(() => void loadLater().then(setLater), []);
  const end =
    game.over &&
    later?.gameOver({
      outcome: g.ended,
      records: g.records,
      scoreKey: SCORE_KEY,
      score: game.score,
      bestTile: game.bestTile,
      newGame: refocus(g.startNewGame),
      undo: g.canUndo ? refocus(g.undo) : undefined,
      announce,
    });
  const words = end && end.words;
  // The round's end is said once, when its words change.
  useEffect(() => void (words && announce(words)), [announce, words]);
  return end ? end.result : null;
}
