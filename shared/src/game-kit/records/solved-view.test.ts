import { KIT_LEGACY_FORMATS } from './migrations';
import { solvedIdsFormat, solvedIdsOf, withSolvedIdsIn } from './solved-view';
import { archiveStatsOf, withArchiveStatsIn } from './archive-stats';
import { emptyDocument } from './document';
import { createRecordsView } from './store';
import { memoryStorage } from './test-storage';

const v1 = (data: unknown) => JSON.stringify({ v: 1, data });
const solvedStore = (storage: ReturnType<typeof memoryStorage>) =>
  createRecordsView<string[]>({ gameKey: 'crossclimb-game', view: solvedIdsOf, withView: withSolvedIdsIn, empty: () => [], legacy: [...KIT_LEGACY_FORMATS, solvedIdsFormat('solved', 1)], storage });

describe('puzzles solved (Crossclimb’s `:solved` version 1)', () => {
  it('reads back identical through the records document, and the old key is gone once saved', () => {
    const ids = ['l001', 'l017', 'l042'];
    const storage = memoryStorage({ 'games:crossclimb-game:solved': v1(ids) });
    const store = solvedStore(storage);
    expect(store.load()).toEqual(ids);
    expect(storage.items.has('games:crossclimb-game:solved')).toBe(false);
    expect(JSON.parse(storage.items.get('games:crossclimb-game:records')!).data.boards['puzzle:l017']).toEqual({ best: {}, counts: { won: 1 }, recent: [] });
    store.save([...ids, 'l050']);
    expect(store.load()).toEqual([...ids, 'l050']);
  });

  it('discards a corrupt value, never a crash', () => {
    for (const raw of ['{not json', v1([1, 2]), v1({ ids: [] })]) {
      const storage = memoryStorage({ 'games:crossclimb-game:solved': raw });
      expect(solvedStore(storage).load()).toBeUndefined();
      expect(storage.items.size).toBe(0);
    }
  });

  it('means what the archive stats mean by a puzzle won', () => {
    const stats = { played: 2, won: 1, currentStreak: 0, maxStreak: 0, distribution: [1, 0, 1], results: { c1: { won: true, mistakes: 0 }, c2: { won: false, mistakes: 4 } }, dailies: {}, seen: ['c1', 'c2'] };
    const doc = withArchiveStatsIn(emptyDocument(), stats);
    expect(solvedIdsOf(doc)).toEqual(['c1']);
    expect(archiveStatsOf(withSolvedIdsIn(doc, ['c1']), 3)).toEqual(stats);
  });
});
