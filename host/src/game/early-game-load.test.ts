import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { setPageCatalog } from '../catalog/page-catalog';
import { arrivalGameSettled, claimEarlyGameLoad, peekEarlyGameLoad, playableGameSlug, startEarlyGameLoad, takeEarlyGameLoad } from './early-game-load';

// The games of the page's catalogue (the server embeds it) are the playable ones.
beforeEach(() => setPageCatalog(FIXTURE_CATALOG));

describe('early game load', () => {
  it('knows game pages by their canonical name only', () => {
    expect(playableGameSlug('/game/2048')).toBe('2048');
    expect(playableGameSlug('/game/2048/')).toBe('2048');
    expect(playableGameSlug('/game/SUDOKU')).toBeUndefined(); // redirected to lower case first
    expect(playableGameSlug('/game/no-such-game')).toBeUndefined();
    expect(playableGameSlug('/')).toBeUndefined();
    expect(playableGameSlug('/faq')).toBeUndefined();
  });

  it('starts loading the arrival page game at once and hands it to that game page only, once', async () => {
    const load = jest.fn(async (slug: string) => `loaded ${slug}`);
    startEarlyGameLoad('/game/2048', load);
    expect(load).toHaveBeenCalledWith('2048');
    expect(takeEarlyGameLoad('sudoku')).toBeUndefined();
    const early = takeEarlyGameLoad<string>('2048');
    expect(await early?.promise).toBe('loaded 2048');
    expect(early?.settled).toBe('loaded 2048');
    // Retry or a later visit loads afresh.
    expect(takeEarlyGameLoad('2048')).toBeUndefined();
  });

  it('can be looked at by renders React throws away (a restarted hydration) and is gone once a mounted page claims it', () => {
    startEarlyGameLoad('/game/2048', async () => 'loaded', { serverRendered: true });
    const first = peekEarlyGameLoad('2048');
    expect(peekEarlyGameLoad('2048')).toBe(first);
    expect(first?.serverRendered).toBe(true);
    claimEarlyGameLoad(first!);
    expect(peekEarlyGameLoad('2048')).toBeUndefined();
  });

  it('tells the layout when the arrival game has settled, and at once on other pages', async () => {
    let finish!: (value: string) => void;
    startEarlyGameLoad('/game/2048', () => new Promise<string>((resolve) => (finish = resolve)));
    let settled = false;
    arrivalGameSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish('failed or ready');
    await arrivalGameSettled();
    expect(settled).toBe(true);
    takeEarlyGameLoad('2048');

    const load = jest.fn();
    startEarlyGameLoad('/about', load);
    expect(load).not.toHaveBeenCalled();
    await expect(arrivalGameSettled()).resolves.toBeUndefined();
  });
});
