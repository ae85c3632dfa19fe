import { isCount } from '../guards';
import { emptyDocument, TOTALS_KEY } from './document';
import { KIT_LEGACY_FORMATS, migrateRecords } from './migrations';
import { emptyPuzzleRecords, puzzleRecordsOf, withPuzzleRecordsIn } from './puzzle-view';
import { bestFormat, bestOf, bestsFormat, bestsOf, withBestsIn } from './best-view';
import { createRecordsView } from './store';
import { memoryStorage } from './test-storage';

const v1 = (data: unknown) => JSON.stringify({ v: 1, data });
const isStars = (value: unknown) => Object.values(value as object).every((stars) => stars === 1 || stars === 2 || stars === 3);
const STARS_V1 = bestsFormat('stars', 1, 'stars', isStars);

/** A level game's stars store, as one-line-draw, path-puzzle and The Black would make it. */
const starsStore = (storage: ReturnType<typeof memoryStorage>) =>
  createRecordsView<Record<string, number>>({ gameKey: 'the-black', view: (doc) => bestsOf(doc, 'stars'), withView: (doc, stars) => withBestsIn(doc, 'stars', stars), empty: () => ({}), legacy: [...KIT_LEGACY_FORMATS, STARS_V1], storage });

describe('best stars per level (`:stars` version 1)', () => {
  const stars = { '3x3': 3, '4x4': 2, daily: 1 };

  it('reads back identical through the records document, and the old key is gone once saved', () => {
    const storage = memoryStorage({ 'games:the-black:stars': v1(stars) });
    expect(starsStore(storage).load()).toEqual(stars);
    expect(storage.items.has('games:the-black:stars')).toBe(false);
    expect(JSON.parse(storage.items.get('games:the-black:records')!).data.boards['3x3']).toEqual({ best: { stars: 3 }, counts: {}, recent: [] });
  });

  it('sits beside the puzzle records of the same levels: each view keeps the other’s', () => {
    const records = { ...emptyPuzzleRecords(), bestTimes: { '3x3': 12_000 }, played: 2, won: 1 };
    const storage = memoryStorage({ 'games:the-black:stars': v1(stars), 'games:the-black:records': v1(records) });
    expect(starsStore(storage).load()).toEqual(stars);
    const doc = JSON.parse(storage.items.get('games:the-black:records')!).data;
    expect(puzzleRecordsOf(doc)).toEqual(records);
    expect(bestsOf(withPuzzleRecordsIn(doc, { ...records, bestTimes: { '3x3': 9_000 } }), 'stars')).toEqual(stars);
    expect(puzzleRecordsOf(withBestsIn(doc, 'stars', { '3x3': 3 }))).toEqual(records);
  });

  it('discards a corrupt value, never a crash', () => {
    for (const raw of ['{not json', v1({ '3x3': 7 }), v1('stars'), JSON.stringify({ v: 0, data: {} })]) {
      const storage = memoryStorage({ 'games:the-black:stars': raw });
      expect(starsStore(storage).load()).toBeUndefined();
      expect(storage.items.size).toBe(0);
    }
  });
});

describe('a single best (chess’s `:best-level` version 1)', () => {
  const format = bestFormat('best-level', 1, TOTALS_KEY, 'level', isCount, 0);
  const migrate = (raw: string) => migrateRecords((suffix) => (suffix === 'best-level' ? raw : null), [format]);

  it('folds the level in as the totals board’s best level', () => {
    const { doc, from } = migrate(v1(5));
    expect(from).toEqual(['best-level']);
    expect(bestOf(doc, TOTALS_KEY, 'level')).toBe(5);
  });

  it('records nothing for 0 (no win yet), and leaves a corrupt value behind', () => {
    expect(migrate(v1(0))).toEqual({ doc: emptyDocument(), from: ['best-level'] });
    expect(migrate(v1(-1)).from).toEqual([]);
    expect(migrate('{not json').from).toEqual([]);
  });
});
