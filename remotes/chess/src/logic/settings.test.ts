import { createClock, timeControlIdOf, timeControlOf } from './clock';
import { newRecord } from './record';
import { DEFAULT_SETTINGS, isSettings, settingsDifferFromGame, withDefaults } from './settings';

describe('settings', () => {
  it('loads settings saved before clocks and themes, with their defaults', () => {
    const old = { mode: 'friend', level: 5, color: 'b', muted: true };
    expect(isSettings(old)).toBe(true);
    expect(withDefaults(old as never)).toEqual({ ...old, timeControl: 'none', boardTheme: 'green', pieceSet: 'classic' });
    expect(isSettings({ ...old, timeControl: '2+1' })).toBe(false);
    expect(isSettings({ ...old, boardTheme: 'pink' })).toBe(false);
    expect(isSettings({ ...old, pieceSet: 'letter', boardTheme: 'blue', timeControl: '10+0' })).toBe(true);
  });

  it('knows when New game would start a different game', () => {
    const record = newRecord({ mode: 'computer', level: 3, playerColor: 'w' });
    expect(settingsDifferFromGame(DEFAULT_SETTINGS, record)).toBe(false);
    expect(settingsDifferFromGame({ ...DEFAULT_SETTINGS, level: 7, boardTheme: 'blue' }, record)).toBe(false);
    expect(settingsDifferFromGame({ ...DEFAULT_SETTINGS, mode: 'friend' }, record)).toBe(true);
    expect(settingsDifferFromGame({ ...DEFAULT_SETTINGS, color: 'b' }, record)).toBe(true);
    expect(settingsDifferFromGame({ ...DEFAULT_SETTINGS, color: 'random' }, record)).toBe(false);
    expect(settingsDifferFromGame({ ...DEFAULT_SETTINGS, timeControl: '3+2' }, record)).toBe(true);
    const timed = { ...record, clock: createClock(timeControlOf('3+2')!) };
    expect(settingsDifferFromGame({ ...DEFAULT_SETTINGS, timeControl: '3+2' }, timed)).toBe(false);
  });

  it('names the time control of a clock', () => {
    expect(timeControlIdOf(null)).toBe('none');
    expect(timeControlIdOf(timeControlOf('15+10'))).toBe('15+10');
    expect(timeControlIdOf({ initialMs: 7000, incrementMs: 0 })).toBe('other');
  });
});
