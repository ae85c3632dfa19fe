import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnHostServer } from './test-support/host-process';

/** A stand-in contact service that answers each message after `delayMs`, and tells when one arrived. */
async function slowService(delayMs: number) {
  let arrived: () => void = () => undefined;
  const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    req.resume().on('end', () => {
      arrived();
      setTimeout(() => res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":"1"}'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, firstArrival, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('host server shutdown (SIGTERM)', () => {
  it('turns readiness false first, serves during the delay, lets an in-flight request finish, then exits 0', async () => {
    const service = await slowService(1_500);
    const host = await spawnHostServer({ CONTACT_SERVICE_URL: service.url, HOST_SHUTDOWN_DELAY_MS: '800', HOST_SHUTDOWN_TIMEOUT_MS: '5000' });
    try {
      expect((await fetch(`${host.url}/readyz`)).status).toBe(200);
      const inFlight = fetch(`${host.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Ada"}' });
      await service.firstArrival;
      const draining = new Promise<void>((resolve) => host.child.stdout!.on('data', (chunk) => String(chunk).includes('draining') && resolve()));
      host.child.kill('SIGTERM');
      await draining;

      // Out of rotation at once, still serving, and asking clients to reconnect elsewhere.
      const readiness = await fetch(`${host.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect(readiness.headers.get('connection')).toBe('close');
      expect((await fetch(`${host.url}/healthz`)).status).toBe(200);

      const answered = await inFlight;
      expect(answered.status).toBe(201);
      expect(await host.exited).toBe(0);
      await expect(fetch(`${host.url}/healthz`)).rejects.toThrow();
      expect(host.lines.map((line) => String(line.msg)).filter((msg) => msg.startsWith('host server'))).toEqual(['host server listening', 'host server draining', 'host server stopped']);
    } finally {
      host.child.kill('SIGKILL');
      await service.close();
    }
  }, 40_000);
});
