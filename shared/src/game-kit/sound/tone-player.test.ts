import { createFakeAudioContext } from './fake-audio';
import { createTonePlayer } from './tone-player';

describe('createTonePlayer', () => {
  it('plays each tone of a cue with its pitch, wave, offset, length and volume', () => {
    const context = createFakeAudioContext();
    const player = createTonePlayer({ createContext: () => context, hasUserGesture: () => true });
    player.play([
      { frequency: 440, durationMs: 100, type: 'triangle', gain: 0.3 },
      { frequency: 660, startMs: 120, durationMs: 200 },
    ]);
    expect(context.played).toHaveLength(2);
    const [first, second] = context.played;
    expect(first).toMatchObject({ frequency: 440, type: 'triangle', start: 10, peak: 0.3 });
    expect(first.stop).toBeCloseTo(10.12);
    expect(second).toMatchObject({ frequency: 660, type: 'sine', peak: 0.2 });
    expect(second.start).toBeCloseTo(10.12);
    expect(second.stop).toBeCloseTo(10.34);
  });

  it('makes one context, lazily, and resumes it when suspended', () => {
    const context = createFakeAudioContext('suspended');
    const createContext = jest.fn(() => context);
    const player = createTonePlayer({ createContext, hasUserGesture: () => true });
    expect(createContext).not.toHaveBeenCalled();
    player.play([{ frequency: 300, durationMs: 50 }]);
    player.play([{ frequency: 300, durationMs: 50 }]);
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(context.resumed).toBe(1);
    expect(context.played).toHaveLength(2);
  });

  it('stays silent before the player has touched the page', () => {
    const createContext = jest.fn(createFakeAudioContext);
    let gesture = false;
    const player = createTonePlayer({ createContext, hasUserGesture: () => gesture });
    player.play([{ frequency: 300, durationMs: 50 }]);
    player.unlock();
    expect(createContext).not.toHaveBeenCalled();
    gesture = true;
    player.unlock();
    expect(createContext).toHaveBeenCalledTimes(1);
  });

  it('is silent, and never throws, without Web Audio or when it throws', () => {
    const none = jest.fn(() => null);
    const noAudio = createTonePlayer({ createContext: none, hasUserGesture: () => true });
    expect(() => noAudio.play([{ frequency: 300, durationMs: 50 }])).not.toThrow();
    noAudio.play([{ frequency: 300, durationMs: 50 }]);
    expect(none).toHaveBeenCalledTimes(1);

    const throwing = createTonePlayer({
      createContext: () => {
        throw new Error('NotAllowedError');
      },
      hasUserGesture: () => true,
    });
    expect(() => throwing.play([{ frequency: 300, durationMs: 50 }])).not.toThrow();

    const broken = createFakeAudioContext();
    broken.createOscillator = () => {
      throw new Error('closed');
    };
    expect(() => createTonePlayer({ createContext: () => broken, hasUserGesture: () => true }).play([{ frequency: 300, durationMs: 50 }])).not.toThrow();
  });

  it('is silent in jsdom by default (no AudioContext there)', () => {
    expect(() => createTonePlayer().play([{ frequency: 300, durationMs: 50 }])).not.toThrow();
  });
});
