import { EFFECT_MS } from '../logic/config';
import { level, multiplier, type GameState } from '../logic/game';

/** A timed power-up as the HUD shows it. */
export interface HudEffect {
  key: 'magnet' | 'wide' | 'slow';
  label: string;
  /** Share of the duration left, in BAR_STEPS steps (so the bar re-renders a few times a second, not every frame). */
  left: number;
}

/** What the in-play HUD over the sky shows: level, combo and the running power-ups. */
export interface PlayHud {
  level: number;
  combo: number;
  multiplier: number;
  effects: readonly HudEffect[];
}

/** Steps of a power-up bar: about one per device pixel of its width. */
export const BAR_STEPS = 70;

const EFFECT_LABEL: ReadonlyArray<{ key: HudEffect['key']; label: string }> = [
  { key: 'magnet', label: 'Magnet' },
  { key: 'wide', label: 'Wide' },
  { key: 'slow', label: 'Slow-mo' },
];

export function playHudOf(state: GameState): PlayHud {
  const effects: HudEffect[] = [];
  for (const { key, label } of EFFECT_LABEL) {
    const ms = state.effects[key];
    if (ms > 0) effects.push({ key, label, left: Math.ceil((ms / EFFECT_MS[key]) * BAR_STEPS) / BAR_STEPS });
  }
  return { level: level(state), combo: state.combo, multiplier: multiplier(state), effects };
}

export function samePlayHud(a: PlayHud, b: PlayHud): boolean {
  return (
    a.level === b.level &&
    a.combo === b.combo &&
    a.multiplier === b.multiplier &&
    a.effects.length === b.effects.length &&
    a.effects.every((effect, index) => effect.key === b.effects[index].key && effect.left === b.effects[index].left)
  );
}
