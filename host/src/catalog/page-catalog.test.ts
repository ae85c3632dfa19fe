import { act, renderHook } from '@testing-library/react';
import type { CatalogRecord } from '@games/shared/contracts';
import { catalogOf } from './catalog';
import { FIXTURE_CATALOG, fixtureRecord } from './catalog.fixture';
import { CATALOG_ELEMENT_ID, embeddedCatalogTag, mergeRegistryRecords, pageCatalog, readEmbeddedCatalog, setCatalogUpdates, setPageCatalog, useCatalog } from './page-catalog';

/** A document holding what a page's <script id="portal-catalog"> holds. */
function pageWith(tag: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = tag;
  return doc;
}

describe('the catalogue a page carries', () => {
  it('reads back what the server embedded: every card, head metadata only for the page’s own game', () => {
    const tag = embeddedCatalogTag(FIXTURE_CATALOG, 'sudoku');
    const read = readEmbeddedCatalog(pageWith(tag));
    expect(read.gallery.map((game) => game.slug)).toEqual(FIXTURE_CATALOG.gallery.map((game) => game.slug));
    expect(read.records.sudoku.metadata).toEqual(FIXTURE_CATALOG.records.sudoku.metadata);
    expect(read.records['2048']).not.toHaveProperty('metadata');
    expect(read.records['2048'].image).toEqual(FIXTURE_CATALOG.records['2048'].image);
  });

  it('cannot be closed early by a record’s text', () => {
    const hostile = catalogOf({ evil: fixtureRecord('evil', 1, ['puzzle'], { tagline: 'Ends a tag </script><script>alert(1)' }) });
    const tag = embeddedCatalogTag(hostile);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(readEmbeddedCatalog(pageWith(tag)).records.evil.tagline).toBe('Ends a tag </script><script>alert(1)');
  });

  it('keeps the usable records of a damaged page and is empty without one', () => {
    const good = fixtureRecord('sudoku', 2, ['puzzle']);
    const doc = pageWith(`<script id="${CATALOG_ELEMENT_ID}" type="application/json">${JSON.stringify({ sudoku: good, broken: { id: 'x' } })}</script>`);
    expect(Object.keys(readEmbeddedCatalog(doc).records)).toEqual(['sudoku']);
    expect(readEmbeddedCatalog(pageWith(`<script id="${CATALOG_ELEMENT_ID}" type="application/json">{not json</script>`)).games).toEqual([]);
    expect(readEmbeddedCatalog(pageWith('')).games).toEqual([]);
  });
});

describe('useCatalog', () => {
  afterEach(() => setCatalogUpdates(undefined));

  it('starts with the page’s catalogue and adds what the registry brings: new games, newer records, head metadata', async () => {
    setPageCatalog(catalogOf({ '2048': { ...FIXTURE_CATALOG.records['2048'], metadata: undefined } }));
    let answer: (games: Record<string, { catalog?: CatalogRecord }>) => void = () => undefined;
    setCatalogUpdates(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useCatalog());
    expect(result.current.games.map((game) => game.slug)).toEqual(['2048']);
    const newer = { ...fixtureRecord('2048', 6, ['puzzle']), tagline: 'Slide tiles and merge numbers to reach 2048' };
    await act(async () => answer({ '2048': { catalog: newer }, minesweeper: { catalog: fixtureRecord('minesweeper', 40, ['logic']) }, old: {} }));
    expect(result.current.games.map((game) => game.slug)).toEqual(['2048', 'minesweeper']);
    expect(result.current.records['2048'].tagline).toBe('Slide tiles and merge numbers to reach 2048');
    expect(result.current.records['2048'].metadata).toEqual(newer.metadata);
  });

  it('keeps the page’s catalogue, and the same object, when the registry adds nothing or cannot be read', async () => {
    setPageCatalog(FIXTURE_CATALOG);
    const before = pageCatalog();
    act(() => mergeRegistryRecords({ sudoku: { catalog: FIXTURE_CATALOG.records.sudoku as CatalogRecord } }));
    expect(pageCatalog()).toBe(before);
    setCatalogUpdates(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useCatalog());
    await act(async () => undefined);
    expect(result.current).toBe(before);
  });
});
