import { readDailyList, writeDailyList } from '@games/shared/contracts';
import { catalogOf } from './catalog';
import { FIXTURE_RECORDS } from './catalog.fixture';
import { dailyGamesOf } from './publish-dailies';

describe('the day’s dailies for games to read', () => {
  it('lists the gallery games with a daily, in gallery order, without hidden games', () => {
    const records = FIXTURE_RECORDS;
    const slugs = Object.keys(records);
    const withDaily = Object.fromEntries(Object.entries(records).map(([slug, record], i) => [slug, i % 2 === 0 ? { ...record, daily: true } : record]));
    const catalog = catalogOf(withDaily);
    const list = dailyGamesOf(catalog);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((game) => game.slug)).toEqual(catalog.gallery.filter((game) => game.daily).map((game) => game.slug));
    expect(list.every((game) => slugs.includes(game.slug) && !withDaily[game.slug].hidden)).toBe(true);
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    writeDailyList(storage, list);
    expect(readDailyList(storage)).toEqual(list);
  });
});
