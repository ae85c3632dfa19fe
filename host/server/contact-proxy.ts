import http from 'node:http';
import type { Request, Response } from 'express';
import { endAfterRequestBody } from '@games/shared/server/end-after-body';

export interface ContactProxyOptions {
  /** The contact service's base URL. */
  target: string;
  /** Bodies over this are refused here with 413 (the contact service's own limit). */
  bodyLimitBytes: number;
  /** A body that has not fully arrived after this is refused with 408. */
  bodyTimeoutMs: number;
  /** The service's answer must start within this, else 504. */
  answerTimeoutMs: number;
  /** Believe this many proxies' X-Forwarded-For (a cluster's ingress: 1); 0: the visitor is the socket. */
  trustProxyHops?: number;
}

const UNAVAILABLE = 'The contact service is unavailable right now. Please try again later.';
const NO_ANSWER = 'The contact service did not answer in time. Please try again later.';
const TOO_SLOW = 'The request body did not arrive in time.';
const tooLarge = (limit: number) => `Request body is too large (limit ${limit / 1024} KB).`;

// Not forwarded: hop-by-hop headers, the length (set from the body read here) and every
// X-Forwarded-* a client sent (set here from the socket, so a client cannot name its own address).
const NOT_FORWARDED = new Set([
  'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect',
  'proxy-authorization', 'content-length', 'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip',
]);
const NOT_RETURNED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

/**
 * POST /api/contact, forwarded to the contact service after the body has been read here in full.
 *
 * Why read it first rather than stream it: the service answers an over-long or malformed body early
 * and closes, and a proxy still streaming the rest then saw a reset and answered 502. Reading first
 * (16 KB at most) lets this hop answer 413 and 408 itself, exactly as the service would, and the
 * service only ever sees whole bodies. The visitor's address is this socket's peer, never a header.
 */
export function createContactProxy(options: ContactProxyOptions) {
  const target = new URL(options.target);
  const agent = new http.Agent({ keepAlive: true });

  return (req: Request, res: Response) => {
    const answer = (status: number, message: string, closeConnection = false) => {
      if (res.headersSent) return void res.destroy();
      if (closeConnection) res.set('Connection', 'close');
      res.status(status).json({ message });
    };
    // A body over the limit is drained, not cut off, and the connection closes only after it (within a
    // bound), so the visitor reads the 413 instead of a reset connection, with or without keep-alive.
    const refuseTooLarge = () => {
      if (res.headersSent) return void res.destroy();
      res.status(413).type('application/json');
      endAfterRequestBody(req, res, JSON.stringify({ message: tooLarge(options.bodyLimitBytes) }));
    };

    // A declared length over the limit is refused before a byte is read.
    if (Number(req.headers['content-length']) > options.bodyLimitBytes) return refuseTooLarge();

    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const stalled = setTimeout(() => {
      settled = true;
      answer(408, TOO_SLOW, true);
      req.unpipe();
      res.once('finish', () => req.destroy());
    }, options.bodyTimeoutMs);

    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      if (received > options.bodyLimitBytes) {
        // A streamed body (no length, or a false one) that grows past the limit: the rest is drained.
        settled = true;
        clearTimeout(stalled);
        chunks.length = 0;
        return refuseTooLarge();
      }
      chunks.push(chunk);
    });
    req.on('error', () => clearTimeout(stalled));
    req.on('end', () => {
      clearTimeout(stalled);
      if (settled) return;
      settled = true;
      forward(req, res, Buffer.concat(chunks), answer);
    });
  };

  function forward(req: Request, res: Response, body: Buffer, answer: (status: number, message: string) => void) {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!NOT_FORWARDED.has(name) && value !== undefined) headers[name] = value;
    headers['content-length'] = String(body.length);
    // Behind trusted proxies (the app's 'trust proxy' is set to the same hops): the address the outermost one saw.
    headers['x-forwarded-for'] = (options.trustProxyHops ? req.ip : req.socket.remoteAddress) ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    const upstream = http.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.originalUrl,
      headers,
      agent,
      timeout: options.answerTimeoutMs,
    });
    // Destroying the request on a timeout also raises 'error': only the first failure answers.
    let failed = false;
    const fail = (status: number, message: string) => {
      if (failed) return;
      failed = true;
      answer(status, message);
    };
    upstream.on('response', (reply) => {
      res.status(reply.statusCode ?? 502);
      for (const [name, value] of Object.entries(reply.headers)) if (!NOT_RETURNED.has(name) && value !== undefined) res.setHeader(name, value);
      reply.pipe(res);
    });
    upstream.on('timeout', () => {
      fail(504, NO_ANSWER);
      upstream.destroy();
    });
    upstream.on('error', () => fail(502, UNAVAILABLE));
    upstream.end(body);
  }
}
