import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { usePrefersReducedMotion } from '@games/shared/game-kit/motion/usePrefersReducedMotion';
import { DEFAULT_SCORE_KEY, liveBest, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { useCallback, useEffect, useRef, useState } from 'react';
import { blockLabel, COLS } from './logic/board';
import { canDrop, canUndo, drop, isOver, newGame, undo, type GameState } from './logic/game';
import { gameStore } from './stores';

/** How long each step of a drop shows (landing, each merge, each fall). */
export const FRAME_MS = 130;

/** Records are kept apart for games where undo was used. */
export const scoreKeyOf = (game: GameState) => (game.undoUsed ? 'undo' : DEFAULT_SCORE_KEY);

/** One picture of a drop's animation: the board, and the block that just landed or grew. */
export interface Frame {
  cells: number[];
  focus: number;
  kind: 'land' | 'merge' | 'fall';
  combo: number;
}

function openingGame(): GameState {
  const seed = seedFromUrl();
  if (seed) return newGame(seed);
  return gameStore.load() ?? newGame(randomSeed());
}

/**
 * Merge & Double's state around its pure logic: the game (saved after every drop; `?seed=…` starts a fresh
 * reproducible one), the chosen column, the drop's step-by-step animation, the records and announcements.
 */
export function useMergeAndDouble(gameKey: string) {
  const [game, setGame] = useState<GameState>(openingGame);
  const [column, setColumn] = useState(2);
  const [frames, setFrames] = useState<Frame[]>([]);
  const [frame, setFrame] = useState(0);
  const [ended, setEnded] = useState<ScoreOutcome | null>(null);
  const [gain, setGain] = useState<{ points: number; combo: number; key: number } | null>(null);
  const reduced = usePrefersReducedMotion();
  const scoreKey = scoreKeyOf(game);
  const { records, finishRound } = useScoreRecords(gameKey, scoreKey);
  const { announcement, announce } = useAnnouncer();
  const latest = useRef(game);
  latest.current = game;

  useEffect(() => {
    gameStore.save(game);
  }, [game]);

  // The animation walks its frames, then the board shows the game as it is.
  const animating = frame < frames.length;
  useEffect(() => {
    if (!animating) return undefined;
    const timer = setTimeout(() => setFrame((f) => f + 1), FRAME_MS);
    return () => clearTimeout(timer);
  }, [animating, frame]);

  const dropInto = useCallback(
    (col: number) => {
      const current = latest.current;
      setColumn(col);
      if (isOver(current)) return;
      if (!canDrop(current.cells, col, current.queue[0])) {
        announce(`Column ${col + 1} is full.`);
        return;
      }
      const result = drop(current, col)!;
      const next = result.state;
      setGame(next);
      // A drop made while the last one still animates shows the new one from its start.
      const steps: Frame[] = [{ cells: result.placed, focus: result.landed, kind: 'land', combo: 0 }];
      for (const step of result.steps) {
        steps.push({ cells: step.merged, focus: step.into, kind: 'merge', combo: step.combo });
        if (step.settled.some((value, i) => value !== step.merged[i])) steps.push({ cells: step.settled, focus: -1, kind: 'fall', combo: step.combo });
      }
      setFrames(reduced ? [] : steps);
      setFrame(0);
      const combo = result.steps.length;
      setGain(result.points ? { points: result.points, combo, key: next.moveCount } : null);
      if (isOver(next)) {
        setEnded(finishRound(next.score, { tile: next.bestTile }));
        return;
      }
      const merged = combo ? ` Merged into ${blockLabel(result.steps[combo - 1].value)}${combo > 1 ? `, combo of ${combo}` : ''}. Score ${next.score}.` : '';
      announce(`Dropped ${blockLabel(current.queue[0])} in column ${col + 1}.${merged} Next ${blockLabel(next.queue[0])}.`);
    },
    [announce, finishRound, reduced],
  );

  const moveColumn = (delta: number) => setColumn((col) => Math.min(COLS - 1, Math.max(0, col + delta)));

  const undoMove = () => {
    if (!canUndo(game)) return;
    setEnded(null);
    setFrames([]);
    setGain(null);
    const back = undo(game);
    setGame(back);
    announce(`Undone. Next ${blockLabel(back.queue[0])}. Scores of this game now count as a game with undo.`);
  };

  const startNewGame = () => {
    if (!isOver(game) && game.score > 0) finishRound(game.score, { tile: game.bestTile });
    const fresh = newGame(randomSeed());
    setGame(fresh);
    setFrames([]);
    setGain(null);
    setEnded(null);
    announce(`New game. First block ${blockLabel(fresh.queue[0])}.`);
  };

  const shown: Frame | null = animating ? frames[frame] : null;
  return {
    game,
    column,
    setColumn,
    moveColumn,
    dropInto,
    shown,
    animating,
    gain,
    over: isOver(game),
    ended,
    records,
    scoreKey,
    best: liveBest(records, scoreKey, game.score),
    announcement,
    announce,
    undo: undoMove,
    canUndo: canUndo(game),
    startNewGame,
  };
}

export type MergeAndDouble = ReturnType<typeof useMergeAndDouble>;
