// Moves the saves of the sudoku before the kit's puzzle session into the kit's slots, once (see
// logic/legacy-saves.ts). A slot that already holds a game is never overwritten.
import { createStore } from '@games/shared/game-kit/storage';
import { fromLegacySession, isLegacyPreferences, isLegacySession } from './logic/legacy-saves';
import type { Settings } from './logic/settings';

const anything = (value: unknown): value is unknown => value !== undefined;

/** Reads 'sudoku:preferences' and 'sudoku:game:<mode>', writes 'sudoku:settings', 'sudoku:mode' and the slots. */
export function moveLegacySaves(gameKey: string): void {
  const store = <T,>(key: string, validate: (value: unknown) => value is T) => createStore<T>({ key: `${gameKey}:${key}`, version: 1, validate });
  const saveIfEmpty = (key: string, value: unknown) => {
    const target = store(key, anything);
    if (target.load() === undefined) target.save(value);
  };
  const preferences = store('preferences', isLegacyPreferences);
  const old = preferences.load();
  if (old) {
    saveIfEmpty('settings', { showConflicts: old.showConflicts, mistakeLimit: old.mistakeLimit } satisfies Settings);
    saveIfEmpty('mode', { mode: old.mode, level: old.difficulty });
    preferences.clear();
  }
  for (const mode of ['daily', 'unlimited']) {
    const legacy = store(`game:${mode}`, isLegacySession);
    const game = legacy.load();
    if (!game) continue;
    const { slot, session } = fromLegacySession(game);
    saveIfEmpty(`game-${slot}`, session);
    legacy.clear();
  }
}
