import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';

// A minimal host build: the shell template and a worker script.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
const workerSource = '/* service worker of host build 0123456789abcdef */\nself.addEventListener("fetch", () => {});\n';
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><meta name="portal-head"></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(distDir, 'sw.js'), workerSource);
const emptyDist = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-empty-'));
fs.writeFileSync(path.join(emptyDist, 'index.html'), fs.readFileSync(path.join(distDir, 'index.html')));

const config = hostConfigFromEnv({ REGISTRY_URL: 'http://remotes.test:8081/registry.json' });
const servers: ReturnType<ReturnType<typeof createHostApp>['listen']>[] = [];
async function serve(dir: string): Promise<string> {
  const server = createHostApp({ ...config, distDir: dir }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
/** A GET with exactly these headers (fetch adds Cache-Control to conditional requests and sets Sec-Fetch-Mode itself). */
function rawGet(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        resolve(res);
      })
      .on('error', reject);
  });
}

let base: string;
beforeAll(async () => {
  base = await serve(distDir);
});
afterAll(() => {
  for (const server of servers) server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(emptyDist, { recursive: true, force: true });
});

describe('GET /sw.js', () => {
  it('serves the built worker as JavaScript for the whole site, revalidated on every update check', async () => {
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(await res.text()).toBe(workerSource);
  });

  it('answers a conditional request with 304, so unchanged builds cost nothing', async () => {
    const first = await fetch(`${base}/sw.js`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await rawGet(`${base}/sw.js`, { 'If-None-Match': etag! })).statusCode).toBe(304);
  });

  it('keeps the strict script policy: no inline code, no eval, workers from this origin', async () => {
    const csp = (await fetch(`${base}/sw.js`)).headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive('worker-src')).toContain("'self'");
  });

  it('is a plain 404 when the build has no worker', async () => {
    const res = await fetch(`${await serve(emptyDist)}/sw.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});

describe('GET /app-shell', () => {
  it('serves the shell with the runtime configuration and no server-rendered page, never cached stale', async () => {
    const res = await fetch(`${base}/app-shell`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<script id="portal-config" type="application/json">');
    expect(html).toContain('http://remotes.test:8081/registry.json');
    expect(html).toContain('<div id="root"></div>');
    // Only this page tells the client it was loaded offline (the worker shows it only then).
    expect(html).toContain('<meta name="portal-offline-shell" content="">');
    expect(await (await fetch(`${base}/faq`)).text()).not.toContain('portal-offline-shell');
  });

  it('is the 404 page for a visitor who opens it', async () => {
    const res = await rawGet(`${base}/app-shell`, { 'Sec-Fetch-Mode': 'navigate' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
