import { emptyProgress, withDaily, withResume, withBest, type GameProgress } from '@games/shared/contracts';
import { catalogOf } from '../catalog/catalog';
import { FIXTURE_RECORDS } from '../catalog/catalog.fixture';
import { continueGames, recentGames, todayLabel, todaySummary } from './today-model';

const TODAY = '2026-11-28';
const records = Object.fromEntries(Object.entries(FIXTURE_RECORDS).map(([slug, record], i) => [slug, i % 3 === 0 ? { ...record, daily: true } : record]));
const catalog = catalogOf(records);
const dailies = catalog.gallery.filter((game) => game.daily);

const progressOf = (slug: string, build: (p: GameProgress) => GameProgress) => build(emptyProgress(slug, 1));

describe('Today', () => {
  it('a first visit: every daily game of the gallery as Play, in gallery order, nothing done, no streak', () => {
    const summary = todaySummary(catalog.gallery, [], TODAY);
    expect(summary.tiles.map((tile) => tile.game.slug)).toEqual(dailies.map((game) => game.slug));
    expect(summary.tiles.every((tile) => tile.label === 'Play' && tile.href === `/game/${tile.game.slug}?mode=daily`)).toBe(true);
    expect(summary).toMatchObject({ done: 0, solved: 0, streak: 0, allDone: false });
    expect(catalog.games.some((game) => !game.gallery && summary.tiles.some((tile) => tile.game.slug === game.slug))).toBe(false);
  });

  it('shows each daily as far as the player got, with the streaks, and all done once every daily is finished', () => {
    const [first, second, ...rest] = dailies;
    const progress = [
      progressOf(first.slug, (p) => withDaily(withDaily(p, { date: '2026-11-27', state: 'solved' }, 2), { date: TODAY, state: 'solved', timeMs: 134_000 }, 3)),
      progressOf(second.slug, (p) => withDaily(p, { date: TODAY, state: 'in-progress', timeMs: 65_000 }, 3)),
    ];
    const summary = todaySummary(catalog.gallery, progress, TODAY);
    const tile = (slug: string) => summary.tiles.find((t) => t.game.slug === slug)!;
    expect(tile(first.slug)).toMatchObject({ state: 'solved', label: 'Solved in 2:14', mark: '✓', streak: 2 });
    expect(tile(second.slug)).toMatchObject({ state: 'in-progress', label: 'Continue · 1:05' });
    expect(summary).toMatchObject({ done: 1, solved: 1, streak: 2, allDone: false });
    const finished = [...progress, ...[second, ...rest].map((game) => progressOf(game.slug, (p) => withDaily(p, { date: TODAY, state: 'failed' }, 4)))];
    const all = todaySummary(catalog.gallery, finished, TODAY);
    expect(all).toMatchObject({ done: dailies.length, solved: 1, allDone: true });
    expect(all.tiles.find((t) => t.game.slug === second.slug)?.label).toBe('Not solved');
  });

  it("gives each game its own streak, counted from 1 and alive until a whole day passes without that game's solve", () => {
    const [once, running, lapsed, otherOnly] = dailies;
    const progress = [
      // Solved today only: a 1-day streak (shown from 1, as NYT and LinkedIn do).
      progressOf(once.slug, (p) => withDaily(p, { date: TODAY, state: 'solved', timeMs: 60_000 }, 2)),
      // Solved the three days before today, today not yet: still alive, 3.
      progressOf(running.slug, (p) => ['2026-11-25', '2026-11-26', '2026-11-27'].reduce((q, date) => withDaily(q, { date, state: 'solved' }, 2), p)),
      // Last solved two days ago: the run is over, whatever its length.
      progressOf(lapsed.slug, (p) => ['2026-11-24', '2026-11-25', '2026-11-26'].reduce((q, date) => withDaily(q, { date, state: 'solved' }, 2), p)),
    ];
    const summary = todaySummary(catalog.gallery, progress, TODAY);
    const streakOf = (slug: string) => summary.tiles.find((t) => t.game.slug === slug)?.streak;
    expect([once, running, lapsed, otherOnly].map((game) => streakOf(game.slug))).toEqual([1, 3, 0, 0]);
    // Across games every day counts whichever game it was: 24th (lapsed) to 28th (once) is one run of 5.
    expect(summary.streak).toBe(5);
  });

  it('names the UTC day of the dailies', () => {
    expect(todayLabel(TODAY)).toBe('Sat 28 Nov');
  });
});

describe('Continue and Recently played', () => {
  it('lists unfinished games newest first, then the other games played lately with their best', () => {
    const [a, b, c] = catalog.gallery;
    const progress = [
      progressOf(a.slug, (p) => withResume(p, { path: `/game/${a.slug}?mode=daily`, label: 'Daily · 0:42', savedAt: 10 }, 10)),
      progressOf(b.slug, (p) => withResume(p, { path: `/game/${b.slug}`, label: 'Round in play', savedAt: 20 }, 20)),
      progressOf(c.slug, (p) => withBest({ ...p, lastPlayedAt: 30 }, { label: 'Best score', value: '2,480' })),
    ];
    const toContinue = continueGames(catalog.gallery, progress);
    expect(toContinue.map((item) => [item.game.slug, item.href, item.detail])).toEqual([
      [b.slug, `/game/${b.slug}`, 'Round in play'],
      [a.slug, `/game/${a.slug}?mode=daily`, 'Daily · 0:42'],
    ]);
    const recent = recentGames(catalog.gallery, progress, new Set(toContinue.map((item) => item.game.slug)));
    expect(recent).toEqual([{ game: c, href: `/game/${c.slug}`, detail: 'Best score: 2,480' }]);
  });
});
