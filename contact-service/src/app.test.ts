import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { createContactApp } from './app';
import { createRequestLog, SUMMARY_PERIOD_MS, type RequestLog } from './http/request-logger';
import { captureHelmetHeaders } from './http/security-headers';
import type { Logger } from './logger';
import { createContactRateLimiter } from './rate-limit/contact-rate-limiter';
import type { MessageStore } from './storage/message-store';
import { SqliteMessageStore } from './storage/sqlite-message-store';
import { StorageUnavailableError } from './storage/storage-unavailable-error';
import { postContact, VALID_MESSAGE } from './test-support/post-contact';
import { silentLogger } from './test-support/silent-logger';
import { makeTempDir } from './test-support/temp-dir';

interface Harness {
  url: string;
  store: MessageStore;
  stored: string[];
  close(): Promise<void>;
}

interface AppOptions {
  store?: MessageStore;
  perMinute?: number;
  perDay?: number;
  trustProxy?: string | boolean | number;
  logger?: Logger;
  requestLog?: RequestLog;
}

/** The service's request listener on a real socket: the same path a request takes in production. */
async function startApp(options: AppOptions = {}): Promise<Harness> {
  const dir = makeTempDir();
  const store = options.store ?? SqliteMessageStore.open(path.join(dir.path, 'c.sqlite'));
  const stored: string[] = [];
  const app = createContactApp({
    store,
    rateLimiter: createContactRateLimiter({ perMinute: options.perMinute ?? 1000, perDay: options.perDay ?? 1000, keyPrefix: 'test' }),
    logger: options.logger ?? silentLogger,
    trustProxy: options.trustProxy ?? 'loopback',
    onMessageStored: (id) => stored.push(id),
    requestLog: options.requestLog,
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    stored,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
      dir.remove();
    },
  };
}

/** A store whose every operation fails, as when the disk or the database is gone. */
const brokenStore: MessageStore = {
  kind: 'postgres',
  save: async () => {
    throw new StorageUnavailableError('connection refused');
  },
  outboxStats: async () => {
    throw new StorageUnavailableError('connection refused');
  },
  findByIdempotencyKey: async () => {
    throw new StorageUnavailableError('connection refused');
  },
  list: async () => [],
  claimDue: async () => [],
  markDelivered: async () => undefined,
  scheduleRetry: async () => undefined,
  ping: async () => {
    throw new StorageUnavailableError('connection refused');
  },
  close: async () => undefined,
};

