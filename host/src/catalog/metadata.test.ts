import { CATEGORIES } from './categories';
import { catalogOf, gameRecord } from './catalog';
import { FIXTURE_CATALOG, fixtureRecord } from './catalog.fixture';
import { fallbackGameTitle, gameMetadata, galleryMetadata, homeMetadata, MAX_DESCRIPTION_LENGTH } from './metadata';

describe('game metadata', () => {
  it("uses the record's own texts", () => {
    const sudoku = gameRecord(FIXTURE_CATALOG, 'sudoku')!;
    expect(gameMetadata(sudoku, 'sudoku')).toEqual(sudoku.metadata);
  });

  it('falls back to "{Title} - Play Online for Free!" for an empty title or social title (SPEC §2)', () => {
    const queens = gameRecord(FIXTURE_CATALOG, 'queens-game')!;
    expect(queens.metadata?.title).toBe('');
    expect(gameMetadata(queens, 'queens-game')).toMatchObject({ title: 'Queens Game - Play Online for Free!', socialTitle: 'Queens Game - Play Online for Free!', description: 'Place the queens.' });
  });

  it("builds the fallback from the record's title", () => {
    const catalog = catalogOf({ quartiles: fixtureRecord('quartiles', 1, ['word'], { title: 'Quartiles', metadata: { title: '', socialTitle: 'Own social title', keywords: 'k', description: 'd' } }) });
    expect(gameMetadata(gameRecord(catalog, 'quartiles'), 'quartiles')).toMatchObject({ title: 'Quartiles - Play Online for Free!', socialTitle: 'Own social title' });
    expect(fallbackGameTitle('domino-merge-game')).toBe('Domino Merge Game - Play Online for Free!');
  });

  it("gives a game whose head metadata the page does not carry yet generic text under its record's title", () => {
    const { metadata: _metadata, ...card } = gameRecord(FIXTURE_CATALOG, 'word-search')!;
    expect(gameMetadata(card, 'word-search')).toMatchObject({ title: 'Word Search - Play Online for Free!', description: expect.stringContaining('Word Search') });
  });

  it('gives an unknown name generic text under the fallback title', () => {
    const meta = gameMetadata(undefined, 'snake');
    expect(meta.title).toBe('Snake - Play Online for Free!');
    expect(meta.socialTitle).toBe('Snake - Play Online for Free!');
    expect(meta.description).toContain('Snake');
    expect(meta.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(meta.keywords).toContain('snake');
  });
});

describe('gallery metadata', () => {
  it.each(CATEGORIES.map((c) => [c.key, c] as const))('%s has a title with the site name and a short description', (_key, category) => {
    const meta = galleryMetadata(category, 'Playfield Games', 35);
    expect(meta.title).toMatch(/ \| Playfield Games$/);
    expect(meta.description.length).toBeGreaterThan(0);
    expect(meta.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(meta.keywords).not.toBe('');
    expect(meta.socialTitle).not.toBe('');
  });

  it('gives each gallery its own title', () => {
    const titles = CATEGORIES.map((c) => galleryMetadata(c, 'X', 35).title);
    expect(new Set(titles).size).toBe(CATEGORIES.length);
  });

  it('describes the home gallery with the number of games it shows', () => {
    expect(homeMetadata('Playfield Games', 37).description).toContain('Play 37 free');
  });
});
