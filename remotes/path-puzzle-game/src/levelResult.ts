import type { GameResult } from '@games/shared/game-kit';
import { nextLevel } from './logic/levels';

export interface LevelResultActions {
  /** Opens the levels: at `level`, else the level the player left. */
  playLevels: (level?: string) => void;
  openMap: () => void;
}

/**
 * The kit's result with the way on: after a level the next one, the map beside it (after the very last level
 * the map alone: never two buttons that do the same); after the daily, back to the level the player left.
 */
export function levelResult(result: GameResult, session: { mode: 'daily' | 'unlimited'; level: string }, { playLevels, openMap }: LevelResultActions): GameResult {
  const map = { label: 'Levels', onClick: openMap };
  if (session.mode === 'daily') return { ...result, primaryAction: { label: 'Play levels', onClick: () => playLevels() }, secondaryAction: map };
  const next = nextLevel(session.level);
  return { ...result, primaryAction: next ? { label: 'Next level', onClick: () => playLevels(next) } : map, secondaryAction: next ? map : undefined };
}
