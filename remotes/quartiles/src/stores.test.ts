import { newPlay } from './logic/play';
import { gameStores, isMode, isSavedGame } from './stores';

describe('stores', () => {
  it('keeps a well-formed game and drops a corrupt or old one', () => {
    const game = { board: 3, tiles: 'qu ar ti le', seed: 'abc', play: { ...newPlay(), found: ['abcd'], selection: [1, 2] }, elapsedMs: 500, complete: false };
    expect(isSavedGame(game)).toBe(true);
    expect(isSavedGame({ ...game, date: '2026-11-23' })).toBe(true);
    expect(isSavedGame({ ...game, date: 'yesterday' })).toBe(false);
    expect(isSavedGame({ ...game, play: { ...game.play, selection: [30] } })).toBe(false);
    expect(isSavedGame({ ...game, board: -1 })).toBe(false);
    // A save that does not name its board's tiles (pack 1's) cannot be checked against the pack: dropped.
    const { tiles: _, ...unnamed } = game;
    expect(isSavedGame(unnamed)).toBe(false);
    const store = gameStores.unlimited;
    localStorage.setItem(store.key, '{broken');
    expect(store.load()).toBeUndefined();
    localStorage.setItem(store.key, JSON.stringify({ v: 1, data: game }));
    expect(store.load()).toBeUndefined();
    store.save(game);
    expect(store.load()).toEqual(game);
    expect(isMode('daily')).toBe(true);
    expect(isMode('weekly')).toBe(false);
  });
});
