import { generateFigure } from './generate';
import { DAILY_PARAMS, levelParams } from './levels';
import type { Figure } from './figure';

/**
 * The figure of a map level (the same for everyone: made from the level alone) or of the daily (from the day's
 * seed). Levels are handmade-looking figures generated deterministically, so the map never changes.
 */
export function dealFigure(mode: 'daily' | 'unlimited', level: string, seed: string): Figure {
  return mode === 'daily' ? generateFigure(`daily:${seed}`, DAILY_PARAMS) : generateFigure(`level:${level}`, levelParams(level));
}
