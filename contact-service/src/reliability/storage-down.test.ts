import { DEFAULT_CONFIG } from '../config';
import { startContactService, type RunningContactService } from '../service';
import { postContact, VALID_MESSAGE } from '../test-support/post-contact';
import { createPostgresTestSchema, withHostPort, type PostgresTestSchema } from '../test-support/postgres-test-schema';
import { silentLogger } from '../test-support/silent-logger';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy';

async function eventually<T>(attempt: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('PostgreSQL unreachable', () => {
  let schema: PostgresTestSchema;
  let proxy: TcpProxy;
  let service: RunningContactService;

  beforeAll(async () => {
    schema = await createPostgresTestSchema();
    const target = new URL(schema.databaseUrl);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    service = await startContactService(
      {
        ...DEFAULT_CONFIG,
        port: 0,
        databaseUrl: withHostPort(schema.databaseUrl, '127.0.0.1', proxy.port),
        rateLimitPerMinute: 1000,
        rateLimitPerDay: 1000,
      },
      { logger: silentLogger },
    );
  });
  afterAll(async () => {
    await service?.close();
    await proxy?.stop();
    await schema?.drop();
  });

  test('503 with a message and a failing /readyz while down; recovery without a restart', async () => {
    expect((await postContact(service.url, VALID_MESSAGE)).status).toBe(201);
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);

    await proxy.stop();
    for (let i = 0; i < 3; i++) {
      const refused = await postContact(service.url, VALID_MESSAGE);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toEqual(expect.stringContaining('could not be stored'));
    }
    const notReady = await fetch(`${service.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: 'unavailable' });
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);

    await proxy.start();
    const ready = await eventually(() => fetch(`${service.url}/readyz`).then((r) => r.status), (s) => s === 200);
    expect(ready).toBe(200);
    const accepted = await eventually(() => postContact(service.url, VALID_MESSAGE), (r) => r.status === 201);
    expect(accepted.status).toBe(201);

    const stored = await service.store.list();
    expect(stored.map((m) => m.id)).toContain(accepted.body.id);
    expect(stored).toHaveLength(2);
  }, 30_000);
});
