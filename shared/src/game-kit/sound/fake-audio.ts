// A recording stand-in for an AudioContext (jsdom has none), for the kit's and games' sound tests.
import type { AudioContextLike, AudioNodeLike, AudioParamLike, GainLike, OscillatorLike, Tone, TonePlayer } from './tone-player';

export interface PlayedTone {
  frequency: number;
  type: OscillatorType;
  /** Start and stop in context seconds. */
  start: number;
  stop: number;
  peak: number;
}

export interface FakeAudioContext extends AudioContextLike {
  state: 'running' | 'suspended' | 'closed';
  currentTime: number;
  played: PlayedTone[];
  resumed: number;
}

const param = (): AudioParamLike & { peak: number } => {
  const p = {
    value: 0,
    peak: 0,
    setValueAtTime(value: number) {
      p.value = value;
    },
    exponentialRampToValueAtTime(value: number) {
      p.peak = Math.max(p.peak, value);
    },
  };
  return p;
};

/** A context that records each oscillator's pitch, wave, start, stop and peak gain. */
export function createFakeAudioContext(state: FakeAudioContext['state'] = 'running'): FakeAudioContext {
  const destination: AudioNodeLike = { connect: () => undefined };
  const context: FakeAudioContext = {
    state,
    currentTime: 10,
    destination,
    played: [],
    resumed: 0,
    resume() {
      context.resumed += 1;
      context.state = 'running';
      return Promise.resolve();
    },
    createGain() {
      const gain: GainLike & { gain: ReturnType<typeof param> } = { gain: param(), connect: () => undefined };
      return gain;
    },
    createOscillator() {
      let target: GainLike | null = null;
      const record: Partial<PlayedTone> = {};
      const oscillator: OscillatorLike = {
        type: 'sine',
        frequency: param(),
        connect(node) {
          target = node as GainLike;
        },
        start(when) {
          record.start = when;
        },
        stop(when) {
          context.played.push({
            frequency: oscillator.frequency.value,
            type: oscillator.type,
            start: record.start ?? NaN,
            stop: when,
            peak: (target?.gain as { peak?: number } | undefined)?.peak ?? 0,
          });
        },
      };
      return oscillator;
    },
  };
  return context;
}

/** A player that only records the cues asked of it (for a game's view tests). */
export function createRecordingPlayer(): TonePlayer & { cues: Tone[][]; unlocked: number } {
  const player = {
    cues: [] as Tone[][],
    unlocked: 0,
    play(tones: readonly Tone[]) {
      player.cues.push([...tones]);
    },
    unlock() {
      player.unlocked += 1;
    },
  };
  return player;
}
