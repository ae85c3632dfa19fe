import { freshRecord, pickColor, recordFromUrl } from './new-game';
import { START_FEN } from './record';
import { DEFAULT_SETTINGS } from './settings';

describe('new games', () => {
  it('plays the chosen colour, or a random one', () => {
    expect(pickColor('b', () => 0)).toBe('b');
    expect(pickColor('random', () => 0.2)).toBe('w');
    expect(pickColor('random', () => 0.7)).toBe('b');
  });

  it('is untimed by default and gets a full clock with a time control', () => {
    expect(freshRecord(DEFAULT_SETTINGS, Math.random).clock).toBeNull();
    const timed = freshRecord({ ...DEFAULT_SETTINGS, timeControl: '5+0' }, Math.random);
    expect(timed.clock).toMatchObject({ remainingMs: { w: 300_000, b: 300_000 }, incrementMs: 0, running: null });
  });

  it('starts the same game for the same URL seed', () => {
    const query = new URLSearchParams('seed=same&color=random&level=6');
    const a = recordFromUrl(query, DEFAULT_SETTINGS)!;
    expect(a).toEqual(recordFromUrl(query, DEFAULT_SETTINGS));
    expect(a).toMatchObject({ level: 6, startFen: START_FEN, moves: [] });
    expect(recordFromUrl(new URLSearchParams(''), DEFAULT_SETTINGS)).toBeNull();
  });
});
