import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_CONFIG } from '../config';
import { startContactService, type RunningContactService } from '../service';
import { postContact, VALID_MESSAGE } from '../test-support/post-contact';
import { silentLogger } from '../test-support/silent-logger';
import { makeTempDir } from '../test-support/temp-dir';
import { spawnContactService } from '../test-support/contact-service-process';
import { HTTP_SERVER_LIMITS } from '@games/shared/server/http-server-limits';

/** Opens a connection that sends `text` and then nothing; resolves with what the service said before it closed. */
function trickle(url: string, text: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('slow clients', () => {
  test('the service runs with the portal servers\' limits by default', () => {
    expect(DEFAULT_CONFIG.serverLimits).toEqual(HTTP_SERVER_LIMITS);
  });

  describe('with short limits', () => {
    const dir = makeTempDir();
    let service: RunningContactService;
    beforeAll(async () => {
      // Node's own check runs every 30 s: a stalled connection would outlive this test by far.
      const serverLimits = { headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 200, connectionsCheckingInterval: 50 };
      service = await startContactService({ ...DEFAULT_CONFIG, port: 0, sqlitePath: path.join(dir.path, 'c.sqlite'), serverLimits }, { logger: silentLogger });
    });
    afterAll(async () => {
      await service.close();
      dir.remove();
    });

    test('headers or a body that stall are answered 408 and closed, while others are served', async () => {
      const [slowHeaders, slowBody, normal] = await Promise.all([
        trickle(service.url, 'POST /api/contact HTTP/1.1\r\nHost: x\r\n'),
        trickle(service.url, 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 80\r\n\r\n{"name":'),
        postContact(service.url, VALID_MESSAGE),
      ]);
      expect(slowHeaders).toMatch(/^HTTP\/1\.1 408/);
      expect(slowBody).toMatch(/^HTTP\/1\.1 408/);
      expect(normal.status).toBe(201);
    }, 5_000);
  });
});

describe('refused bodies', () => {
  test('clients without keep-alive still uploading get their 413, not EPIPE: the body is drained before the connection closes', async () => {
    const dir = makeTempDir();
    // Its own process, as in production: sharing the test's event loop hides the race.
    const service = await spawnContactService({ SQLITE_PATH: path.join(dir.path, 'c.sqlite') });
    const { port } = new URL(service.url);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const CHUNKS = 64;
    /** One client with Connection: close posting 4 MB in 64 KB writes: its status, and any error after it. */
    const upload = (declared: boolean) =>
      new Promise<string>((resolve) => {
        const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json', Connection: 'close' };
        if (declared) headers['Content-Length'] = String(CHUNKS * chunk.length);
        const req = http.request({ host: '127.0.0.1', port, path: '/api/contact', method: 'POST', agent: false, headers });
        let outcome = '';
        req.on('response', (res) => {
          outcome = String(res.statusCode);
          res.resume();
        });
        req.on('error', (error: NodeJS.ErrnoException) => (outcome += ` ${error.code ?? error.message}`));
        req.on('close', () => resolve(outcome.trim()));
        let written = 0;
        const writeMore = () => {
          while (written < CHUNKS) {
            written++;
            if (!req.write(chunk)) return void req.once('drain', writeMore);
          }
          req.end();
        };
        writeMore();
      });
    try {
      const outcomes = await Promise.all(Array.from({ length: 32 }, (_, i) => upload(i % 4 !== 3)));
      expect(outcomes).toEqual(Array(32).fill('413'));
    } finally {
      service.child.kill('SIGKILL');
      await service.exited;
      dir.remove();
    }
  }, 40_000);
});
