// Short move sounds made with the Web Audio API (no audio files).
export type SoundName = 'move' | 'capture' | 'check' | 'end' | 'illegal';

const TONES: Record<SoundName, Array<{ freq: number; at: number; dur: number; type: OscillatorType; gain: number }>> = {
  move: [{ freq: 420, at: 0, dur: 0.06, type: 'triangle', gain: 0.25 }],
  capture: [
    { freq: 300, at: 0, dur: 0.05, type: 'square', gain: 0.12 },
    { freq: 200, at: 0.05, dur: 0.07, type: 'triangle', gain: 0.25 },
  ],
  check: [
    { freq: 660, at: 0, dur: 0.08, type: 'sine', gain: 0.2 },
    { freq: 880, at: 0.09, dur: 0.1, type: 'sine', gain: 0.2 },
  ],
  end: [
    { freq: 523, at: 0, dur: 0.12, type: 'sine', gain: 0.2 },
    { freq: 659, at: 0.12, dur: 0.12, type: 'sine', gain: 0.2 },
    { freq: 784, at: 0.24, dur: 0.22, type: 'sine', gain: 0.2 },
  ],
  illegal: [{ freq: 140, at: 0, dur: 0.12, type: 'sawtooth', gain: 0.08 }],
};

let context: AudioContext | null = null;

export function playSound(name: SoundName): void {
  try {
    const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
    const now = context.currentTime;
    for (const tone of TONES[name]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = tone.type;
      osc.frequency.value = tone.freq;
      gain.gain.setValueAtTime(0.0001, now + tone.at);
      gain.gain.exponentialRampToValueAtTime(tone.gain, now + tone.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + tone.at + tone.dur);
      osc.connect(gain).connect(context.destination);
      osc.start(now + tone.at);
      osc.stop(now + tone.at + tone.dur + 0.02);
    }
  } catch {
    // No audio available: stay silent.
  }
}
