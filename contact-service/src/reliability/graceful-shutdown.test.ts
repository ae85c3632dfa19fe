import net from 'node:net';
import path from 'node:path';
import { SqliteMessageStore } from '../storage/sqlite-message-store';
import { spawnContactService } from '../test-support/contact-service-process';
import { postContact, VALID_MESSAGE } from '../test-support/post-contact';
import { makeTempDir } from '../test-support/temp-dir';

test('SIGTERM finishes the in-flight request, stores it, closes the store and exits 0', async () => {
  const dir = makeTempDir();
  const sqlitePath = path.join(dir.path, 'contact.sqlite');
  try {
    const service = await spawnContactService({ SQLITE_PATH: sqlitePath });
    const { port } = new URL(service.url);
    const body = Buffer.from(JSON.stringify(VALID_MESSAGE));

    // Headers and half the body go out before SIGTERM, the rest after it.
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    // Resolves once a complete JSON body has arrived (the client keeps its side open, as a proxy does).
    const answered = new Promise<void>((resolve) => {
      socket.on('data', (chunk) => {
        response += chunk;
        if (/\r\n\r\n\{.*\}$/s.test(response)) resolve();
      });
    });
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));

    service.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No new connections are accepted while draining.
    await expect(fetch(`${service.url}/healthz`)).rejects.toThrow();
    socket.write(body.subarray(10));

    await answered;
    socket.end();
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    const id = /"id":"([^"]+)"/.exec(response)?.[1];
    expect(await service.exited).toBe(0);

    const store = SqliteMessageStore.open(sqlitePath);
    try {
      expect((await store.list()).map((m) => m.id)).toEqual([id]);
    } finally {
      await store.close();
    }
  } finally {
    dir.remove();
  }
}, 30_000);

test('SIGTERM turns readiness false first and serves during SHUTDOWN_DELAY_MS, then exits 0', async () => {
  const dir = makeTempDir();
  try {
    const service = await spawnContactService({ SQLITE_PATH: path.join(dir.path, 'contact.sqlite'), SHUTDOWN_DELAY_MS: '1500' });
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
    const draining = new Promise<void>((resolve) => service.child.stdout!.on('data', (chunk) => String(chunk).includes('"msg":"draining"') && resolve()));
    service.child.kill('SIGTERM');
    await draining;
    const readiness = await fetch(`${service.url}/readyz`);
    expect([readiness.status, readiness.headers.get('connection')]).toEqual([503, 'close']);
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    expect((await postContact(service.url, VALID_MESSAGE)).status).toBe(201);
    expect(await service.exited).toBe(0);
  } finally {
    dir.remove();
  }
}, 30_000);
