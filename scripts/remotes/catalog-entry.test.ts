import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogEntryFields, retireGame } from './catalog-entry';
import { registryEntryFor } from './registry-entry';
import { FolderReleaseStore } from './release-store';
import { readRegistry } from './releases';

const record = {
  id: 37,
  title: 'Minesweeper',
  tagline: 'Clear the field without setting off a mine',
  categories: ['puzzle', 'logic'],
  image: { src: 'card.svg', width: 400, height: 300, alt: 'A minesweeper field with two flags' },
  metadata: { title: '', socialTitle: '', keywords: 'minesweeper', description: 'Clear the field.' },
};

describe('the catalogue record a release publishes', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("puts the build's catalog.json into the game's registry entry", () => {
    fs.writeFileSync(path.join(dir, 'catalog.json'), JSON.stringify(record));
    expect(registryEntryFor('minesweeper', '1.0.0', dir)).toEqual({ version: '1.0.0', entry: 'minesweeper/1.0.0/mf-manifest.json', catalog: record });
  });

  it('publishes no record for a build made before games carried one, and refuses a broken one', () => {
    expect(catalogEntryFields(dir)).toEqual({});
    expect(registryEntryFor('minesweeper', '1.0.0')).toEqual({ version: '1.0.0', entry: 'minesweeper/1.0.0/mf-manifest.json' });
    fs.writeFileSync(path.join(dir, 'catalog.json'), JSON.stringify({ ...record, image: { ...record.image, src: '../../host/card.svg' } }));
    expect(() => catalogEntryFields(dir)).toThrow(/not a usable catalogue record:\n {2}image.src/);
  });
});

describe('retireGame', () => {
  it('takes only that game out of the registry, keeping every other field, and says whether it was listed', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    const registry = { schemaVersion: 1, games: { minesweeper: { version: '1.0.0', entry: 'minesweeper/1.0.0/mf-manifest.json' }, sudoku: { version: '1.1.0', entry: 'sudoku/1.1.0/mf-manifest.json' } }, note: 'kept' };
    fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify(registry));
    const store = new FolderReleaseStore(root);
    expect(await retireGame(store, 'minesweeper')).toBe(true);
    expect(await readRegistry(store)).toEqual({ schemaVersion: 1, games: { sudoku: registry.games.sudoku }, note: 'kept' });
    expect(await retireGame(store, 'minesweeper')).toBe(false);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
