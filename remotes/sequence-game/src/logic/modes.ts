// The modes: Simon's four pads (slow), a 3×3 grid, a 4×4 grid (fast), and the 3×3 grid in reverse order.

export interface ModeSpec {
  value: string;
  label: string;
  /** Pads per side: 2 (Simon's four), 3 or 4. */
  side: number;
  /** How long a step is lit and the pause after it, in ms. */
  onMs: number;
  gapMs: number;
  /** The player repeats the sequence backwards. */
  reverse: boolean;
}

export const MODES = [
  { value: 'simon', label: 'Simon · 4 pads', side: 2, onMs: 600, gapMs: 250, reverse: false },
  { value: 'grid9', label: 'Grid · 3×3', side: 3, onMs: 500, gapMs: 200, reverse: false },
  { value: 'grid16', label: 'Fast · 4×4', side: 4, onMs: 350, gapMs: 150, reverse: false },
  { value: 'reverse', label: 'Reverse · 3×3', side: 3, onMs: 500, gapMs: 200, reverse: true },
] as const satisfies readonly ModeSpec[];

export type Mode = (typeof MODES)[number]['value'];

export const isMode = (value: unknown): value is Mode => MODES.some((mode) => mode.value === value);

export const modeSpec = (mode: string): ModeSpec => MODES.find((m) => m.value === mode) ?? MODES[0];

export const padCount = (mode: string): number => modeSpec(mode).side ** 2;

/**
 * Step timing: under reduced motion the playback is half as fast again and each step holds a steady
 * highlight (no flashing), with a longer pause so a repeated pad reads as two steps.
 */
export function stepTiming(mode: string, reducedMotion: boolean): { onMs: number; gapMs: number } {
  const { onMs, gapMs } = modeSpec(mode);
  return reducedMotion ? { onMs: Math.round(onMs * 1.5), gapMs: Math.round(gapMs * 2) } : { onMs, gapMs };
}
