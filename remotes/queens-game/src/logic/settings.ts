// Player settings, remembered between visits.
import { isDifficulty, type Difficulty } from './difficulty';
import type { PlayMode } from './play';

export interface Settings {
  /** Show × on every cell a placed queen rules out (LinkedIn's "auto-place ×"). */
  autoCross: boolean;
  /** Mark clashing queens as you play. */
  showConflicts: boolean;
  difficulty: Difficulty;
  mode: PlayMode;
}

export const DEFAULT_SETTINGS: Settings = { autoCross: true, showConflicts: true, difficulty: 'easy', mode: 'daily' };

export function isSettings(value: unknown): value is Settings {
  if (typeof value !== 'object' || value === null) return false;
  const settings = value as Record<string, unknown>;
  return (
    typeof settings.autoCross === 'boolean' &&
    typeof settings.showConflicts === 'boolean' &&
    isDifficulty(settings.difficulty) &&
    (settings.mode === 'daily' || settings.mode === 'unlimited')
  );
}
