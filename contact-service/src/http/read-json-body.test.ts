import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { BODY_LIMIT_BYTES, readJsonBody, type JsonBody } from './read-json-body';

/** A server answering every request with what readJsonBody made of it, as JSON. */
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void readJsonBody(req).then((body) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function post(body: Buffer | string, headers: Record<string, string | number> = {}, options: { chunked?: boolean } = {}): Promise<JsonBody> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const allHeaders = { 'content-type': 'application/json', ...headers };
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/', headers: allHeaders, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    });
    req.on('error', reject);
    if (options.chunked) {
      // Several chunks and no Content-Length: Transfer-Encoding: chunked.
      for (let offset = 0; offset < bytes.length; offset += 1000) req.write(bytes.subarray(offset, offset + 1000));
      req.end();
    } else {
      req.setHeader('content-length', bytes.length);
      req.end(bytes);
    }
  });
}

/** Sends raw bytes over a socket and returns the response's status line and body. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk;
      if (/\r\n\r\n\{.*\}$/s.test(response)) {
        socket.destroy();
        resolve(response);
      }
    });
    socket.on('error', reject);
  });
}

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };

describe('readJsonBody', () => {
  test('parses a UTF-8 JSON body, with or without charset, ignoring a byte-order mark', async () => {
    expect(await post(JSON.stringify(message))).toEqual({ ok: true, value: message });
    expect(await post(JSON.stringify({ name: 'Zoë ✓' }), { 'content-type': 'Application/JSON; Charset="UTF-8"' })).toEqual({ ok: true, value: { name: 'Zoë ✓' } });
    expect(await post(`\uFEFF${JSON.stringify(message)}`)).toEqual({ ok: true, value: message });
  });

  test.each(['{"name":', '', '{"a":1}}', 'undefined', '\u0000'])('malformed JSON %j is a 400', async (raw) => {
    expect(await post(raw)).toEqual({ ok: false, status: 400, message: 'Request body is not valid JSON.' });
  });

  test.each([undefined, 'text/plain', 'application/vnd.api+json', 'application/jsonx', 'multipart/form-data; boundary=x', ''])(
    'content type %j is a 415',
    async (type) => {
      const headers: Record<string, string> = type === undefined ? {} : { 'content-type': type };
      const request = http.request({ port, method: 'POST', headers, agent: false });
      if (type === undefined) request.removeHeader('content-type');
      const result = await new Promise<JsonBody>((resolve) => {
        request.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(JSON.parse(text)));
        });
        request.end(JSON.stringify(message));
      });
      expect(result).toEqual({ ok: false, status: 415, message: 'Content-Type must be application/json.' });
    },
  );

  test.each(['utf-16le', 'latin1', 'bogus'])('charset %s is a 415', async (charset) => {
    expect(await post(JSON.stringify(message), { 'content-type': `application/json; charset=${charset}` })).toEqual({
      ok: false,
      status: 415,
      message: 'Charset is not supported; send UTF-8 JSON.',
    });
  });

  test('gzip, deflate and br bodies are decoded; other encodings are a 415', async () => {
    const json = Buffer.from(JSON.stringify(message));
    expect(await post(zlib.gzipSync(json), { 'content-encoding': 'gzip' })).toEqual({ ok: true, value: message });
    expect(await post(zlib.deflateSync(json), { 'content-encoding': 'deflate' })).toEqual({ ok: true, value: message });
    expect(await post(zlib.brotliCompressSync(json), { 'content-encoding': 'BR' })).toEqual({ ok: true, value: message });
    expect(await post(json, { 'content-encoding': 'identity' })).toEqual({ ok: true, value: message });
    for (const encoding of ['zstd-unknown', 'gzip, gzip', 'compress']) {
      expect(await post(json, { 'content-encoding': encoding })).toMatchObject({ ok: false, status: 415 });
    }
  });

  test('a body that does not decode is a 400', async () => {
    expect(await post(Buffer.from('not gzip at all'), { 'content-encoding': 'gzip' })).toEqual({
      ok: false,
      status: 400,
      message: 'Request body could not be decompressed.',
    });
  });

  describe(`the ${BODY_LIMIT_BYTES}-byte limit`, () => {
    const bodyOf = (bytes: number) => {
      const skeleton = JSON.stringify({ message: '' });
      return JSON.stringify({ message: 'x'.repeat(bytes - skeleton.length) });
    };
    const tooLarge = { ok: false, status: 413, message: 'Request body is too large (limit 16 KB).' };

    test('a body of exactly the limit is read; one byte more is a 413', async () => {
      expect(await post(bodyOf(BODY_LIMIT_BYTES))).toMatchObject({ ok: true });
      expect(await post(bodyOf(BODY_LIMIT_BYTES + 1))).toEqual(tooLarge);
    });

    test('applies to chunked bodies, which have no Content-Length', async () => {
      expect(await post(bodyOf(BODY_LIMIT_BYTES), {}, { chunked: true })).toMatchObject({ ok: true });
      expect(await post(bodyOf(BODY_LIMIT_BYTES + 1), {}, { chunked: true })).toEqual(tooLarge);
    });

    test('applies after decompression, so a small compressed body cannot expand past it', async () => {
      const bomb = zlib.gzipSync(Buffer.from(bodyOf(10 * BODY_LIMIT_BYTES)));
      expect(bomb.length).toBeLessThan(BODY_LIMIT_BYTES);
      expect(await post(bomb, { 'content-encoding': 'gzip' })).toEqual(tooLarge);
    });

    test('a Content-Length over the limit is refused before the body is read', async () => {
      // Only the headers are sent: the answer must not wait for a body that never comes.
      const response = await rawExchange(
        `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BODY_LIMIT_BYTES * 100}\r\n\r\n`,
      );
      expect(response).toContain('"status":413');
    });

    test('the connection stays usable after a refused body', async () => {
      const oversized = bodyOf(BODY_LIMIT_BYTES + 500);
      const valid = JSON.stringify(message);
      const twoRequests =
        `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${oversized.length}\r\n\r\n${oversized}` +
        `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${valid.length}\r\n\r\n${valid}`;
      const responses = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(twoRequests));
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
          if ((text.match(/HTTP\/1\.1 200/g) ?? []).length === 2 && text.endsWith('}')) {
            socket.destroy();
            resolve(text);
          }
        });
        socket.on('error', reject);
      });
      expect(responses).toContain('"status":413');
      expect(responses).toContain('"ok":true');
    });
  });
});
