import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';
import { CATALOG_SNAPSHOT_FILE } from './live-catalog';
import { FIXTURE_RECORDS } from '../src/catalog/catalog.fixture';

// A minimal host build: the shell template and a catalogue snapshot.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-routes-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><meta name="portal-head"></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(distDir, CATALOG_SNAPSHOT_FILE), JSON.stringify(FIXTURE_RECORDS));
// The registry is unreachable: the games are the snapshot's, and game pages go without hints, never slower or broken.
const config = { ...hostConfigFromEnv({ REGISTRY_URL: 'http://127.0.0.1:9/registry.json' }), distDir };
const server = createHostApp(config).listen(0, '127.0.0.1');
let base = '';
beforeAll(async () => {
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('host server: status codes from the client route table', () => {
  it.each([
    ['/', 200],
    ['/puzzle-games', 200],
    ['/FAQ', 200],
    ['/game/2048', 200],
    ['/game/Sudoku', 200],
    ['/game/path-puzzle-game', 200],
    ['/game/not-a-game', 404],
    ['/no/such/page', 404],
  ])('%s → %d with the SPA', async (pathname, status) => {
    const response = await fetch(`${base}${pathname}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers a missing file with a plain 404, not the SPA', async () => {
    const response = await fetch(`${base}/missing.png`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
  });
});
