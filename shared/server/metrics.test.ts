import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createAccessLog } from './access-log';
import { createHttpMetrics, createMetricsRegistry, instrumentHttpServer, metricsEndpointFromEnv, serveMetrics } from './metrics';
import { hostRouteOf } from './route-classes';

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: http.Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

describe('HTTP metrics, access log and the metrics port', () => {
  it('counts and times each answered request by route class and status, logs it without its query, and serves the figures on their own port only', async () => {
    const registry = createMetricsRegistry('test');
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = http.createServer((req, res) => {
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      res.end('ok');
    });
    instrumentHttpServer(app, { name: 'host', metrics: createHttpMetrics(registry), routeOf: hostRouteOf, accessLog: createAccessLog(destination) });
    const url = await listen(app);
    const metricsServer = (await serveMetrics(registry, { port: 0, bind: '127.0.0.1' }))!;
    const metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
    try {
      for (const path of ['/', '/game/2048?seed=secret', '/assets/a.js', '/missing.png', '/healthz']) await (await fetch(`${url}${path}`)).text();
      const text = await (await fetch(`${metricsUrl}/metrics`)).text();
      expect(text).toContain('http_requests_total{server="host",method="GET",route="page",status="200",service="test"} 1');
      expect(text).toContain('http_requests_total{server="host",method="GET",route="game-page",status="200",service="test"} 1');
      expect(text).toContain('http_requests_total{server="host",method="GET",route="file",status="404",service="test"} 1');
      expect(text).toContain('http_request_duration_seconds_count{service="test",server="host",method="GET",route="assets"} 1');
      // Node's own figures come along.
      expect(text).toContain('process_cpu_seconds_total');
      expect((await fetch(`${metricsUrl}/other`)).status).toBe(404);
      // The public server knows nothing of /metrics.
      expect(await (await fetch(`${url}/metrics`)).text()).toBe('ok');

      // One line per request but the passing health check, with the path and not the query.
      expect(lines.map((line) => [line.msg, line.path, line.status])).toEqual([
        ['request', '/', 200],
        ['request', '/game/2048', 200],
        ['request', '/assets/a.js', 200],
        ['request', '/missing.png', 404],
        ['request', '/metrics', 200],
      ]);
      expect(JSON.stringify(lines)).not.toContain('secret');
    } finally {
      await close(app);
      await close(metricsServer);
    }
  });

  it('a metrics port already taken is reported, and the server goes on without metrics', async () => {
    const taken = http.createServer();
    const url = await listen(taken);
    const errors: string[] = [];
    try {
      const server = await serveMetrics(createMetricsRegistry('test'), { port: Number(new URL(url).port), bind: '127.0.0.1', onError: (error) => errors.push((error as NodeJS.ErrnoException).code ?? '') });
      expect([server, errors]).toEqual([undefined, ['EADDRINUSE']]);
    } finally {
      await close(taken);
    }
  });

  it('reads METRICS_PORT and METRICS_BIND: loopback by default, "off" for none', () => {
    expect(metricsEndpointFromEnv(undefined, undefined, 9464)).toEqual({ port: 9464, bind: '127.0.0.1' });
    expect(metricsEndpointFromEnv('9100', '0.0.0.0', 9464)).toEqual({ port: 9100, bind: '0.0.0.0' });
    expect(metricsEndpointFromEnv('off', undefined, 9464)).toBeUndefined();
    expect(() => metricsEndpointFromEnv('nine', undefined, 9464)).toThrow(/METRICS_PORT/);
  });
});
