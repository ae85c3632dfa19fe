import { httpStatusFor, matchRoute, PAGE_ROUTES, serveRoute } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'gallery'],
    ['/puzzle-games', 'gallery'],
    ['/brain-logic-games/', 'gallery'],
    ['/game/2048', 'game'],
    ['/game/Word-Search', 'game'],
    ['/aboutus', 'info'],
    ['/privacypolicy', 'info'],
    ['/faq', 'info'],
    ['/contactus', 'info'],
    ['/strategy-games', 'category-redirect'],
    ['/nothing-here', 'not-found'],
    ['/game', 'not-found'],
    ['/game/2048/extra', 'not-found'],
    ['/a/b', 'not-found'],
  ])('%s is %s', (path, kind) => {
    expect(matchRoute(path).kind).toBe(kind);
  });
});

describe('httpStatusFor', () => {
  it.each([
    ['/', 200],
    ['/skill-games', 200],
    ['/game/2048', 200],
    ['/game/CHESS', 200],
    ['/game/path-puzzle-game', 200],
    ['/game/not-a-game', 404],
    ['/nope', 404],
    ['/%E0%A4%A', 404],
  ])('%s → %d', (path, status) => {
    expect(httpStatusFor(path)).toBe(status);
  });
});

describe('serveRoute: what the server answers, from the same table', () => {
  it('names the playable game of a game page, and whether the path spells it canonically', () => {
    expect(serveRoute('/game/2048').game).toEqual({ slug: '2048', canonical: true });
    expect(serveRoute('/game/Word-Search/').game).toEqual({ slug: 'word-search', canonical: false });
    expect(serveRoute('/game/not-a-game')).toMatchObject({ status: 404, page: true });
    expect(serveRoute('/game/not-a-game').game).toBeUndefined();
    expect(serveRoute('/faq').game).toBeUndefined();
  });

  it('answers file-like paths with a plain 404, not the SPA', () => {
    expect(serveRoute('/missing.png')).toMatchObject({ status: 404, page: false });
    expect(serveRoute('/assets/main.js')).toMatchObject({ status: 404, page: false });
    expect(serveRoute('/nothing-here')).toMatchObject({ status: 404, page: true });
  });

  it('serves every page of the table with 200', () => {
    for (const route of PAGE_ROUTES) {
      const path = route.kind === 'game' ? '/game/chess' : route.path;
      expect(serveRoute(path)).toMatchObject({ status: 200, page: true });
    }
  });
});
