import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnServerProcess } from '@games/shared/server/test-support/server-process';

// The remotes origin's own process (scripts/remotes/main.ts, the image's server.js), as the cluster runs
// it: metrics on a port of their own, registry reads counted, and the graceful stop on SIGTERM.

const spawnOrigin = (deployDir: string, env: Record<string, string> = {}) =>
  spawnServerProcess(path.join(__dirname, 'main.ts'), 'remotes', {
    REMOTES_PORT: '0',
    REMOTES_BIND: '127.0.0.1',
    REMOTES_DEPLOY_DIR: deployDir,
    REMOTES_SEED_DIR: '',
    REMOTES_BUCKET: '',
    METRICS_PORT: '0',
    METRICS_BIND: '127.0.0.1',
    ACCESS_LOG: '0',
    ...env,
  });

let deployDir: string;
beforeEach(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-origin-'));
});
afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

describe('remotes origin process', () => {
  it('serves Prometheus metrics on their own port: its requests, and each read of registry.json by source and outcome', async () => {
    fs.writeFileSync(path.join(deployDir, 'registry.json'), '{"remotes":[]}');
    const origin = await spawnOrigin(deployDir);
    try {
      const metricsUrl = `http://${(await origin.metricsServed).address}/metrics`;
      const first = await fetch(`${origin.url}/registry.json`);
      expect([first.status, first.headers.get('cache-control'), await first.text()]).toEqual([200, 'no-cache', '{"remotes":[]}']);
      // A revalidation is still answered 304 (node:http: fetch adds Cache-Control: no-cache to a conditional request).
      const revalidated = await new Promise<number>((resolve, reject) =>
        http.get(`${origin.url}/registry.json`, { headers: { 'if-none-match': first.headers.get('etag')! } }, (res) => resolve(res.resume().statusCode!)).on('error', reject),
      );
      expect(revalidated).toBe(304);
      fs.rmSync(path.join(deployDir, 'registry.json'));
      expect((await fetch(`${origin.url}/registry.json`)).status).toBe(404);

      const text = await (await fetch(metricsUrl)).text();
      expect(text).toContain('remotes_registry_reads_total{source="file",outcome="ok",service="remotes"} 2');
      expect(text).toContain('remotes_registry_reads_total{source="file",outcome="missing",service="remotes"} 1');
      expect(text).toContain('remotes_registry_read_duration_seconds_count{service="remotes",source="file",outcome="ok"} 2');
      expect(text).toContain('http_requests_total{server="remotes",method="GET",route="registry",status="200",service="remotes"} 1');
      expect(text).toContain('process_cpu_seconds_total');
      // The public port knows nothing of /metrics.
      expect((await fetch(`${origin.url}/metrics`)).status).toBe(404);
    } finally {
      origin.child.kill('SIGKILL');
    }
  }, 40_000);

  it('on SIGTERM turns readiness false first, serves during the delay, then exits 0', async () => {
    const origin = await spawnOrigin(deployDir, { REMOTES_SHUTDOWN_DELAY_MS: '800', REMOTES_SHUTDOWN_TIMEOUT_MS: '2000' });
    try {
      expect((await fetch(`${origin.url}/readyz`)).status).toBe(200);
      const draining = new Promise<void>((resolve) => origin.child.stdout!.on('data', (chunk) => String(chunk).includes('draining') && resolve()));
      origin.child.kill('SIGTERM');
      await draining;

      // Out of rotation at once, still serving, and asking clients to reconnect elsewhere.
      const readiness = await fetch(`${origin.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect(readiness.headers.get('connection')).toBe('close');
      expect((await fetch(`${origin.url}/healthz`)).status).toBe(200);

      expect(await origin.exited).toBe(0);
      await expect(fetch(`${origin.url}/healthz`)).rejects.toThrow();
      expect(origin.lines.map((line) => String(line.msg)).filter((msg) => msg.startsWith('remotes server'))).toEqual(['remotes server listening', 'remotes server draining', 'remotes server stopped']);
    } finally {
      origin.child.kill('SIGKILL');
    }
  }, 40_000);
});
