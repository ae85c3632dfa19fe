// Chess's move cues, played by the kit's tone player (no audio files).
import type { Tone } from '@games/shared/game-kit/sound/tone-player';

export type SoundName = 'move' | 'capture' | 'check' | 'end' | 'illegal';

export const SOUNDS: Record<SoundName, readonly Tone[]> = {
  move: [{ frequency: 420, durationMs: 60, type: 'triangle', gain: 0.25 }],
  capture: [
    { frequency: 300, durationMs: 50, type: 'square', gain: 0.12 },
    { frequency: 200, startMs: 50, durationMs: 70, type: 'triangle', gain: 0.25 },
  ],
  check: [
    { frequency: 660, durationMs: 80, type: 'sine', gain: 0.2 },
    { frequency: 880, startMs: 90, durationMs: 100, type: 'sine', gain: 0.2 },
  ],
  end: [
    { frequency: 523, durationMs: 120, type: 'sine', gain: 0.2 },
    { frequency: 659, startMs: 120, durationMs: 120, type: 'sine', gain: 0.2 },
    { frequency: 784, startMs: 240, durationMs: 220, type: 'sine', gain: 0.2 },
  ],
  illegal: [{ frequency: 140, durationMs: 120, type: 'sawtooth', gain: 0.08 }],
};
