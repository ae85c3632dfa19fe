import { EFFECT_MS, MAGNET_PULL, MAGNET_REACH, MAX_LIVES, WORLD_HEIGHT } from './config';
import { isStar, type Item, type PowerUpKind } from './items';

/** Timed power-ups: ms left (0 = off). */
export interface Effects {
  magnet: number;
  wide: number;
  slow: number;
}

export const NO_EFFECTS: Effects = { magnet: 0, wide: 0, slow: 0 };

export interface PowerUpTarget {
  effects: Effects;
  shield: boolean;
  lives: number;
}

/**
 * Applies a caught power-up. Timed ones (magnet, wide basket, slow motion) start or refresh their
 * full duration; the shield absorbs the next lost life; a heart gives a life (up to the maximum).
 */
export function applyPowerUp<T extends PowerUpTarget>(state: T, kind: PowerUpKind): T {
  switch (kind) {
    case 'magnet':
    case 'wide':
    case 'slow':
      return { ...state, effects: { ...state.effects, [kind]: EFFECT_MS[kind] } };
    case 'shield':
      return { ...state, shield: true };
    case 'heart':
      return { ...state, lives: Math.min(state.lives + 1, MAX_LIVES) };
  }
}

/** Counts timed effects down (in real game time, so slow motion does not stretch itself). */
export function tickEffects(effects: Effects, dtMs: number): Effects {
  if (effects.magnet <= 0 && effects.wide <= 0 && effects.slow <= 0) return effects;
  return {
    magnet: Math.max(0, effects.magnet - dtMs),
    wide: Math.max(0, effects.wide - dtMs),
    slow: Math.max(0, effects.slow - dtMs),
  };
}

/** The magnet draws stars (never bombs) in the lower part of the sky towards the catcher's x. */
export function magnetPull(item: Item, catcherX: number, dtMs: number): number {
  if (!isStar(item.kind) || item.y < WORLD_HEIGHT * 0.3) return item.x;
  const dx = catcherX - item.x;
  if (Math.abs(dx) > MAGNET_REACH) return item.x;
  const move = (MAGNET_PULL * dtMs) / 1000;
  return Math.abs(dx) <= move ? catcherX : item.x + Math.sign(dx) * move;
}
