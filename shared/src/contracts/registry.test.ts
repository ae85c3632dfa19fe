import { parseRegistry } from './registry';

const base = 'http://localhost:8081/registry.json';

describe('parseRegistry', () => {
  it('resolves relative entries against the registry URL', () => {
    const parsed = parseRegistry({ schemaVersion: 1, games: { '2048': { version: '1.0.0', entry: '2048/1.0.0/mf-manifest.json' } } }, base);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.documentProblem).toBeUndefined();
    expect(parsed.games['2048']).toEqual({ version: '1.0.0', entry: 'http://localhost:8081/2048/1.0.0/mf-manifest.json' });
  });

  it('keeps absolute entries', () => {
    const parsed = parseRegistry({ schemaVersion: 1, games: { chess: { version: '2.1.0', entry: 'https://cdn.example.com/chess/2.1.0/mf-manifest.json' } } }, base);
    expect(parsed.games.chess.entry).toBe('https://cdn.example.com/chess/2.1.0/mf-manifest.json');
  });

  it('disables only the malformed entry', () => {
    const parsed = parseRegistry(
      {
        schemaVersion: 1,
        games: {
          '2048': { version: '1.0.0', entry: '2048/1.0.0/mf-manifest.json' },
          sudoku: { version: 'latest', entry: 'sudoku/x/mf-manifest.json' },
          chess: { version: '1.0.0', entry: 'javascript:alert(1)' },
          'Bad Slug': { version: '1.0.0', entry: 'x/mf-manifest.json' },
          zip: 'nope',
          tango: { version: '1.0.0', entry: 'tango/1.0.0/index.html' },
        },
      },
      base,
    );
    expect(Object.keys(parsed.games)).toEqual(['2048']);
    expect(parsed.rejected).toEqual([
      { slug: 'sudoku', reason: 'version must be semver like 1.0.0' },
      { slug: 'chess', reason: 'entry must be an http(s) URL or a path' },
      { slug: 'Bad Slug', reason: 'not a valid game slug' },
      { slug: 'zip', reason: 'entry is not an object' },
      { slug: 'tango', reason: 'entry must point to an mf-manifest.json or remoteEntry.js' },
    ]);
    expect(parsed.documentProblem).toBeUndefined();
  });

  it('accepts Semantic Versioning pre-releases and build metadata (a derived version is 1.2.0+<digest>)', () => {
    const games = Object.fromEntries(
      ['1.2.0+3f2a9c1d', '1.2.0-rc.1', '1.2.0-rc.1+3f2a9c1d', '2.0.0-e2e.1767225600000'].map((version, i) => [`g${i}`, { version, entry: `g${i}/${version}/mf-manifest.json` }]),
    );
    const parsed = parseRegistry({ schemaVersion: 1, games: { ...games, bad: { version: '01.2.0', entry: 'bad/01.2.0/mf-manifest.json' } } }, base);
    expect(Object.keys(parsed.games)).toEqual(['g0', 'g1', 'g2', 'g3']);
    expect(parsed.games.g0.entry).toBe('http://localhost:8081/g0/1.2.0+3f2a9c1d/mf-manifest.json');
    expect(parsed.rejected).toEqual([{ slug: 'bad', reason: 'version must be semver like 1.0.0' }]);
  });

  it("rejects an entry outside its version's folder, and accepts extra entry fields", () => {
    const parsed = parseRegistry(
      {
        schemaVersion: 1,
        games: {
          '2048': { version: '1.2.0', entry: '2048/1.1.0/mf-manifest.json' },
          chess: { version: '1.0.0', entry: 'sudoku/1.0.0/mf-manifest.json' },
          zip: { version: '1.0.0', entry: 'https://cdn.example.com/games/zip/1.0.0/mf-manifest.json', title: 'Zip', categories: ['logic'] },
        },
      },
      base,
    );
    expect(parsed.rejected).toEqual([
      { slug: '2048', reason: "entry must lie in the version's folder 2048/1.2.0/" },
      { slug: 'chess', reason: "entry must lie in the version's folder chess/1.0.0/" },
    ]);
    expect(parsed.games.zip).toEqual({ version: '1.0.0', entry: 'https://cdn.example.com/games/zip/1.0.0/mf-manifest.json' });
  });

  it("carries a release's catalogue record, its art resolved beside the entry; a broken record disables only that game", () => {
    const catalog = {
      id: 37,
      title: 'Minesweeper',
      tagline: 'Clear the field without setting off a mine',
      categories: ['puzzle', 'logic'],
      image: { src: 'card.svg', width: 400, height: 300, alt: 'A minesweeper field with flags' },
      metadata: { title: '', socialTitle: '', keywords: 'minesweeper', description: 'Clear the field.' },
    };
    const parsed = parseRegistry(
      {
        schemaVersion: 1,
        games: {
          minesweeper: { version: '1.0.0', entry: 'minesweeper/1.0.0/mf-manifest.json', catalog },
          sudoku: { version: '1.0.0', entry: 'sudoku/1.0.0/mf-manifest.json', catalog: { ...catalog, image: { ...catalog.image, src: '../../etc/card.svg' } } },
        },
      },
      base,
    );
    expect(parsed.games.minesweeper.catalog).toEqual({ ...catalog, image: { ...catalog.image, src: 'http://localhost:8081/minesweeper/1.0.0/card.svg' } });
    expect(Object.keys(parsed.games)).toEqual(['minesweeper']);
    expect(parsed.rejected).toEqual([{ slug: 'sudoku', reason: expect.stringMatching(/^catalogue record: image.src/) }]);
  });

  it.each([null, [], 'text', 42, { schemaVersion: 2, games: {} }, { schemaVersion: 1 }, { schemaVersion: 1, games: [] }])(
    'rejects a malformed document %p without throwing',
    (doc) => {
      const parsed = parseRegistry(doc, base);
      expect(parsed.games).toEqual({});
      expect(parsed.rejected).toEqual([]);
      expect(parsed.documentProblem).toEqual(expect.any(String));
    },
  );
});
