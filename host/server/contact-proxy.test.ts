import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createHostApp } from './app';
import { createContactProxy } from './contact-proxy';
import { hostConfigFromEnv } from './config';
import { spawnHostServer } from './test-support/host-process';

/** A port nothing listens on: bound by the OS, then released. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function listen(app: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };

describe('host /api/contact proxy', () => {
  it('answers 502 JSON with a clear message when the contact service is down', async () => {
    const port = await closedPort();
    const host = await listen(createHostApp(hostConfigFromEnv({ CONTACT_SERVICE_URL: `http://127.0.0.1:${port}` })));
    try {
      const response = await fetch(`${host.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(message) });
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: 'The contact service is unavailable right now. Please try again later.' });
    } finally {
      await host.close();
    }
  });

  it('forwards to the service once it is back, with the body intact', async () => {
    const received: { method?: string; url?: string; body: string }[] = [];
    const service = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, body });
        res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":1}');
      });
    });
    const host = await listen(createHostApp(hostConfigFromEnv({ CONTACT_SERVICE_URL: service.url })));
    try {
      const response = await fetch(`${host.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(message) });
      expect(response.status).toBe(201);
      expect(received).toEqual([{ method: 'POST', url: '/api/contact', body: JSON.stringify(message) }]);
    } finally {
      await host.close();
      await service.close();
    }
  });
});

describe('host /api/contact proxy edges', () => {
  /** A stand-in contact service that records what reached it. */
  async function recordingService() {
    const received: { headers: http.IncomingHttpHeaders; bytes: number }[] = [];
    const service = await listen((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        received.push({ headers: req.headers, bytes });
        res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":"1"}');
      });
    });
    return { ...service, received };
  }

  it('names the visitor by its socket address, never by the X-Forwarded-For it sent', async () => {
    const service = await recordingService();
    const host = await listen(createHostApp(hostConfigFromEnv({ CONTACT_SERVICE_URL: service.url })));
    try {
      for (const spoofed of ['203.0.113.7', '10.0.0.9, 192.168.1.4', 'unknown']) {
        const response = await fetch(`${host.url}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': spoofed, Forwarded: 'for=198.51.100.1', 'X-Real-IP': '198.51.100.2' },
          body: JSON.stringify(message),
        });
        expect(response.status).toBe(201);
      }
      expect(service.received.map((r) => r.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
      expect(service.received.every((r) => r.headers.forwarded === undefined && r.headers['x-real-ip'] === undefined)).toBe(true);
    } finally {
      await host.close();
      await service.close();
    }
  });

  it('behind one trusted ingress (TRUST_PROXY=1), names the visitor by the address the ingress saw: the last X-Forwarded-For entry', async () => {
    const service = await recordingService();
    const host = await listen(createHostApp(hostConfigFromEnv({ CONTACT_SERVICE_URL: service.url, TRUST_PROXY: '1' })));
    try {
      // The ingress appends the visitor it saw; whatever the visitor wrote before that is not believed.
      for (const forwarded of ['203.0.113.7', '10.0.0.9, 198.51.100.23']) {
        const response = await fetch(`${host.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded }, body: JSON.stringify(message) });
        expect(response.status).toBe(201);
      }
      expect(service.received.map((r) => r.headers['x-forwarded-for'])).toEqual(['203.0.113.7', '198.51.100.23']);
    } finally {
      await host.close();
      await service.close();
    }
  });

  it('refuses a TRUST_PROXY that is not a small number of hops', () => {
    expect(() => hostConfigFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(hostConfigFromEnv({}).trustProxyHops).toBe(0);
  });

  it('answers 413 itself for a 1 MB body, every time, declared or streamed, and never bothers the service', async () => {
    const service = await recordingService();
    const host = await listen(createHostApp(hostConfigFromEnv({ CONTACT_SERVICE_URL: service.url })));
    const big = JSON.stringify({ ...message, message: 'x'.repeat(1024 * 1024) });
    try {
      const declared = await Promise.all(
        Array.from({ length: 16 }, () => fetch(`${host.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big })),
      );
      expect(declared.map((r) => r.status)).toEqual(Array(16).fill(413));
      expect(await declared[0].json()).toEqual({ message: 'Request body is too large (limit 16 KB).' });
      // No Content-Length: the body arrives in chunks and grows past the limit on the way.
      const streamed = await Promise.all(
        Array.from({ length: 4 }, () =>
          fetch(`${host.url}/api/contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: new Blob([big]).stream(),
            duplex: 'half',
          } as RequestInit),
        ),
      );
      expect(streamed.map((r) => r.status)).toEqual(Array(4).fill(413));
      expect(service.received).toEqual([]);
    } finally {
      await host.close();
      await service.close();
    }
  });

  it('answers 413 to clients without keep-alive that are still uploading: the body is drained before the connection closes', async () => {
    const service = await recordingService();
    // Its own process, as in production: sharing the test's event loop hides the race.
    const host = await spawnHostServer({ CONTACT_SERVICE_URL: service.url });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const CHUNKS = 64;
    /** One client without keep-alive (Connection: close) posting 4 MB in 64 KB writes: its status or its error. */
    const upload = (declared: boolean) =>
      new Promise<string>((resolve) => {
        const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json', Connection: 'close' };
        if (declared) headers['Content-Length'] = String(CHUNKS * chunk.length);
        const req = http.request(`${host.url}/api/contact`, { method: 'POST', agent: false, headers });
        let outcome = '';
        req.on('response', (res) => {
          outcome = String(res.statusCode);
          res.resume();
        });
        // An error after the answer counts too: the client's upload failed (EPIPE, ECONNRESET).
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
      expect(service.received).toEqual([]);
    } finally {
      host.child.kill('SIGKILL');
      await host.exited;
      await service.close();
    }
  }, 40_000);

  it('answers 408 when the body stalls, and 405 with Allow for other methods', async () => {
    const service = await recordingService();
    const app = express();
    app.post('/api/contact', createContactProxy({ target: service.url, bodyLimitBytes: 16 * 1024, bodyTimeoutMs: 300, answerTimeoutMs: 5_000 }));
    const proxy = await listen(app);
    const host = await listen(createHostApp(hostConfigFromEnv({ CONTACT_SERVICE_URL: service.url })));
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(`${proxy.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '100' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.write('{"name":');
        // …and nothing more: the rest of the declared 100 bytes never comes.
      });
      expect(status).toBe(408);
      expect(service.received).toEqual([]);
      const get = await fetch(`${host.url}/api/contact`);
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
    } finally {
      await proxy.close();
      await host.close();
      await service.close();
    }
  });
});
