import { catalogFieldProblem, catalogRecordProblems, isArtFileName, resolveCatalogRecord, type CatalogRecord } from './catalog-record';

const record: CatalogRecord = {
  id: 19,
  title: '2048',
  tagline: 'Slide tiles and merge numbers to reach 2048',
  categories: ['puzzle', 'skill', 'casual'],
  image: { src: 'card.svg', width: 400, height: 400, alt: 'A 2048 board with number tiles' },
  metadata: { title: 'Play 2048', socialTitle: '', keywords: '2048, puzzle', description: 'Slide the tiles and merge equal numbers.' },
};

describe('catalogRecordProblems', () => {
  it('accepts a complete record, hidden or not, with the misspelt category kept by the spec', () => {
    expect(catalogRecordProblems(record)).toEqual([]);
    expect(catalogRecordProblems({ ...record, hidden: true, categories: [] })).toEqual([]);
    expect(catalogRecordProblems({ ...record, categories: ['skill', 'causal'] })).toEqual([]);
  });

  it('names every problem of a broken record', () => {
    expect(catalogRecordProblems(null)).toEqual(['catalogue record is not an object']);
    const problems = catalogRecordProblems({
      id: 0,
      title: '',
      tagline: 'Ends with a full stop.',
      categories: ['puzzle', 'strategy'],
      hidden: 'yes',
      image: { src: '../host/secret.svg', width: 0, height: 400.5, alt: '' },
      metadata: { title: 1, socialTitle: '', keywords: '', description: 'x'.repeat(161) },
    });
    expect(problems).toEqual([
      expect.stringContaining('id'),
      expect.stringContaining('title'),
      expect.stringContaining('full stop'),
      expect.stringContaining('categories'),
      expect.stringContaining('hidden'),
      expect.stringContaining('image.src'),
      expect.stringContaining('width and height'),
      expect.stringContaining('image.alt'),
      expect.stringContaining('metadata.title'),
      expect.stringContaining('keywords'),
      expect.stringContaining('description'),
    ]);
  });

  it('wants a file name beside the descriptor in a release, and a URL in the host', () => {
    expect(catalogRecordProblems({ ...record, image: { ...record.image, src: 'https://cdn.example.com/card.svg' } })).toEqual([expect.stringContaining('image.src')]);
    const resolved = { ...record, image: { ...record.image, src: 'https://cdn.example.com/2048/1.0.0/card.svg' } };
    expect(catalogRecordProblems(resolved, { art: 'url' })).toEqual([]);
    expect(catalogRecordProblems({ ...record, image: { ...record.image, src: '/assets/catalog/2048.1a2b3c4d.svg' } }, { art: 'url' })).toEqual([]);
    expect(catalogRecordProblems({ ...record, image: { ...record.image, src: 'javascript:alert(1)' } }, { art: 'url' })).toEqual([expect.stringContaining('image.src')]);
    expect(catalogRecordProblems({ ...record, image: { ...record.image, src: '//evil.example/card.svg' } }, { art: 'url' })).toEqual([expect.stringContaining('image.src')]);
  });

  it.each(['card.svg', 'art-2.webp', 'Card.PNG'])('%s is an art file name', (name) => expect(isArtFileName(name)).toBe(true));
  it.each(['', 'img/card.svg', '../card.svg', 'card.svg.exe', '.svg', 'card..svg'])('%p is not', (name) => expect(isArtFileName(name)).toBe(false));
});

describe('resolveCatalogRecord and catalogFieldProblem', () => {
  it("points the art into the release's folder and keeps only the record's own fields", () => {
    const resolved = resolveCatalogRecord({ ...record, extra: 'dropped' } as CatalogRecord, 'https://games.example/2048/1.0.0/mf-manifest.json');
    expect(resolved?.image.src).toBe('https://games.example/2048/1.0.0/card.svg');
    expect(resolved).not.toHaveProperty('extra');
    expect(resolved).not.toHaveProperty('hidden');
  });

  it('lets an entry go without a record, and says what is wrong with a broken one', () => {
    expect(catalogFieldProblem(undefined)).toBeUndefined();
    expect(catalogFieldProblem(record)).toBeUndefined();
    expect(catalogFieldProblem({ ...record, id: -1 })).toMatch(/^catalogue record: id/);
  });
});
