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
  const reads: string[] = [];
  const app = express().use(bucketOrigin({ bucketUrl: 's3://games/releases', client, deadlineMs: 300, onRegistryRead: (outcome) => reads.push(outcome) }));
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
    expect(reads).toEqual(['timeout']);
    expect((await fetch(`${origin}/2048/1.0.0/remoteEntry.js`)).status).toBe(503);
    for (const path of ['/2048/1.0.0/..%2Fsecret', '/2048/1.0.0/.hidden', '/Bad/1.0.0/x.js', '/2048/x.js']) expect((await fetch(`${origin}${path}`)).status).toBe(404);
  } finally {
    consoleError.mockRestore();
    server.close();
    silent.closeAllConnections();
    silent.close();
  }
});

it('tells the metrics how each registry read from the bucket ended: ok, missing or error, once per shared read', async () => {
  // A store whose registry.json is there, then gone, then failing.
  let answer: 'ok' | 'missing' | 'error' = 'ok';
  const store = http.createServer((_req, res) => {
    if (answer === 'ok') res.writeHead(200, { 'content-type': 'application/json', etag: '"1"' }).end('{"remotes":[]}');
    else if (answer === 'missing') res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
    else res.writeHead(500, { 'content-type': 'application/xml' }).end('<Error><Code>InternalError</Code></Error>');
  });
  store.listen(0, '127.0.0.1');
  await new Promise((r) => store.once('listening', r));
  const client = new S3Client({ endpoint: `http://127.0.0.1:${(store.address() as AddressInfo).port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'a', secretAccessKey: 'b' }, maxAttempts: 1 });
  const reads: Array<[string, boolean]> = [];
  const server = express()
    .use(bucketOrigin({ bucketUrl: 's3://games/releases', client, onRegistryRead: (outcome, seconds) => reads.push([outcome, seconds >= 0]) }))
    .listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // Requests arriving together share one read.
    expect((await Promise.all([1, 2, 3].map(() => fetch(`${origin}/registry.json`)))).map((r) => r.status)).toEqual([200, 200, 200]);
    answer = 'missing';
    expect((await fetch(`${origin}/registry.json`)).status).toBe(404);
    answer = 'error';
    expect((await fetch(`${origin}/registry.json`)).status).toBe(503);
    expect(reads).toEqual([
      ['ok', true],
      ['missing', true],
      ['error', true],
    ]);
  } finally {
    consoleError.mockRestore();
    server.closeAllConnections();
    server.close();
    store.closeAllConnections();
    store.close();
  }
});
