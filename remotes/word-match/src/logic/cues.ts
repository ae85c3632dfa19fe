// Word-match's sounds as data for the kit's tone player: a rising chime for a right pair that climbs a
// semitone with every pair in a row and gains a note with each combo multiplier, a soft low buzz for a
// wrong pair, and a short cadence when the round ends.
import type { Tone } from '@games/shared/game-kit/sound/tone-player';
import { multiplierFor, type EndReason } from './round';

/** The first pair of a run starts on A4. */
const BASE_HZ = 440;
/** The chime's notes over its root: root, major third, fifth, octave; a ×n multiplier plays n + 1 of them. */
const CHIME = [1, 5 / 4, 3 / 2, 2];

const semitones = (hz: number, steps: number) => hz * 2 ** (steps / 12);

/**
 * The cue for a right pair that makes `combo` pairs in a row (1 for the first): a rising arpeggio on a root a
 * semitone higher per pair, with as many notes above the root as the multiplier that pair scored.
 */
export function correctCue(combo: number): Tone[] {
  const run = Math.max(1, Math.floor(combo));
  const root = semitones(BASE_HZ, run - 1);
  const notes = Math.min(CHIME.length, multiplierFor(run - 1) + 1);
  return CHIME.slice(0, notes).map((ratio, i) => ({
    frequency: root * ratio,
    startMs: i * 55,
    durationMs: i === notes - 1 ? 160 : 90,
    type: 'triangle' as const,
    gain: 0.18,
  }));
}

/** A wrong pair: a short, soft, low buzz. */
export const WRONG_CUE: readonly Tone[] = [
  { frequency: 98, durationMs: 220, type: 'sawtooth', gain: 0.06 },
  { frequency: 92.5, durationMs: 220, type: 'square', gain: 0.03 },
];

/** The round's end: a cadence up to C5 when every pair was matched, a gentle fall to C4 when time or hearts ran out. */
export function endCue(reason: EndReason | null): Tone[] {
  const notes = reason === 'pairs' ? [392, 493.9, 523.3] : [329.6, 293.7, 261.6];
  return notes.map((frequency, i) => ({ frequency, startMs: i * 140, durationMs: i === notes.length - 1 ? 320 : 130, type: 'sine' as const, gain: 0.2 }));
}
