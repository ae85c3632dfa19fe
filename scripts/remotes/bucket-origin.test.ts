import type { AddressInfo } from 'node:net';
import http from 'node:http';
import express from 'express';
import { S3Client } from '@aws-sdk/client-s3';
import { bucketOrigin } from './bucket-origin';

// The remotes origin in front of a bucket that does not answer: a clear 503 within the deadline, never a
// hung request or a 500 (the tests against a real bucket are in releases.test.ts).

it('answers 503 with Retry-After when the bucket does not answer within the deadline, and 404 for paths that are no version file', async () => {
  // A store that accepts connections and never answers.
  const silent = http.createServer(() => undefined).listen(0, '127.0.0.1');
  await new Promise((r) => silent.once('listening', r));
  const client = new S3Client({ endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'a', secretAccessKey: 'b' }, maxAttempts: 1 });
  const app = express().use(bucketOrigin({ bucketUrl: 's3://games/releases', client, deadlineMs: 300 }));
  app.use((_req, res) => res.status(404).send('Not found'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const started = Date.now();
    const registry = await fetch(`${origin}/registry.json`);
    expect({ status: registry.status, retryAfter: registry.headers.get('retry-after') }).toEqual({ status: 503, retryAfter: '5' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await fetch(`${origin}/2048/1.0.0/remoteEntry.js`)).status).toBe(503);
    for (const path of ['/2048/1.0.0/..%2Fsecret', '/2048/1.0.0/.hidden', '/Bad/1.0.0/x.js', '/2048/x.js']) expect((await fetch(`${origin}${path}`)).status).toBe(404);
  } finally {
    consoleError.mockRestore();
    server.close();
    silent.closeAllConnections();
    silent.close();
  }
});
