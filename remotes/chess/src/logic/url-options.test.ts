import { DEFAULT_SETTINGS } from './settings';
import { gameSetupFromUrl } from './url-options';

const read = (query: string, settings = DEFAULT_SETTINGS) => gameSetupFromUrl(new URLSearchParams(query), settings);

describe('URL game options', () => {
  it('asks for no new game without a seed or a FEN', () => {
    expect(read('')).toBeNull();
    expect(read('level=5&color=black')).toBeNull();
  });

  it('reads the seed, level, colour, mode and clock', () => {
    expect(read('seed=abc&level=5&color=black&mode=friend&clock=3%2B2')).toEqual({
      seed: 'abc',
      startFen: undefined,
      settings: { ...DEFAULT_SETTINGS, level: 5, color: 'b', mode: 'friend', timeControl: '3+2' },
    });
    expect(read('seed=x&color=w')!.settings.color).toBe('w');
    expect(read('seed=x&color=random')!.settings.color).toBe('random');
    // An unescaped '+' arrives as a space.
    expect(read('seed=x&clock=5+0')!.settings.timeControl).toBe('5+0');
  });

  it('keeps the player settings for values it does not know', () => {
    const settings = { ...DEFAULT_SETTINGS, level: 4, color: 'b' as const, timeControl: '10+0' as const };
    expect(read('seed=x&level=99&color=purple&mode=online&clock=2+1', settings)!.settings).toEqual(settings);
    expect(read('seed=x&level=0', settings)!.settings.level).toBe(4);
  });

  it('starts from a valid FEN, seeded by it, and ignores an invalid one', () => {
    const fen = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1';
    expect(read(`fen=${encodeURIComponent(fen)}`)).toMatchObject({ startFen: fen, seed: fen });
    expect(read('seed=s&fen=nonsense')).toMatchObject({ startFen: undefined, seed: 's' });
  });
});
