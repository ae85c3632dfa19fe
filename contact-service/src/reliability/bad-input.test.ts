import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { DEFAULT_CONFIG } from '../config';
import { startContactService, type RunningContactService } from '../service';
import { postContact, VALID_MESSAGE } from '../test-support/post-contact';
import { silentLogger } from '../test-support/silent-logger';
import { makeTempDir } from '../test-support/temp-dir';

interface RawRequest {
  method: string;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  body: Buffer;
}

interface RawResponse {
  status: number;
  body: string;
}

/** node:http rather than fetch, so arbitrary bytes, methods and headers go out unmodified. */
function send(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-length': request.body.length };
    if (request.contentType !== undefined) headers['content-type'] = request.contentType;
    if (request.contentEncoding !== undefined) headers['content-encoding'] = request.contentEncoding;
    const req = http.request(`${baseUrl}/api/contact`, { method: request.method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

const text = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom('\r', '\n', '\u0000', '\u2028', 'a', '@', ' ', '.'), maxLength: 50 }),
  fc.constantFrom('', ' ', 'a@b.co', 'x'.repeat(5001), 'a'.repeat(300) + '@example.com', '__proto__', 'constructor'),
);
const anyValue = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.dictionary(text, text, { maxKeys: 3 }));

/** JSON values shaped like a contact message, each field possibly wrong. */
const messageLike = fc.record(
  { name: anyValue, email: fc.oneof(anyValue, fc.emailAddress()), subject: anyValue, message: anyValue, extra: anyValue },
  { requiredKeys: [] },
);

const jsonBody = fc
  .oneof(messageLike, fc.jsonValue(), fc.anything(), fc.constant({ ...VALID_MESSAGE }))
  .map((value) => Buffer.from(JSON.stringify(value) ?? 'undefined', 'utf8'));
const rawBody = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ unit: 'binary', maxLength: 500 }).map((s) => Buffer.from(s, 'utf8')),
  fc.integer({ min: 15 * 1024, max: 40 * 1024 }).map((size) => Buffer.from(`{"message":"${'x'.repeat(size)}"}`)),
  fc.constantFrom('{', '{"name":', '[', '"', '{"a":1}}', '\uFEFF{}', 'null', 'true', '1e999', '{"__proto__":{"x":1}}').map((s) => Buffer.from(s)),
  jsonBody.map((b) => Buffer.from(b.toString('utf8'), 'utf16le')),
);

const encodings = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 4 },
  { arbitrary: fc.constantFrom('identity', 'gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip'), weight: 1 },
);

const otherContentTypes = fc.constantFrom(
  'application/json; charset=utf-16le',
  'application/json; charset=bogus',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
  ';;;',
  undefined,
);

const rawRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    method: fc.oneof({ arbitrary: fc.constant('POST'), weight: 8 }, { arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE'), weight: 1 }),
    contentType: fc.oneof(
      { arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'), weight: 4 },
      { arbitrary: otherContentTypes, weight: 1 },
    ),
    contentEncoding: encodings,
    // Sometimes encode the body as the header claims, sometimes lie.
    encodeHonestly: fc.boolean(),
    body: fc.oneof({ arbitrary: jsonBody, weight: 3 }, { arbitrary: rawBody, weight: 2 }),
  })
  .map(({ encodeHonestly, ...request }) => {
    if (!encodeHonestly) return request;
    const encoders: Record<string, (b: Buffer) => Buffer> = {
      gzip: zlib.gzipSync,
      deflate: zlib.deflateSync,
      br: zlib.brotliCompressSync,
    };
    const encode = request.contentEncoding ? encoders[request.contentEncoding] : undefined;
    return encode ? { ...request, body: encode(request.body) } : request;
  });

describe('bad input never produces a 5xx', () => {
  let dir: ReturnType<typeof makeTempDir>;
  let service: RunningContactService;

  beforeAll(async () => {
    dir = makeTempDir();
    service = await startContactService(
      { ...DEFAULT_CONFIG, port: 0, sqlitePath: path.join(dir.path, 'c.sqlite'), rateLimitPerMinute: 1_000_000, rateLimitPerDay: 1_000_000 },
      { logger: silentLogger },
    );
  });
  afterAll(async () => {
    await service.close();
    dir.remove();
  });

  test('random bodies, types, sizes and encodings get a 2xx or a 4xx with a JSON message', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(rawRequest, async (request) => {
        const response = await send(service.url, request);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
        }
      }),
      { numRuns: 400 },
    );
    // The generators reach well beyond the happy path.
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(4);
  }, 60_000);

  test('the service still serves afterwards', async () => {
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
    expect((await postContact(service.url, VALID_MESSAGE)).status).toBe(201);
  });
});
