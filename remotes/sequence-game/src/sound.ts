// A tone per pad and a buzz for a mistake, played by the kit's tone player when the player turned sound on.
import type { Tone } from '@games/shared/game-kit/sound/tone-player';

/** Simon's four tones (G♯4, D♯4, B3, G♯3), top left to bottom right. */
const SIMON_HZ = [415.3, 311.1, 246.9, 207.7];
/** A major pentatonic run from C4: one distinct, pleasant note per grid tile, low to high. */
const PENTATONIC_HZ = [261.6, 293.7, 329.6, 392.0, 440.0, 523.3, 587.3, 659.3, 784.0, 880.0, 1046.5, 1174.7, 1318.5, 1568.0, 1760.0, 2093.0];

/** The pad's own tone, as long as the pad lights (at least 120 ms). */
export function padCue(pads: number, pad: number, ms: number): Tone[] {
  const frequency = pads === 4 ? SIMON_HZ[pad] : PENTATONIC_HZ[pad % PENTATONIC_HZ.length];
  return [{ frequency, durationMs: Math.max(120, ms), type: 'triangle', gain: 0.25 }];
}

/** A low buzz for a wrong pad. */
export const MISTAKE_CUE: readonly Tone[] = [{ frequency: 110, durationMs: 420, type: 'sawtooth', gain: 0.15 }];
