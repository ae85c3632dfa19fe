import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTP_SERVER_LIMITS } from './http-server-limits';
import { createMetricsRegistry } from './metrics';
import { hostRouteOf } from './route-classes';
import { runServer } from './run-server';

describe('runServer (the host and remotes processes)', () => {
  it('holds clients to the shared limits, serves /metrics on its own port, and stops gracefully', async () => {
    const lines: string[] = [];
    let stopped = false;
    const running = runServer({
      name: 'test',
      port: 0,
      bind: '127.0.0.1',
      listener: (lifecycle) => (_req: http.IncomingMessage, res: http.ServerResponse) => res.end(lifecycle.draining ? 'draining' : 'ready'),
      timings: { delayMs: 200, timeoutMs: 1000 },
      metrics: { registry: createMetricsRegistry('test'), endpoint: { port: 0, bind: '127.0.0.1' }, routeOf: hostRouteOf },
      accessLog: false,
      signals: [],
      onStopped: () => (stopped = true),
      log: (_level, msg) => lines.push(msg),
    });
    await running.listening;
    const { server } = running;
    expect({ headersTimeout: server.headersTimeout, requestTimeout: server.requestTimeout, keepAliveTimeout: server.keepAliveTimeout }).toEqual({
      headersTimeout: HTTP_SERVER_LIMITS.headersTimeout,
      requestTimeout: HTTP_SERVER_LIMITS.requestTimeout,
      keepAliveTimeout: HTTP_SERVER_LIMITS.keepAliveTimeout,
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const metricsServer = (await running.metricsServer)!;
    expect(await (await fetch(`${url}/`)).text()).toBe('ready');
    const metrics = await (await fetch(`http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`)).text();
    expect(metrics).toContain('http_requests_total{server="test",method="GET",route="page",status="200",service="test"} 1');

    const stopping = running.stop('SIGTERM');
    const during = await fetch(`${url}/`);
    expect([await during.text(), during.headers.get('connection')]).toEqual(['draining', 'close']);
    await stopping;
    expect(stopped).toBe(true);
    expect(server.listening).toBe(false);
    expect(metricsServer.listening).toBe(false);
    expect(lines).toEqual(['test server listening', 'metrics served', 'test server draining', 'test server stopped']);
  });
});
