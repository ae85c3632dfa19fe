import { catalogOf } from '../catalog/catalog';
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { httpStatusFor, matchRoute, PAGE_ROUTES, serveRoute as serveRouteIn } from './routes';

// The server answers with the catalogue it read from the registry; any catalogue will do here.
const serveRoute = (pathname: string) => serveRouteIn(pathname, FIXTURE_CATALOG);

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
    ['/game/SUDOKU', 200],
    ['/game/path-puzzle-game', 200],
    ['/game/not-a-game', 404],
    ['/nope', 404],
    ['/%E0%A4%A', 404],
  ])('%s → %d', (path, status) => {
    expect(httpStatusFor(path, FIXTURE_CATALOG)).toBe(status);
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

  it('knows the games of the catalogue it is given: a game the registry retired is a 404, a new one a page', () => {
    const { sudoku, ...withoutSudoku } = FIXTURE_CATALOG.records;
    const retired = catalogOf(withoutSudoku);
    expect(serveRouteIn('/game/sudoku', retired)).toMatchObject({ status: 404, page: true });
    const added = catalogOf({ ...FIXTURE_CATALOG.records, minesweeper: { ...sudoku, id: 99, title: 'Minesweeper' } });
    expect(serveRouteIn('/game/minesweeper', added)).toMatchObject({ status: 200, game: { slug: 'minesweeper', canonical: true } });
  });

  it('answers file-like paths with a plain 404, not the SPA', () => {
    expect(serveRoute('/missing.png')).toMatchObject({ status: 404, page: false });
    expect(serveRoute('/assets/main.js')).toMatchObject({ status: 404, page: false });
    expect(serveRoute('/nothing-here')).toMatchObject({ status: 404, page: true });
  });

  it('serves every page of the table with 200', () => {
    for (const route of PAGE_ROUTES) {
      const path = route.kind === 'game' ? '/game/sudoku' : route.path;
      expect(serveRoute(path)).toMatchObject({ status: 200, page: true });
    }
  });
});
