import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';

export const BODY_LIMIT_BYTES = 16 * 1024;

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; message: string };

const NOT_JSON = { ok: false, status: 415, message: 'Content-Type must be application/json.' } as const;
const BAD_CHARSET = { ok: false, status: 415, message: 'Charset is not supported; send UTF-8 JSON.' } as const;
const BAD_ENCODING = { ok: false, status: 415, message: 'Content-Encoding is not supported.' } as const;
const TOO_LARGE = { ok: false, status: 413, message: `Request body is too large (limit ${BODY_LIMIT_BYTES / 1024} KB).` } as const;
const MALFORMED = { ok: false, status: 400, message: 'Request body is not valid JSON.' } as const;
const ABORTED = { ok: false, status: 400, message: 'Request was aborted before the body arrived.' } as const;
const CORRUPT = { ok: false, status: 400, message: 'Request body could not be decompressed.' } as const;

/**
 * Reads and parses a JSON request body: `application/json` in UTF-8 only, optionally gzip,
 * deflate or br encoded, at most BODY_LIMIT_BYTES after decoding (checked against Content-Length
 * first, then while reading, so a lying length or a chunked or compressed body cannot exceed it).
 * Every problem is an answer for the client, never an exception. On failure the rest of the body
 * is read and dropped, so the connection stays usable.
 */
export function readJsonBody(req: IncomingMessage): Promise<JsonBody> {
  const mediaProblem = checkContentType(req.headers['content-type']);
  if (mediaProblem) return settleEarly(req, mediaProblem);

  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity') {
    const declared = Number(req.headers['content-length']);
    if (declared > BODY_LIMIT_BYTES) return settleEarly(req, TOO_LARGE);
    return collect(req, undefined);
  }
  const decoder = createDecoder(encoding);
  if (!decoder) return settleEarly(req, BAD_ENCODING);
  // A corrupt stream can raise more than one error; only the first decides the answer.
  decoder.on('error', () => undefined);
  req.pipe(decoder);
  return collect(req, decoder);
}

/** 'application/json' with no charset or UTF-8 (RFC 8259: JSON exchanged between systems is UTF-8). */
function checkContentType(header: string | undefined): JsonBody | undefined {
  if (header === undefined) return NOT_JSON;
  const semicolon = header.indexOf(';');
  const mediaType = (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase();
  if (mediaType !== 'application/json') return NOT_JSON;
  if (semicolon === -1) return undefined;
  for (const parameter of header.slice(semicolon + 1).split(';')) {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    const charset = parameter.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1').toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return BAD_CHARSET;
  }
  return undefined;
}

function createDecoder(encoding: string): Transform | undefined {
  switch (encoding) {
    case 'gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/** Answers without reading the body; the body is drained so the next request on the connection parses. */
function settleEarly(req: IncomingMessage, result: JsonBody): Promise<JsonBody> {
  req.resume();
  return Promise.resolve(result);
}

/** Reads the body from `decoder` when the request is compressed, else from the request itself. */
function collect(req: IncomingMessage, decoder: Transform | undefined): Promise<JsonBody> {
  return new Promise((resolve) => new BodyCollector(req, decoder, resolve).start());
}

/**
 * One request's body on its way in. A class with inline listeners rather than named closures:
 * under tsx every named closure gets its name set per creation, a measurable cost per request.
 */
class BodyCollector {
  private readonly chunks: Buffer[] = [];
  private received = 0;
  private settled = false;

  constructor(
    private readonly req: IncomingMessage,
    private readonly decoder: Transform | undefined,
    private readonly resolve: (body: JsonBody) => void,
  ) {}

  start(): void {
    const source = this.decoder ?? this.req;
    source.on('data', (chunk: Buffer) => this.add(chunk));
    source.once('end', () => this.finish(parse(this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks))));
    // A request whose client goes away errors with ECONNRESET; a decoder errors on corrupt data.
    source.once('error', () => this.finish(this.decoder ? CORRUPT : ABORTED));
    if (this.decoder) this.req.once('error', () => this.finish(ABORTED));
  }

  private add(chunk: Buffer): void {
    if (this.settled) return;
    this.received += chunk.length;
    if (this.received > BODY_LIMIT_BYTES) this.finish(TOO_LARGE);
    else this.chunks.push(chunk);
  }

  private finish(result: JsonBody): void {
    if (this.settled) return;
    this.settled = true;
    if (this.decoder) {
      this.req.unpipe(this.decoder);
      this.decoder.destroy();
    }
    // Drops whatever is left (after a failure, or trailing bytes after a compressed body).
    this.req.resume();
    this.resolve(result);
  }
}

function parse(bytes: Buffer): JsonBody {
  let text = bytes.toString('utf8');
  // A leading byte-order mark is allowed to be ignored (RFC 8259 §8.1); some clients send one.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return MALFORMED;
  }
}
