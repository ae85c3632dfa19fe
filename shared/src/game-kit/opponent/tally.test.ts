import { addResult, createTallyStore, isTallies, NO_GAMES, tallyLines, tallyOf, type Tallies } from './tally';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('tally', () => {
  it('adds a win, a loss and a draw at one level and leaves the others alone', () => {
    let t: Tallies = {};
    t = addResult(t, 'easy', 'win');
    t = addResult(t, 'easy', 'loss');
    t = addResult(t, 'easy', 'draw');
    t = addResult(t, 'easy', 'win');
    t = addResult(t, 'hard', 'loss');
    expect(tallyOf(t, 'easy')).toEqual({ wins: 2, losses: 1, draws: 1 });
    expect(tallyOf(t, 'hard')).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(tallyOf(t, 'medium')).toEqual(NO_GAMES);
    expect(tallyOf(t, 'constructor')).toEqual(NO_GAMES);
    expect(isTallies(t)).toBe(true);
  });

  it('does not change the tallies it was given', () => {
    const t: Tallies = { easy: { wins: 1, losses: 0, draws: 0 } };
    addResult(t, 'easy', 'win');
    expect(t.easy.wins).toBe(1);
  });

  it('names the three lines after the level', () => {
    expect(tallyLines({ wins: 3, losses: 1, draws: 0 }, 'Easy')).toEqual([
      { label: 'Wins vs Easy', value: 3 },
      { label: 'Losses vs Easy', value: 1 },
      { label: 'Draws vs Easy', value: 0 },
    ]);
  });

  it('rejects what is not a tally', () => {
    expect(isTallies(null)).toBe(false);
    expect(isTallies([])).toBe(false);
    expect(isTallies({ easy: { wins: -1, losses: 0, draws: 0 } })).toBe(false);
    expect(isTallies({ easy: { wins: 1.5, losses: 0, draws: 0 } })).toBe(false);
    expect(isTallies({ easy: { won: 1, lost: 0, drawn: 0 } })).toBe(false);
  });
});

describe('createTallyStore', () => {
  it('saves and loads', () => {
    const storage = memoryStorage();
    const store = createTallyStore({ key: 'g:tally', storage });
    store.save({ '3': { wins: 1, losses: 2, draws: 3 } });
    expect(createTallyStore({ key: 'g:tally', storage }).load()).toEqual({ '3': { wins: 1, losses: 2, draws: 3 } });
    expect(JSON.parse(storage.map.get('games:g:tally')!)).toEqual({ v: 1, data: { '3': { wins: 1, losses: 2, draws: 3 } } });
  });

  it('discards a corrupt save instead of crashing', () => {
    for (const raw of ['{not json', JSON.stringify({ v: 1, data: { easy: { wins: 'x' } } }), JSON.stringify({ v: 9, data: {} }), 'null']) {
      const storage = memoryStorage();
      storage.setItem('games:g:tally', raw);
      expect(createTallyStore({ key: 'g:tally', storage }).load()).toBeUndefined();
      expect(storage.map.has('games:g:tally')).toBe(false);
    }
  });

  it('carries a legacy save over once, in the new shape', () => {
    const storage = memoryStorage();
    storage.setItem('games:g:tally', JSON.stringify({ v: 1, data: { easy: { won: 2, lost: 1, drawn: 0 } } }));
    const convert = (data: unknown) => {
      const old = data as Record<string, { won: number; lost: number; drawn: number }>;
      return Object.fromEntries(Object.entries(old).map(([k, e]) => [k, { wins: e.won, losses: e.lost, draws: e.drawn }]));
    };
    const store = createTallyStore({ key: 'g:tally', version: 2, legacy: { version: 1, convert }, storage });
    expect(store.load()).toEqual({ easy: { wins: 2, losses: 1, draws: 0 } });
    expect(JSON.parse(storage.map.get('games:g:tally')!).v).toBe(2);
    expect(store.load()).toEqual({ easy: { wins: 2, losses: 1, draws: 0 } });
  });

  it('drops a legacy save that does not convert', () => {
    const storage = memoryStorage();
    storage.setItem('games:g:tally', JSON.stringify({ v: 1, data: 'junk' }));
    const store = createTallyStore({ key: 'g:tally', version: 2, legacy: { version: 1, convert: () => undefined }, storage });
    expect(store.load()).toBeUndefined();
  });
});
