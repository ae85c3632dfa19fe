import { usePrefersReducedMotion } from '@games/shared/game-kit/motion/usePrefersReducedMotion';
import { DEFAULT_SCORE_KEY } from '@games/shared/game-kit/score/score-records';
import { useStepScoreSession } from '@games/shared/game-kit/step-score/useStepScoreSession';
import { useCallback, useEffect, useState } from 'react';
import { blockLabel, COLS } from './logic/board';
import { canDrop, canUndo, drop, isOver, newGame, undo, type GameState } from './logic/game';
import { gameStore } from './stores';

/** How long each step of a drop shows (landing, each merge, each fall). */
export const FRAME_MS = 130;

/** Records are kept apart for games where undo was used. */
export const scoreKeyOf = (game: GameState) => (game.undoUsed ? 'undo' : DEFAULT_SCORE_KEY);
const score = (game: GameState) => game.score;
const extras = (game: GameState) => ({ tile: game.bestTile });

/** One picture of a drop's animation: the board, and the block that just landed or grew. */
export interface Frame {
  cells: number[];
  focus: number;
  kind: 'land' | 'merge' | 'fall';
  combo: number;
}

/**
 * Merge & Double's state around its pure logic: the step-score session (the game saved after every drop,
 * `?seed=…`, records, undo, New game, announcements), the chosen column and the drop's step-by-step animation.
 */
export function useMergeAndDouble(gameKey: string) {
  const session = useStepScoreSession({ gameKey, store: gameStore, newGame, isOver, score, extras, scoreKeyOf, undo, canUndo });
  const { announce, play, current } = session;
  const [column, setColumn] = useState(2);
  const [frames, setFrames] = useState<Frame[]>([]);
  const [frame, setFrame] = useState(0);
  const [gain, setGain] = useState<{ points: number; combo: number; key: number } | null>(null);
  const reduced = usePrefersReducedMotion();

  // The animation walks its frames, then the board shows the game as it is.
  const animating = frame < frames.length;
  useEffect(() => {
    if (!animating) return undefined;
    const timer = setTimeout(() => setFrame((f) => f + 1), FRAME_MS);
    return () => clearTimeout(timer);
  }, [animating, frame]);

  const dropInto = useCallback(
    (col: number) => {
      const before = current();
      setColumn(col);
      if (isOver(before)) return;
      if (!canDrop(before.cells, col, before.queue[0])) {
        announce(`Column ${col + 1} is full.`);
        return;
      }
      const result = drop(before, col)!;
      const next = result.state;
      const ended = play(next);
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
      if (ended) return;
      const merged = combo ? ` Merged into ${blockLabel(result.steps[combo - 1].value)}${combo > 1 ? `, combo of ${combo}` : ''}. Score ${next.score}.` : '';
      announce(`Dropped ${blockLabel(before.queue[0])} in column ${col + 1}.${merged} Next ${blockLabel(next.queue[0])}.`);
    },
    [announce, play, current, reduced],
  );

  const moveColumn = (delta: number) => setColumn((col) => Math.min(COLS - 1, Math.max(0, col + delta)));

  const undoMove = () => {
    const back = session.undo();
    if (!back) return;
    setFrames([]);
    setGain(null);
    announce(`Undone. Next ${blockLabel(back.queue[0])}. Scores of this game now count as a game with undo.`);
  };

  const startNewGame = () => {
    const fresh = session.newGame();
    setFrames([]);
    setGain(null);
    announce(`New game. First block ${blockLabel(fresh.queue[0])}.`);
  };

  const shown: Frame | null = animating ? frames[frame] : null;
  return {
    ...session,
    column,
    setColumn,
    moveColumn,
    dropInto,
    shown,
    animating,
    gain,
    undo: undoMove,
    startNewGame,
  };
}

export type MergeAndDouble = ReturnType<typeof useMergeAndDouble>;
