import { bestFormat, bestOf } from '../records/best-view';
import { TOTALS_KEY } from '../records/document';
import { createRecordsView, readRecords } from '../records/store';
import { memoryStorage } from '../records/test-storage';
import { isCount } from '../guards';
import { addResult } from './tally';
import { createTallyStore, tallyFormats } from './tally-store';

const v = (version: number, data: unknown) => JSON.stringify({ v: version, data });

describe('createTallyStore', () => {
  it("saves and loads, in the game's records document", () => {
    const storage = memoryStorage();
    const store = createTallyStore({ key: 'g:tally', storage });
    store.save({ '3': { wins: 1, losses: 2, draws: 3 } });
    expect(createTallyStore({ key: 'g:tally', storage }).load()).toEqual({ '3': { wins: 1, losses: 2, draws: 3 } });
    expect(JSON.parse(storage.items.get('games:g:records')!)).toEqual({
      v: 2,
      data: { boards: { '3': { best: {}, counts: { wins: 1, losses: 2, draws: 3 }, recent: [] } }, daily: { done: {}, currentStreak: 0, maxStreak: 0 } },
    });
    expect([...storage.items.keys()]).toEqual(['games:g:records']);
  });

  it("carries a returning player's tally (`:tally` version 1) over identically, and removes the old key once saved", () => {
    const old = { '3:easy': { wins: 4, losses: 1, draws: 2 }, '3:hard': { wins: 0, losses: 3, draws: 0 } };
    const storage = memoryStorage({ 'games:tic-tac-toe:tally': v(1, old) });
    const store = createTallyStore({ key: 'tic-tac-toe:tally', version: 1, storage });
    expect(store.load()).toEqual(old);
    expect(storage.items.has('games:tic-tac-toe:tally')).toBe(false);
    expect(JSON.parse(storage.items.get('games:tic-tac-toe:records')!).v).toBe(2);
    store.save(addResult(old, '3:easy', 'win'));
    expect(createTallyStore({ key: 'tic-tac-toe:tally', version: 1, storage }).load()).toEqual({ ...old, '3:easy': { wins: 5, losses: 1, draws: 2 } });
  });

  it('discards a corrupt save instead of crashing', () => {
    for (const raw of ['{not json', v(1, { easy: { wins: 'x' } }), v(9, {}), 'null', v(2, { boards: { easy: { best: {}, counts: { wins: -1 }, recent: [] } } })]) {
      const storage = memoryStorage({ 'games:g:tally': raw, 'games:g:records': raw });
      expect(createTallyStore({ key: 'g:tally', storage }).load()).toBeUndefined();
      expect(storage.items.has('games:g:tally')).toBe(false);
      expect(storage.items.has('games:g:records')).toBe(false);
    }
  });

  it('carries an older shape (a legacy version) over once', () => {
    const storage = memoryStorage({ 'games:g:tally': v(1, { easy: { won: 2, lost: 1, drawn: 0 } }) });
    const convert = (data: unknown) => {
      const old = data as Record<string, { won: number; lost: number; drawn: number }>;
      return Object.fromEntries(Object.entries(old).map(([k, e]) => [k, { wins: e.won, losses: e.lost, draws: e.drawn }]));
    };
    const store = createTallyStore({ key: 'g:tally', version: 2, legacy: { version: 1, convert }, storage });
    expect(store.load()).toEqual({ easy: { wins: 2, losses: 1, draws: 0 } });
    expect(storage.items.has('games:g:tally')).toBe(false);
    expect(store.load()).toEqual({ easy: { wins: 2, losses: 1, draws: 0 } });
  });

  it('drops a legacy save that does not convert', () => {
    const storage = memoryStorage({ 'games:g:tally': v(1, 'junk') });
    const store = createTallyStore({ key: 'g:tally', version: 2, legacy: { version: 1, convert: () => undefined }, storage });
    expect(store.load()).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it("folds the game's other older records in, whichever view loads first (chess's best level)", () => {
    const level = bestFormat('best-level', 1, TOTALS_KEY, 'level', isCount, 0);
    const formats = tallyFormats({ key: 'chess:tally', older: [level] });
    const tally = { '2': { wins: 1, losses: 1, draws: 0 } };
    const storage = memoryStorage({ 'games:chess:tally': v(1, tally), 'games:chess:best-level': v(1, 2) });
    const bestLevel = createRecordsView({ gameKey: 'chess', view: (doc) => bestOf(doc, TOTALS_KEY, 'level') ?? 0, withView: (doc) => doc, empty: () => 0, legacy: formats, storage });
    expect(bestLevel.load()).toBe(2);
    expect(createTallyStore({ key: 'chess:tally', older: [level], storage }).load()).toEqual(tally);
    expect([...storage.items.keys()]).toEqual(['games:chess:records']);
    expect(readRecords(storage, 'chess')?.doc.boards[TOTALS_KEY].best).toEqual({ level: 2 });
  });
});
