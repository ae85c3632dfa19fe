import { useAnnouncer } from '@games/shared/game-kit';
import { liveBest, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { useCallback, useEffect, useRef, useState } from 'react';
import { indexOf } from './logic/board';
import { describeCell, describePiece, describeSteps } from './logic/describe';
import { canUndo, newGame, place, preview, rotatedPlacement, undo, type GameState } from './logic/game';
import { clampPlacement, isDomino, rotate, type Placement } from './logic/piece';
import { fromSaved, toSaved } from './logic/serialize';
import { GAME_KEY, SCORE_KEY, savedGameStore } from './stores';

function restoreOrStart(): GameState {
  const seed = seedFromUrl();
  if (seed) return newGame(seed);
  const saved = savedGameStore.load();
  return saved ? fromSaved(saved) : newGame(randomSeed());
}

const START: Placement = { anchor: { row: 2, col: 1 }, rotation: 0 };

/** The score and its figures a round is recorded with. */
const extrasOf = (game: GameState) => ({ tile: game.bestTile });

/**
 * Domino Merge's state around its pure logic: the game (saved on every change; `?seed=…` starts a fresh,
 * reproducible game), the ghost piece, the score records (a round is recorded when it ends) and the words for
 * screen readers.
 */
export function useDominoGame(gameKey: string) {
  const [game, setGame] = useState<GameState>(restoreOrStart);
  const { records, record, finishRound } = useScoreRecords(gameKey || GAME_KEY, SCORE_KEY);
  const { announcement, announce } = useAnnouncer();
  const [ghost, setGhost] = useState<Placement>(START);
  const [ended, setEnded] = useState<ScoreOutcome | null>(null);

  useEffect(() => {
    savedGameStore.save(toSaved(game));
  }, [game]);

  // What a placement did: words for screen readers and the end of the round.
  const previousGame = useRef(game);
  useEffect(() => {
    const before = previousGame.current;
    previousGame.current = game;
    if (before === game || game.turn <= before.turn) return;
    if (game.over && !before.over) {
      setEnded(finishRound(game.score, extrasOf(game)));
      return;
    }
    const merged = describeSteps(game.lastSteps);
    announce(`${merged ? `${merged} ` : ''}Score ${game.score}. Next: ${describePiece(game.piece, ghost.rotation)}.`);
  }, [game, finishRound, announce, ghost.rotation]);

  /** Places the piece where the ghost (or the given placement) is; says why not when it does not fit. */
  const placeAt = useCallback(
    (placement: Placement) => {
      const next = place(game, placement);
      if (next === game) {
        if (!game.over) announce(`The ${describePiece(game.piece, placement.rotation)} does not fit at ${describeCell(indexOf(placement.anchor))}.`);
        return false;
      }
      setGame(next);
      setGhost(clampPlacement(next.piece, placement));
      return true;
    },
    [game, announce],
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
    if (!canUndo(game)) return;
    const back = undo(game);
    setGame(back);
    setEnded(null);
    setGhost((current) => clampPlacement(back.piece, current));
    announce(`Undone. Score ${back.score}. ${back.undosLeft} undo${back.undosLeft === 1 ? '' : 's'} left.`);
  };

  const startNewGame = () => {
    // Leaving a round that scored counts it; a finished one was recorded when it ended.
    if (!game.over && game.score > 0) finishRound(game.score, extrasOf(game));
    const next = newGame(randomSeed());
    setGame(next);
    setEnded(null);
    setGhost(START);
    announce(`New game. First piece: ${describePiece(next.piece, START.rotation)}.`);
  };

  return {
    game,
    ghost,
    setGhost,
    best: liveBest(records, SCORE_KEY, game.score),
    bestTile: Math.max(game.bestTile, record.bestExtras.tile ?? 0),
    records,
    ended,
    announcement,
    announce,
    placeAt,
    turn,
    moveGhost,
    undo: undoPlacement,
    canUndo: canUndo(game),
    startNewGame,
  };
}

export type DominoGame = ReturnType<typeof useDominoGame>;
