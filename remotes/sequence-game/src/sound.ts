// A tone per pad (Web Audio), played only when the player turned sound on. No files: an oscillator per note.

/** Simon's four tones (G♯4, D♯4, B3, G♯3), top left to bottom right. */
const SIMON_HZ = [415.3, 311.1, 246.9, 207.7];
/** A major pentatonic run from C4: one distinct, pleasant note per grid tile, low to high. */
const PENTATONIC_HZ = [261.6, 293.7, 329.6, 392.0, 440.0, 523.3, 587.3, 659.3, 784.0, 880.0, 1046.5, 1174.7, 1318.5, 1568.0, 1760.0, 2093.0];

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

function beep(hz: number, ms: number, type: OscillatorType, volume: number) {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = hz;
  const t = ctx.currentTime;
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(volume, t + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + ms / 1000);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(t);
  oscillator.stop(t + ms / 1000 + 0.02);
}

/** The pad's own tone. */
export function playPadTone(pads: number, pad: number, ms: number): void {
  const hz = pads === 4 ? SIMON_HZ[pad] : PENTATONIC_HZ[pad % PENTATONIC_HZ.length];
  beep(hz, Math.max(120, ms), 'triangle', 0.25);
}

/** A low buzz for a wrong pad. */
export function playMistakeTone(): void {
  beep(110, 420, 'sawtooth', 0.15);
}
