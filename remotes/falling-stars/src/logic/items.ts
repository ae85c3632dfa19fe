/** Things that fall: stars to catch, bombs to dodge, power-ups to grab. */
export type PowerUpKind = 'magnet' | 'wide' | 'slow' | 'shield' | 'heart';
export type ItemKind = 'star' | 'gold' | 'bomb' | PowerUpKind;

export const POWER_UPS: readonly PowerUpKind[] = ['magnet', 'wide', 'slow', 'shield', 'heart'];

export interface Item {
  id: number;
  kind: ItemKind;
  x: number;
  y: number;
  /** Position at the previous step, for interpolated drawing. */
  px: number;
  py: number;
  /** Fall speed in units/s (before slow-motion). */
  vy: number;
  /** Drawn radius. */
  r: number;
  /** A per-item phase for the view's spin and twinkle. */
  phase: number;
}

export function isPowerUp(kind: ItemKind): kind is PowerUpKind {
  return (POWER_UPS as readonly string[]).includes(kind);
}

export function isStar(kind: ItemKind): kind is 'star' | 'gold' {
  return kind === 'star' || kind === 'gold';
}

export const RADIUS: Record<ItemKind, number> = { star: 13, gold: 15, bomb: 13, magnet: 14, wide: 14, slow: 14, shield: 14, heart: 14 };

/**
 * Fair hitboxes: things you want are caught generously, a bomb only counts when it really lands
 * in the basket (a grazing fuse is forgiven).
 */
export function hitRadius(item: Pick<Item, 'kind' | 'r'>): number {
  return item.kind === 'bomb' ? item.r * 0.7 : item.r * 1.1;
}
