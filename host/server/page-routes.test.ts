import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';

// A minimal host build: the shell template only.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-routes-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><meta name="portal-head"></head><body><div id="root"></div></body></html>');
// The registry is unreachable: game pages go without hints, never slower or broken.
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
    ['/game/Chess', 200],
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
