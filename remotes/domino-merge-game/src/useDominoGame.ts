import { useStepScoreSession } from '@games/shared/game-kit/step-score/useStepScoreSession';
import { useCallback, useState } from 'react';
import { indexOf } from './logic/board';
import { describeCell, describePiece, describeSteps } from './logic/describe';
import { canUndo, newGame, place, preview, rotatedPlacement, undo, type GameState } from './logic/game';
import { clampPlacement, isDomino, rotate, type Placement } from './logic/piece';
import { fromSaved, toSaved } from './logic/serialize';
import { GAME_KEY, SCORE_KEY, savedGameStore } from './stores';

const START: Placement = { anchor: { row: 2, col: 1 }, rotation: 0 };

/** What the step-score session needs to know of a Domino Merge game: one board, one score table. */
const rules = {
  isOver: (game: GameState) => game.over,
  score: (game: GameState) => game.score,
  /** The figures a round is recorded with. */
  extras: (game: GameState) => ({ tile: game.bestTile }),
  scoreKeyOf: () => SCORE_KEY,
  newGame,
  undo,
  canUndo,
  store: {
    load: () => {
      const saved = savedGameStore.load();
      return saved && fromSaved(saved);
    },
    save: (game: GameState) => savedGameStore.save(toSaved(game)),
  },
};

/**
 * Domino Merge's state around its pure logic: the step-score session (the game saved on every change,
 * `?seed=…`, records, undo, New game, announcements), the ghost piece and the words for screen readers.
 */
export function useDominoGame(gameKey: string) {
  const session = useStepScoreSession({ ...rules, gameKey: gameKey || GAME_KEY });
  const { game, announce, play } = session;
  const [ghost, setGhost] = useState<Placement>(START);

  /** Places the piece where the ghost (or the given placement) is; says why not, or what it did. */
  const placeAt = useCallback(
    (placement: Placement) => {
      const next = place(game, placement);
      if (next === game) {
        if (!game.over) announce(`The ${describePiece(game.piece, placement.rotation)} does not fit at ${describeCell(indexOf(placement.anchor))}.`);
        return false;
      }
      const ghostNext = clampPlacement(next.piece, placement);
      setGhost(ghostNext);
      // The end of the round has its own words (useDominoResult).
      if (!play(next)) {
        const merged = describeSteps(next.lastSteps);
        announce(`${merged ? `${merged} ` : ''}Score ${next.score}. Next: ${describePiece(next.piece, ghostNext.rotation)}.`);
      }
      return true;
    },
    [game, announce, play],
  );

  const turn = () => {
    if (!isDomino(game.piece)) {
      announce('A single tile has nothing to turn.');
      return;
    }
    const placement = rotatedPlacement(game.piece, ghost, rotate(ghost.rotation));
    setGhost(placement);
    announce(`Turned: ${describePiece(game.piece, placement.rotation)}.`);
  };

  /** Moves the ghost by a step (keyboard) and says where it is and what it would do there. */
  const moveGhost = (dRow: number, dCol: number) => {
    const placement = clampPlacement(game.piece, { ...ghost, anchor: { row: ghost.anchor.row + dRow, col: ghost.anchor.col + dCol } });
    setGhost(placement);
    const shown = preview(game, placement);
    const where = describeCell(indexOf(placement.anchor));
    announce(shown ? `${where}. ${describeSteps(shown.steps) || 'Fits, no merge.'}` : `${where}. Does not fit.`);
  };

  const undoPlacement = () => {
    const back = session.undo();
    if (!back) return;
    setGhost((current) => clampPlacement(back.piece, current));
    announce(`Undone. Score ${back.score}. ${back.undosLeft} undo${back.undosLeft === 1 ? '' : 's'} left.`);
  };

  const startNewGame = () => {
    // Leaving a round that scored counts it; a finished one was recorded when it ended.
    const next = session.newGame();
    setGhost(START);
    announce(`New game. First piece: ${describePiece(next.piece, START.rotation)}.`);
  };

  return {
    ...session,
    ghost,
    setGhost,
    bestTile: Math.max(game.bestTile, session.record.bestExtras.tile ?? 0),
    placeAt,
    turn,
    moveGhost,
    undo: undoPlacement,
    startNewGame,
  };
}

export type DominoGame = ReturnType<typeof useDominoGame>;
