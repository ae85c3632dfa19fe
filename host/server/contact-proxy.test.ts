import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';

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