describe('POST /api/contact', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startApp();
  });
  afterEach(() => h.close());

  test('stores a valid message before answering 201 with its id', async () => {
    const response = await postContact(h.url, { ...VALID_MESSAGE, name: '  Ada  ' });
    expect(response.status).toBe(201);
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = await h.store.list();
    expect(stored).toMatchObject({ id: response.body.id, name: 'Ada', email: VALID_MESSAGE.email });
    expect(h.stored).toEqual([response.body.id]);
  });

  test('a message sent again with its Idempotency-Key is stored once and answered with the first id', async () => {
    const key = { 'idempotency-key': 'f3b2a1c0d9e8f7a6' };
    const first = await postContact(h.url, VALID_MESSAGE, key);
    const again = await postContact(h.url, VALID_MESSAGE, key);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect((await h.store.list()).map((m) => m.id)).toEqual([first.body.id]);
    // The outbox is woken for the stored message only, so the operator gets one e-mail.
    expect(h.stored).toEqual([first.body.id]);
  });

  test('the same Idempotency-Key with a different message is a 422, and the first message stays', async () => {
    const key = { 'idempotency-key': 'a1b2c3d4e5f60718' };
    const first = await postContact(h.url, VALID_MESSAGE, key);
    const reused = await postContact(h.url, { ...VALID_MESSAGE, message: 'A different message' }, key);
    expect(first.status).toBe(201);
    expect(reused).toMatchObject({ status: 422, body: { message: expect.stringContaining('Idempotency-Key') } });
    expect((await h.store.list()).map((m) => [m.id, m.message])).toEqual([[first.body.id, VALID_MESSAGE.message]]);
  });

  test('Idempotency-Keys belong to the client that sent them: another client\'s same key stores its own message', async () => {
    await h.close();
    h = await startApp({ trustProxy: 'loopback' });
    const key = 'shared-key-0001';
    const fromA = await postContact(h.url, VALID_MESSAGE, { 'idempotency-key': key, 'x-forwarded-for': '203.0.113.1' });
    const fromB = await postContact(h.url, { ...VALID_MESSAGE, name: 'Grace Hopper' }, { 'idempotency-key': key, 'x-forwarded-for': '203.0.113.2' });
    expect([fromA.status, fromB.status]).toEqual([201, 201]);
    expect(fromB.body.id).not.toBe(fromA.body.id);
    expect((await h.store.list()).map((m) => m.name).sort()).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  test.each(['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon-key'])('an Idempotency-Key like %j is a 400 that names the header', async (key) => {
    const response = await postContact(h.url, VALID_MESSAGE, { 'idempotency-key': key });
    expect(response).toMatchObject({ status: 400, body: { message: expect.stringContaining('Idempotency-Key') } });
    expect(await h.store.list()).toEqual([]);
  });

  test('sends helmet security headers', async () => {
    const response = await postContact(h.url, VALID_MESSAGE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  test('400 names the invalid field', async () => {
    const response = await postContact(h.url, { ...VALID_MESSAGE, email: 'not-an-address' });
    expect(response).toMatchObject({ status: 400, body: { message: 'email must be a valid e-mail address' } });
    expect(await h.store.list()).toEqual([]);
  });

  test.each(['{"name":', '', 'null', '"text"', '[1,2]', '{"name": "a", }', '\u0000'])('malformed or non-object JSON %j is a 400', async (raw) => {
    const response = await postContact(h.url, raw);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  test('a body over 16 KB is a 413', async () => {
    const response = await postContact(h.url, { ...VALID_MESSAGE, message: 'x'.repeat(17 * 1024) });
    expect(response).toMatchObject({ status: 413, body: { message: expect.stringContaining('too large') } });
  });

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('content type %s is a 415', async (type) => {
    const response = await postContact(h.url, JSON.stringify(VALID_MESSAGE), { 'content-type': type });
    expect(response).toMatchObject({ status: 415, body: { message: expect.stringContaining('application/json') } });
  });

  test('an unsupported charset or content encoding is a 415', async () => {
    expect((await postContact(h.url, VALID_MESSAGE, { 'content-type': 'application/json; charset=latin9' })).status).toBe(415);
    expect((await postContact(h.url, VALID_MESSAGE, { 'content-encoding': 'zstd-unknown' })).status).toBe(415);
  });

  test('other methods get 405 with Allow, unknown paths 404, both as JSON', async () => {
    const get = await fetch(`${h.url}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ message: expect.any(String) });
    const missing = await fetch(`${h.url}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found.' });
  });
});

describe('every answer', () => {
  test('carries exactly helmet\'s security headers and JSON, whatever the route or status', async () => {
    const h = await startApp({ perMinute: 1 });
    const broken = await startApp({ store: brokenStore });
    try {
      const answers: [string, Response | Awaited<ReturnType<typeof postContact>>][] = [
        ['201', await postContact(h.url, VALID_MESSAGE)],
        ['429', await postContact(h.url, VALID_MESSAGE)],
        ['400', await postContact(h.url, { name: 'x' })],
        ['413', await postContact(h.url, { ...VALID_MESSAGE, message: 'x'.repeat(17 * 1024) })],
        ['415', await postContact(h.url, 'x', { 'content-type': 'text/plain' })],
        ['503', await postContact(broken.url, VALID_MESSAGE)],
        ['405', await fetch(`${h.url}/api/contact`)],
        ['404', await fetch(`${h.url}/nope`)],
        ['200', await fetch(`${h.url}/healthz`)],
      ];
      const expected = captureHelmetHeaders();
      for (const [status, response] of answers) {
        expect(String(response.status)).toBe(status);
        for (const [name, value] of expected) expect([status, name, response.headers.get(name)]).toEqual([status, name, value]);
        expect([status, response.headers.get('x-powered-by')]).toEqual([status, null]);
        expect([status, response.headers.get('content-type')]).toEqual([status, 'application/json; charset=utf-8']);
      }
    } finally {
      await h.close();
      await broken.close();
    }
  });

  test('other spellings of the contact URL (trailing slash, query, case) reach the same handler', async () => {
    const h = await startApp();
    try {
      for (const suffix of ['/', '?from=footer', '/?x=1']) {
        const response = await postContact(`${h.url}`, VALID_MESSAGE, {}, `/api/contact${suffix}`);
        expect([suffix, response.status]).toEqual([suffix, 201]);
      }
      expect((await postContact(h.url, VALID_MESSAGE, {}, '/API/Contact')).status).toBe(201);
      expect((await postContact(h.url, { name: 'x' }, {}, '/api/contact/')).body).toEqual({ message: 'email is required' });
      expect(await h.store.list()).toHaveLength(4);
    } finally {
      await h.close();
    }
  });

  test('a log line per failed request, a summary line for successes; no ids, bodies, addresses or queries', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const requestLog = createRequestLog(logger);
    const h = await startApp({ logger, requestLog });
    try {
      const accepted = await postContact(h.url, VALID_MESSAGE, { 'x-forwarded-for': '203.0.113.9' });
      await postContact(h.url, { ...VALID_MESSAGE, email: 'nope' });
      // Routed through Express, counted the same way.
      const viaRouter = await postContact(h.url, VALID_MESSAGE, {}, '/api/contact/?secret=1');
      await fetch(`${h.url}/healthz?secret=1`);
      await fetch(`${h.url}/nope?secret=1`);
      // Failures are written as they happen; successes wait for the summary.
      expect(lines.map(({ msg, method, path, status }) => ({ msg, method, path, status }))).toEqual([
        { msg: 'request', method: 'POST', path: '/api/contact', status: 400 },
        { msg: 'request', method: 'GET', path: '/nope', status: 404 },
      ]);
      for (const line of lines) expect(line.durationMs).toEqual(expect.any(Number));
      requestLog.flush();
      expect(lines).toHaveLength(3);
      expect(lines[2]).toMatchObject({
        msg: 'requests',
        count: 3,
        counts: { 'POST /api/contact 201': 1, 'POST /api/contact/ 201': 1, 'GET /healthz 200': 1 },
        durationMs: { mean: expect.any(Number), p50: expect.any(Number), p99: expect.any(Number), max: expect.any(Number) },
      });
      const summary = lines[2].durationMs as Record<string, number>;
      expect(summary.p50).toBeLessThanOrEqual(summary.p99);
      expect(summary.p99).toBeLessThanOrEqual(summary.max);
      requestLog.flush();
      expect(lines).toHaveLength(3);
      const text = JSON.stringify(lines);
      for (const secret of [VALID_MESSAGE.email, VALID_MESSAGE.name, VALID_MESSAGE.message, '203.0.113.9', '127.0.0.1', 'secret', accepted.body.id, viaRouter.body.id]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await h.close();
    }
  });

  test('the success summary is written by itself within a period', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const h = await startApp({ logger });
    try {
      expect((await postContact(h.url, VALID_MESSAGE)).status).toBe(201);
      expect(lines).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, SUMMARY_PERIOD_MS + 200));
      expect(lines).toEqual([expect.objectContaining({ msg: 'requests', count: 1, counts: { 'POST /api/contact 201': 1 } })]);
    } finally {
      await h.close();
    }
  });
});

describe('rate limiting', () => {
  test('429 with Retry-After and a message once the per-minute allowance is used', async () => {
    const h = await startApp({ perMinute: 2, perDay: 10 });
    try {
      expect((await postContact(h.url, VALID_MESSAGE)).status).toBe(201);
      expect((await postContact(h.url, VALID_MESSAGE)).status).toBe(201);
      const limited = await postContact(h.url, VALID_MESSAGE);
      expect(limited).toMatchObject({ status: 429, body: { message: expect.stringContaining('2 per minute') } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await h.store.list()).toHaveLength(2);
    } finally {
      await h.close();
    }
  });

  test('the daily cap applies too', async () => {
    const h = await startApp({ perMinute: 10, perDay: 1 });
    try {
      expect((await postContact(h.url, VALID_MESSAGE)).status).toBe(201);
      const limited = await postContact(h.url, VALID_MESSAGE);
      expect(limited).toMatchObject({ status: 429, body: { message: expect.stringContaining('per day') } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
    } finally {
      await h.close();
    }
  });

  test('a retry of a message already stored is answered with its id, never 429, and does not use the allowance', async () => {
    const h = await startApp({ perMinute: 2, perDay: 10 });
    try {
      const first = await postContact(h.url, VALID_MESSAGE, { 'idempotency-key': 'retry-key-0001' });
      // Its answer was lost; the form sends it again, twice.
      const retry = await postContact(h.url, VALID_MESSAGE, { 'idempotency-key': 'retry-key-0001' });
      const second = await postContact(h.url, { ...VALID_MESSAGE, subject: 'Second' }, { 'idempotency-key': 'retry-key-0002' });
      // The allowance (2) is used by two stored messages; their retries still get their ids.
      const lateRetries = await Promise.all(['retry-key-0001', 'retry-key-0002'].map((key, i) => postContact(h.url, i ? { ...VALID_MESSAGE, subject: 'Second' } : VALID_MESSAGE, { 'idempotency-key': key })));
      const third = await postContact(h.url, { ...VALID_MESSAGE, subject: 'Third' }, { 'idempotency-key': 'retry-key-0003' });
      expect([first.status, retry.status, second.status, ...lateRetries.map((r) => r.status), third.status]).toEqual([201, 201, 201, 201, 201, 429]);
      expect([retry.body.id, ...lateRetries.map((r) => r.body.id)]).toEqual([first.body.id, first.body.id, second.body.id]);
      // Over the limit, a reused key with another message is still a 422, not a 429 that invites a retry.
      expect((await postContact(h.url, { ...VALID_MESSAGE, subject: 'Changed' }, { 'idempotency-key': 'retry-key-0001' })).status).toBe(422);
      expect(await h.store.list()).toHaveLength(2);
    } finally {
      await h.close();
    }
  });

  test('invalid submissions do not use up the allowance', async () => {
    const h = await startApp({ perMinute: 1 });
    try {
      for (let i = 0; i < 3; i++) expect((await postContact(h.url, { name: 'x' })).status).toBe(400);
      expect((await postContact(h.url, VALID_MESSAGE)).status).toBe(201);
    } finally {
      await h.close();
    }
  });

  test('trusting exactly one hop (the host), addresses a visitor puts in front of the chain cannot dodge the limit', async () => {
    const h = await startApp({ perMinute: 1, trustProxy: 1 });
    try {
      // The host sets the last entry from its socket (here a visitor on a private network); the rest is the visitor's.
      expect((await postContact(h.url, VALID_MESSAGE, { 'x-forwarded-for': '198.51.100.1, 10.0.0.5' })).status).toBe(201);
      expect((await postContact(h.url, VALID_MESSAGE, { 'x-forwarded-for': '198.51.100.2, 10.0.0.5' })).status).toBe(429);
      expect((await postContact(h.url, VALID_MESSAGE, { 'x-forwarded-for': '10.0.0.6' })).status).toBe(201);
    } finally {
      await h.close();
    }
  });

  test('behind a trusted (loopback) proxy, X-Forwarded-For identifies the client', async () => {
    const h = await startApp({ perMinute: 1 });
    try {
      expect((await postContact(h.url, VALID_MESSAGE, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(201);
      expect((await postContact(h.url, VALID_MESSAGE, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(201);
      expect((await postContact(h.url, VALID_MESSAGE, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429);
    } finally {
      await h.close();
    }
  });

  test('from an untrusted peer, X-Forwarded-For is ignored, so it cannot dodge the limit', async () => {
    const h = await startApp({ perMinute: 1, trustProxy: false });
    try {
      expect((await postContact(h.url, VALID_MESSAGE, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(201);
      expect((await postContact(h.url, VALID_MESSAGE, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(429);
    } finally {
      await h.close();
    }
  });
});

describe('storage failure and health', () => {
  test('storage failure is a 503 with a message, never success, and the allowance is given back', async () => {
    const h = await startApp({ store: brokenStore, perMinute: 1 });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await postContact(h.url, VALID_MESSAGE);
        expect(response).toMatchObject({ status: 503, body: { message: expect.stringContaining('could not be stored') } });
      }
      expect(h.stored).toEqual([]);
    } finally {
      await h.close();
    }
  });

  test('a SQLite writer thread that dies is replaced; one that keeps dying fails readiness and liveness', async () => {
    const dir = makeTempDir();
    const store = SqliteMessageStore.open(path.join(dir.path, 'w.sqlite'), { maxRestarts: 1, windowMs: 60_000 });
    const h = await startApp({ store });
    const killWriter = () => (store as unknown as { writer: { worker: { terminate(): Promise<number> } } }).writer.worker.terminate();
    const status = async (route: string) => (await fetch(`${h.url}${route}`)).status;
    try {
      expect((await postContact(h.url, VALID_MESSAGE)).status).toBe(201);
      await killWriter();
      // The first death: a new writer takes over, and messages are stored again.
      expect((await postContact(h.url, VALID_MESSAGE)).status).toBe(201);
      expect([await status('/readyz'), await status('/healthz')]).toEqual([200, 200]);
      await killWriter();
      // Dying again within the window: the store can take nothing, and both checks say so.
      expect((await postContact(h.url, VALID_MESSAGE)).status).toBe(503);
      expect([await status('/readyz'), await status('/healthz')]).toEqual([503, 503]);
    } finally {
      await h.close();
      dir.remove();
    }
  });

  test('/healthz answers while storage is down; /readyz reflects storage', async () => {
    const broken = await startApp({ store: brokenStore });
    const healthy = await startApp();
    try {
      expect((await fetch(`${broken.url}/healthz`)).status).toBe(200);
      const notReady = await fetch(`${broken.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ status: 'unavailable', message: 'Storage is unreachable.' });
      const ready = await fetch(`${healthy.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', storage: 'sqlite' });
    } finally {
      await broken.close();
      await healthy.close();
    }
  });
});
