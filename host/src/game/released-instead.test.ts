/** @jest-environment node */
import { FIXTURE_CATALOG } from '../catalog/catalog.fixture';
import { setPageCatalog } from '../catalog/page-catalog';
import { releasedGamesInstead } from './released-instead';

const released = (...slugs: string[]) => Object.fromEntries(slugs.map((slug) => [slug, { version: '1.0.0', entry: `http://remotes.test/${slug}/1.0.0/mf-manifest.json` }]));

const GAMES = FIXTURE_CATALOG.gallery;
beforeEach(() => setPageCatalog(FIXTURE_CATALOG));

describe('releasedGamesInstead', () => {
  it('offers only games the registry lists, never the unreleased game itself', () => {
    const unreleased = GAMES.find((game) => !['2048', 'tic-tac-toe', 'sudoku'].includes(game.slug))!.slug;
    const offered = releasedGamesInstead(unreleased, released('2048', 'tic-tac-toe', 'sudoku', unreleased, 'not-in-the-catalogue'));
    expect(offered.sort()).toEqual(['2048', 'sudoku', 'tic-tac-toe']);
  });

  it('puts games of the same category first and stops at the limit', () => {
    const target = GAMES[GAMES.length - 1];
    const sameCategory = GAMES.filter((game) => game !== target && game.categories.some((c) => target.categories.includes(c))).map((g) => g.slug);
    const otherCategory = GAMES.filter((game) => game !== target && !sameCategory.includes(game.slug)).map((g) => g.slug);
    const offered = releasedGamesInstead(target.slug, released(otherCategory[0], sameCategory[0]), 1);
    expect(offered).toEqual([sameCategory[0]]);
  });

  it('leaves out hidden games and offers nothing when nothing is released', () => {
    expect(releasedGamesInstead('2048', released('path-puzzle-game'))).toEqual([]);
    expect(releasedGamesInstead('2048', {})).toEqual([]);
  });
});
