import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createLimitedServer, HTTP_SERVER_LIMITS } from './http-server-limits';

/** Opens a connection that sends `text` and then nothing; resolves with what the server said before closing. */
function trickle(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('createLimitedServer', () => {
  it('has limits far below Node defaults (60 s headers, 300 s request)', () => {
    expect(HTTP_SERVER_LIMITS.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(HTTP_SERVER_LIMITS.requestTimeout).toBeLessThanOrEqual(30_000);
  });

  it('closes a connection whose headers or body stall, with 408, and keeps serving others', async () => {
    const server = createLimitedServer((req, res) => req.resume().on('end', () => res.end('ok')), { headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 200, connectionsCheckingInterval: 50 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const [slowHeaders, slowBody, normal] = await Promise.all([
        trickle(port, 'POST / HTTP/1.1\r\nHost: x\r\n'),
        trickle(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n{"a":'),
        fetch(`http://127.0.0.1:${port}/`).then((r) => r.text()),
      ]);
      expect(slowHeaders).toMatch(/^HTTP\/1\.1 408/);
      expect(slowBody).toMatch(/^HTTP\/1\.1 408/);
      expect(normal).toBe('ok');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
