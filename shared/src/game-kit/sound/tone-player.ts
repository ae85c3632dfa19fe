// Short cues made with the Web Audio API: an oscillator per tone, no audio files. One AudioContext for the
// page, made on the first cue; silent where there is no audio, where it throws, or before the player has
// touched the page (a context made earlier starts suspended and browsers warn about it).

/** One note of a cue. */
export interface Tone {
  /** Pitch in Hz. */
  frequency: number;
  /** When it starts, after the cue starts (ms). Default 0. */
  startMs?: number;
  /** How long it sounds, fade-out included (ms). */
  durationMs: number;
  /** The oscillator's wave. Default 'sine'. */
  type?: OscillatorType;
  /** Peak volume, 0–1. Default 0.2; keep cues soft. */
  gain?: number;
}

/** The part of an AudioParam the player uses. */
export interface AudioParamLike {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}

/** The part of an AudioNode the player uses (a test double needs no more). */
export interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
}

export interface OscillatorLike extends AudioNodeLike {
  type: OscillatorType;
  frequency: AudioParamLike;
  start(when: number): void;
  stop(when: number): void;
}

export interface GainLike extends AudioNodeLike {
  gain: AudioParamLike;
}

/** The part of an AudioContext the player uses; tests inject a fake (jsdom has none). */
export interface AudioContextLike {
  readonly state: string;
  readonly currentTime: number;
  readonly destination: AudioNodeLike;
  resume(): Promise<void>;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
}

export interface TonePlayerOptions {
  /** Makes the context, or null where there is no Web Audio. Default: the browser's AudioContext. */
  createContext?: () => AudioContextLike | null;
  /** Whether the player has interacted with the page yet. Default: navigator.userActivation where known. */
  hasUserGesture?: () => boolean;
  /** Fade-in time of each tone (ms): a hard start clicks. Default 10. */
  attackMs?: number;
}

export interface TonePlayer {
  /** Plays the tones of one cue from now. Never throws; silent without audio. */
  play(tones: readonly Tone[]): void;
  /**
   * Makes (or resumes) the context now. Call it from the click that turns sound on: some browsers only let
   * audio start inside a gesture.
   */
  unlock(): void;
}

/** The browser's AudioContext (webkitAudioContext on older Safari), or null. */
export function browserAudioContext(): AudioContextLike | null {
  const scope = globalThis as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };
  const Ctor = scope.AudioContext ?? scope.webkitAudioContext;
  return Ctor ? new Ctor() : null;
}

/** True once the page had a user gesture; true where the browser cannot tell (the first play is then a gesture's). */
export function pageHadGesture(): boolean {
  const activation = typeof navigator === 'undefined' ? undefined : (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

/** The silence a gain ramps from and to (an exponential ramp cannot reach 0). */
const SILENT = 0.0001;

export function createTonePlayer({ createContext = browserAudioContext, hasUserGesture = pageHadGesture, attackMs = 10 }: TonePlayerOptions = {}): TonePlayer {
  let context: AudioContextLike | null = null;
  // Once making a context failed (no Web Audio, or it threw), the page stays silent.
  let unavailable = false;

  const ready = (): AudioContextLike | null => {
    if (unavailable || !hasUserGesture()) return null;
    if (!context) {
      try {
        context = createContext();
      } catch {
        context = null;
      }
      if (!context) {
        unavailable = true;
        return null;
      }
    }
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    return context;
  };

  return {
    play(tones) {
      try {
        const audio = ready();
        if (!audio) return;
        const now = audio.currentTime;
        for (const tone of tones) {
          const start = now + (tone.startMs ?? 0) / 1000;
          const end = start + tone.durationMs / 1000;
          const oscillator = audio.createOscillator();
          const gain = audio.createGain();
          oscillator.type = tone.type ?? 'sine';
          oscillator.frequency.value = tone.frequency;
          gain.gain.setValueAtTime(SILENT, start);
          gain.gain.exponentialRampToValueAtTime(tone.gain ?? 0.2, start + Math.min(attackMs, tone.durationMs / 2) / 1000);
          gain.gain.exponentialRampToValueAtTime(SILENT, end);
          oscillator.connect(gain);
          gain.connect(audio.destination);
          oscillator.start(start);
          oscillator.stop(end + 0.02);
        }
      } catch {
        // A browser that refuses a node or a time: no sound, never a broken game.
      }
    },
    unlock() {
      try {
        ready();
      } catch {
        // As in play: silent.
      }
    },
  };
}

/** The game's one player (each remote bundles the kit): one AudioContext however many cues it plays. */
export const tonePlayer: TonePlayer = createTonePlayer();

/** Plays a cue on the game's player. */
export const playTones = (tones: readonly Tone[]): void => tonePlayer.play(tones);
