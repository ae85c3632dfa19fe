import { parseRegistry } from './registry';

const base = 'http://localhost:8081/registry.json';

describe('parseRegistry', () => {
  it('resolves relative entries against the registry URL', () => {
    const parsed = parseRegistry({ schemaVersion: 1, games: { '2048': { version: '1.0.0', entry: '2048/1.0.0/mf-manifest.json' } } }, base);
    expect(parsed.problems).toEqual([]);
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
    expect(parsed.problems).toHaveLength(5);
  });

  it.each([null, [], 'text', 42, { schemaVersion: 2, games: {} }, { schemaVersion: 1 }, { schemaVersion: 1, games: [] }])(
    'rejects a malformed document %p without throwing',
    (doc) => {
      const parsed = parseRegistry(doc, base);
      expect(parsed.games).toEqual({});
      expect(parsed.problems.length).toBe(1);
    },
  );
});
