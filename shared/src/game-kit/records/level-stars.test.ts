// A level game's stars (one-line-draw, path-puzzle, The Black) move from `<gameKey>:stars` version 1 into the
// records document the puzzle session also keeps its records in: every player's stars read back the same, on the
// first paint (plain data) and through the records store, whichever of the two saved the document first.
import { puzzleRecordsStore } from '../puzzle/session-records';
import { bestsOf } from './best-view';
import { levelStarsStore } from './level-stars';
import { levelStarsRecords } from './level-stars-records';
import { puzzleRecordsOf } from './puzzle-view';

type Stars = Record<string, number>;
const v1 = (data: unknown) => JSON.stringify({ v: 1, data });
const LEVELS = ['3x3', '4x4', '5x5', 'daily'];
const STARS = { '3x3': 3, '4x4': 2, daily: 1 };
/** Puzzle records, version 1, of the same levels. */
const RECORDS_V1 = { bestTimes: { '3x3': 12_000, daily: 40_000 }, dailyDone: { '2026-03-01': { timeMs: 40_000, hints: 0, flawless: true } }, played: 4, won: 3, currentStreak: 1, maxStreak: 2 };
const STARS_KEY = 'games:the-black:stars';
const RECORDS_KEY = 'games:the-black:records';

const isStars = (value: unknown): value is Stars =>
  typeof value === 'object' && value !== null && Object.entries(value).every(([level, stars]) => LEVELS.includes(level) && [1, 2, 3].includes(stars as number));
/** What the first paint shows. */
const shown = () => levelStarsStore('the-black', isStars).load();
const records = () => levelStarsRecords('the-black', isStars);
const storedDoc = () => JSON.parse(localStorage.getItem(RECORDS_KEY)!);
function seed(items: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
}

describe('a level game’s stars in the records document', () => {
  it('reads `:stars` v1 back identical, before and after the save that moves it (the old key then gone)', () => {
    seed({ [STARS_KEY]: v1(STARS) });
    expect(shown()).toEqual(STARS);
    expect(records().load()).toEqual(STARS);
    expect(localStorage.getItem(STARS_KEY)).toBeNull();
    expect(storedDoc()).toMatchObject({ v: 2, data: { boards: { '3x3': { best: { stars: 3 } } } } });
    expect(shown()).toEqual(STARS);
    records().save({ ...STARS, '5x5': 3 });
    expect(shown()).toEqual({ ...STARS, '5x5': 3 });
  });

  it('keeps the puzzle records v1 of the same key, and they keep the stars', () => {
    seed({ [STARS_KEY]: v1(STARS), [RECORDS_KEY]: v1(RECORDS_V1) });
    expect(records().save({ ...STARS, '5x5': 1 })).toBe(true);
    expect(localStorage.getItem(STARS_KEY)).toBeNull();
    expect(puzzleRecordsOf(storedDoc().data)).toEqual(RECORDS_V1);
    const puzzle = puzzleRecordsStore('the-black');
    expect(puzzle.load()).toEqual(RECORDS_V1);
    puzzle.save({ ...RECORDS_V1, won: 4, bestTimes: { ...RECORDS_V1.bestTimes, '4x4': 20_000 } });
    expect(shown()).toEqual({ ...STARS, '5x5': 1 });
    expect(bestsOf(storedDoc().data, 'stars')).toEqual({ ...STARS, '5x5': 1 });
  });

  it('carries `:stars` over into a document the puzzle session saved first (it does not know the stars)', () => {
    seed({ [STARS_KEY]: v1(STARS), [RECORDS_KEY]: v1(RECORDS_V1) });
    // The puzzle session loads after the first paint and moves its own records to version 2.
    expect(puzzleRecordsStore('the-black').load()).toEqual(RECORDS_V1);
    expect(storedDoc().v).toBe(2);
    expect(shown()).toEqual(STARS);
    expect(records().load()).toEqual(STARS);
    expect(localStorage.getItem(STARS_KEY)).toBeNull();
    expect(puzzleRecordsOf(storedDoc().data)).toEqual(RECORDS_V1);
    expect(shown()).toEqual(STARS);
  });

  it('discards corrupt stars, never a crash, and the records beside them stay', () => {
    for (const raw of ['{not json', v1({ '3x3': 7 }), v1({ '9x9': 3 }), v1('stars'), JSON.stringify({ v: 0, data: {} })]) {
      // On the first paint, as the older store did.
      seed({ [STARS_KEY]: raw, [RECORDS_KEY]: v1(RECORDS_V1) });
      expect(shown() ?? {}).toEqual({});
      expect(localStorage.getItem(STARS_KEY)).toBeNull();
      // And by the records store.
      seed({ [STARS_KEY]: raw, [RECORDS_KEY]: v1(RECORDS_V1) });
      expect(records().load()).toEqual({});
      expect(localStorage.getItem(STARS_KEY)).toBeNull();
      expect(puzzleRecordsOf(storedDoc().data)).toEqual(RECORDS_V1);
    }
    const doc = (boards: unknown) => seed({ [RECORDS_KEY]: JSON.stringify({ v: 2, data: { boards } }) });
    seed({ [RECORDS_KEY]: '{"v":2,"data":{"boards":' });
    expect(shown()).toBeUndefined();
    doc({ '3x3': null });
    expect(shown()).toBeUndefined();
    doc({ '4x4': { best: { stars: 9 } } });
    expect(shown()).toBeUndefined();
    doc({ '*': { best: {}, counts: { played: 2 }, recent: [] }, '4x4': { best: { time: 9_000, stars: 2 }, counts: {}, recent: [] } });
    expect(shown()).toEqual({ '4x4': 2 });
  });

  it('shows nothing where storage is unreachable', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    try {
      expect(shown()).toBeUndefined();
    } finally {
      getItem.mockRestore();
    }
  });

  it('saves through the records store once its code has loaded', async () => {
    seed({ [STARS_KEY]: v1(STARS) });
    const store = levelStarsStore('the-black', isStars);
    expect(store.save({ ...STARS, '4x4': 3 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem(STARS_KEY)).toBeNull();
    expect(store.load()).toEqual({ ...STARS, '4x4': 3 });
  });
});
