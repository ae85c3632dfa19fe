import type { GameResult } from '@games/shared/game-kit';
import { nextLevel } from './logic/levels';

export interface LevelResultActions {
  /** Opens a level of the map. */
  playLevel: (level: string) => void;
  openMap: () => void;
}

/**
 * The kit's result of a solved map level, with the way on: the next level, the map beside it. After the last
 * level the map alone: never two buttons that do the same.
 */
export function levelResult(result: GameResult, level: string, { playLevel, openMap }: LevelResultActions): GameResult {
  const next = nextLevel(level);
  const map = { label: 'Levels', onClick: openMap };
  return { ...result, primaryAction: next ? { label: 'Next level', onClick: () => playLevel(next) } : map, secondaryAction: next ? map : undefined };
}
