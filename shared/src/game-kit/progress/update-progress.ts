// Where the kit writes a game's progress summary (contracts/progress.ts) for the home page to read: one
// read-modify-write of `games:progress:<slug>`, starting from the stored summary or an empty one.
import { emptyProgress, readProgress, writeProgress, type GameProgress } from '../../contracts/progress';
import type { StorageLike } from '../storage';

export interface ProgressTarget {
  /** Defaults to window.localStorage, when it is reachable. */
  storage?: StorageLike;
  now?: number;
}

function defaultStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

/**
 * Applies `change` to the game's stored summary (an empty one when none is usable) and saves the result; undefined when it could not be saved.
 * Never throws: progress is a courtesy to the home page, never a reason for a game to fail.
 */
export function updateProgress(slug: string, change: (progress: GameProgress, now: number) => GameProgress, target: ProgressTarget = {}): GameProgress | undefined {
  try {
    const storage = target.storage ?? defaultStorage();
    if (!storage) return undefined;
    const now = target.now ?? Date.now();
    const next = change(readProgress(storage, slug) ?? emptyProgress(slug, now), now);
    return writeProgress(storage, next) ? next : undefined;
  } catch {
    return undefined;
  }
}
