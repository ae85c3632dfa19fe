import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDigest } from './build-digest';
import { checkRemote, DIGEST_FILE } from './versions';

// The check `npm test` runs after the build: a game's build may not change under the same version.

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.1.0' } } }));
  fs.writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'var a=1');
  fs.writeFileSync(path.join(dir, DIGEST_FILE), JSON.stringify({ version: '1.1.0', digest: buildDigest(path.join(dir, 'dist')) }));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const remote = (version = '1.1.0') => ({ slug: 'zip-game', dir, version });

it('passes a build that is what its version recorded, whatever its precompressed variants hold', () => {
  fs.writeFileSync(path.join(dir, 'dist', 'remoteEntry.js.br'), 'other brotli bytes');
  expect(checkRemote(remote())).toBeUndefined();
});

it('fails a build whose output changed while the version stayed', () => {
  fs.writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'var a=2');
  expect(checkRemote(remote())).toMatchObject({ kind: 'changed-without-bump', message: expect.stringContaining('zip-game: the build of 1.1.0 changed') });
});

it('fails a file added or renamed under the same version', () => {
  fs.writeFileSync(path.join(dir, 'dist', 'chunk.1234.js'), '');
  expect(checkRemote(remote())?.kind).toBe('changed-without-bump');
});

it('asks to record a version bumped by hand, and to build a version that is not built', () => {
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.0' } } }));
  expect(checkRemote(remote('1.2.0'))?.kind).toBe('bumped-unrecorded');
  expect(checkRemote(remote('1.3.0'))?.kind).toBe('unbuilt');
});
