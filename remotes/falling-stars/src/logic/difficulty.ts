import { LEVEL_MS } from './config';

/** The level shown to the player: 1 for the first 30 s, then +1 every 30 s. */
export function levelAt(timeMs: number): number {
  return 1 + Math.floor(Math.max(0, timeMs) / LEVEL_MS);
}

/** How much faster than the start things fall: rises smoothly, +20 % per level, capped at 2.8×. */
export function speedFactorAt(timeMs: number): number {
  return Math.min(1 + (0.2 * Math.max(0, timeMs)) / LEVEL_MS, 2.8);
}

/** Average ms between two spawns: 950 ms at the start, shrinking with time to at least 300 ms. */
export function spawnIntervalAt(timeMs: number): number {
  return Math.max(300, 950 / (1 + (0.28 * Math.max(0, timeMs)) / LEVEL_MS));
}

/** Chance that a spawn is a bomb: 12 % at the start, rising to 30 %. */
export function bombChanceAt(timeMs: number): number {
  return Math.min(0.12 + (0.03 * Math.max(0, timeMs)) / LEVEL_MS, 0.3);
}
