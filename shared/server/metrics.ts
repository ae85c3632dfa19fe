import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { createLimitedServer } from './http-server-limits';

/**
 * Prometheus metrics of the portal's servers (prom-client). Each process has one registry, with
 * Node's own figures (CPU, memory, event-loop delay, GC) and, per HTTP server, requests by route
 * class and status and their latency.
 *
 * The registry is served on a port of its own (METRICS_PORT), never on the public one: the ingress
 * or a published compose port routes every path of the public port to the server, so a /metrics
 * there would be on the internet (and a guard by path or token is one mistake away from that). The
 * metrics port binds to loopback unless METRICS_BIND says otherwise (a cluster's scraper reaches the
 * pod's address; nothing routes public traffic to that port).
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** The route class of a request, for labels: a small fixed set, never the raw path (unbounded). */
export type RouteOf = (req: http.IncomingMessage) => string;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface HttpMetrics {
  /** Records one answered request. */
  observe(server: string, method: string | undefined, route: string, status: number, seconds: number): void;
}

/** Request counter and latency histogram, registered once per registry. */
export function createHttpMetrics(registry: Registry): HttpMetrics {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by server, method, route class and status.',
    labelNames: ['server', 'method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by server, method and route class.',
    labelNames: ['server', 'method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    observe(server, rawMethod, route, status, seconds) {
      const method = rawMethod && METHODS.has(rawMethod) ? rawMethod : 'other';
      requests.inc({ server, method, route, status: String(status) });
      duration.observe({ server, method, route }, seconds);
    },
  };
}

export interface AccessLogEntry {
  server: string;
  method: string | undefined;
  /** The path without its query string (queries may carry what a visitor typed). */
  path: string;
  route: string;
  status: number;
  ms: number;
}

/**
 * Counts and times every request of `server` (and hands it to `accessLog`) once its answer has been
 * sent, or the connection closed before that (then status 499, as nginx records a client that left).
 */
export function instrumentHttpServer(
  server: http.Server,
  options: { name: string; metrics: HttpMetrics; routeOf: RouteOf; accessLog?: (entry: AccessLogEntry) => void },
): void {
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const started = process.hrtime.bigint();
    const done = () => {
      res.off('finish', done).off('close', done);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : 499;
      const route = options.routeOf(req);
      options.metrics.observe(options.name, req.method, route, status, seconds);
      options.accessLog?.({ server: options.name, method: req.method, path: pathOf(req.url), route, status, ms: Math.round(seconds * 1e6) / 1e3 });
    };
    res.once('finish', done).once('close', done);
  });
}

function pathOf(url: string | undefined): string {
  const path = url ?? '';
  const query = path.indexOf('?');
  return (query === -1 ? path : path.slice(0, query)).slice(0, 200);
}

export interface MetricsEndpointOptions {
  port: number;
  bind: string;
  onError?: (error: Error) => void;
}

/**
 * GET /metrics on its own port. A port already taken is reported through onError and the server
 * goes on without metrics: metrics must never stop the portal from serving.
 */
export function serveMetrics(registry: Registry, options: MetricsEndpointOptions): Promise<http.Server | undefined> {
  const server = createLimitedServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${String(error)}`),
    );
  });
  return new Promise((resolve) => {
    server.once('error', (error) => {
      options.onError?.(error);
      resolve(undefined);
    });
    server.listen(options.port, options.bind, () => resolve(server));
  });
}

/** METRICS_PORT / METRICS_BIND: a port number, or "off"; loopback unless told otherwise. */
export function metricsEndpointFromEnv(port: string | undefined, bind: string | undefined, defaultPort: number): { port: number; bind: string } | undefined {
  if (port === 'off') return undefined;
  const parsed = port === undefined || port === '' ? defaultPort : Number(port);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`METRICS_PORT must be a port number or "off", not "${port}"`);
  return { port: parsed, bind: bind || '127.0.0.1' };
}

/** The address a metrics server listens at, for logs. */
export function addressOf(server: http.Server): string {
  const address = server.address() as AddressInfo;
  return `${address.address}:${address.port}`;
}
