import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { ContactRateLimiter } from '../rate-limit/contact-rate-limiter';
import type { MessageStore } from '../storage/message-store';
import { newMessageId } from '../storage/message-id';
import { IdempotencyKeyReusedError, sameMessage } from '../storage/idempotency-key-reused-error';
import { parseContactMessage } from '../validation/contact-message-schema';
import type { ClientAddress } from './client-address';
import { BAD_IDEMPOTENCY_KEY, idempotencyKeyOf, REUSED_IDEMPOTENCY_KEY, scopedIdempotencyKey } from './idempotency-key';
import { readJsonBody } from './read-json-body';
import { createRequestLog, type RequestLog } from './request-logger';
import type { HeaderPair } from './security-headers';
import { outcomeOfStatus, type ContactOutcome } from '../metrics';
import { endAfterRequestBody } from '@games/shared/server/end-after-body';

export interface ContactHandlerDeps {
  store: MessageStore;
  rateLimiter: ContactRateLimiter;
  logger: Logger;
  /** Called after a message is committed, e.g. to wake the outbox. */
  onMessageStored?: (id: string) => void;
  now?: () => number;
  /** Told what became of each message (the service's metrics). */
  countOutcome?: (outcome: ContactOutcome) => void;
  /** Where answered requests are recorded; by default a summarising log on `logger`. */
  requestLog?: RequestLog;
}

export type ContactHandler = (req: IncomingMessage, res: ServerResponse) => void;

const STORAGE_UNAVAILABLE = 'The message could not be stored right now. Please try again later.';

/**
 * POST /api/contact on plain node:http: read and validate the JSON body, apply the per-client
 * rate limit, commit the message, then answer 201 { id }. A message sent again with the same
 * Idempotency-Key (the form keeps one per message across its retries) is answered with the first
 * one's id and not stored again: a 201 lost on the way (a replica killed after its commit) costs
 * the visitor a retry, never a duplicate. Such a retry does not count against the allowance and is
 * answered even over it; the key reused for a different message is a 422 (the IETF draft's answer).
 * Keys are scoped to the client's address, so two clients cannot collide.
 *
 * Why not an Express route: this is the one endpoint under load, and profiling showed Express's
 * router, body-parser and per-response header work costing several times the request itself.
 * Here each answer is one writeHead with the security headers computed at start-up and one end.
 */
export function createContactHandler(deps: ContactHandlerDeps, securityHeaders: readonly HeaderPair[], clientAddress: ClientAddress): ContactHandler {
  const { store, rateLimiter, logger } = deps;
  const now = deps.now ?? Date.now;
  const requestLog = deps.requestLog ?? createRequestLog(logger);
  const baseHeaders = [...securityHeaders.flat(), 'content-type', 'application/json; charset=utf-8'];
  // A 201's body is {"id":"<uuid>"}, always the same length: its whole header list is built once.
  const createdHeaders = [...baseHeaders, 'content-length', String(Buffer.byteLength(`{"id":"${newMessageId()}"}`))];

  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: string, started: bigint, extra?: readonly string[]) => {
    const headers = extra ? baseHeaders.concat(extra) : baseHeaders.slice();
    if (req.complete) {
      headers.push('content-length', String(Buffer.byteLength(body)));
      res.writeHead(status, headers);
      res.end(body);
    } else {
      // Answered before the body has arrived (a 413 on the declared length, a 415): the connection
      // closes only once the body is drained, so a client still uploading reads this, not a reset.
      res.statusCode = status;
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
      endAfterRequestBody(req, res, body);
    }
    requestLog.record(req.method, req.url, status, started);
    deps.countOutcome?.(outcomeOfStatus(status));
  };
  const sendMessage = (req: IncomingMessage, res: ServerResponse, status: number, message: string, started: bigint, extra?: readonly string[]) =>
    send(req, res, status, JSON.stringify({ message }), started, extra);

  const sendCreated = (req: IncomingMessage, res: ServerResponse, id: string, started: bigint, replayed: boolean) => {
    // A uuid needs no escaping.
    res.writeHead(201, createdHeaders);
    res.end(`{"id":"${id}"}`);
    requestLog.record(req.method, req.url, 201, started);
    deps.countOutcome?.(replayed ? 'replayed' : 'stored');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, started: bigint): Promise<void> => {
    const sentKey = idempotencyKeyOf(req.headers['idempotency-key']);
    if (sentKey === null) {
      req.resume();
      return sendMessage(req, res, 400, BAD_IDEMPOTENCY_KEY, started);
    }
    const body = await readJsonBody(req);
    if (!body.ok) return sendMessage(req, res, body.status, body.message, started);

    const parsed = parseContactMessage(body.value);
    if (!parsed.ok) return sendMessage(req, res, 400, parsed.error, started);

    const clientKey = clientAddress(req) ?? 'unknown';
    const idempotencyKey = sentKey === undefined ? undefined : scopedIdempotencyKey(clientKey, sentKey);
    const pending = rateLimiter.consume(clientKey);
    // The in-process limiter decides synchronously; awaiting a plain value would still cost a turn.
    const decision = pending instanceof Promise ? await pending : pending;
    if (!decision.allowed) {
      // A retry of a message already stored is answered as the first time: it asks for nothing new.
      const earlier = idempotencyKey === undefined ? undefined : await store.findByIdempotencyKey(idempotencyKey).catch(() => undefined);
      if (earlier && sameMessage(earlier, parsed.message)) return sendCreated(req, res, earlier.id, started, true);
      if (earlier) return sendMessage(req, res, 422, REUSED_IDEMPOTENCY_KEY, started);
      return sendMessage(req, res, 429, decision.message, started, ['retry-after', String(decision.retryAfterSeconds)]);
    }

    const receivedAt = now();
    const newId = newMessageId(receivedAt);
    let id: string;
    try {
      // The answer waits for the commit: a 201 means the message is on durable storage.
      id = await store.save({ id: newId, receivedAt, ...parsed.message, idempotencyKey });
    } catch (error) {
      await rateLimiter.refund(clientKey);
      if (error instanceof IdempotencyKeyReusedError) return sendMessage(req, res, 422, REUSED_IDEMPOTENCY_KEY, started);
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'message not stored');
      return sendMessage(req, res, 503, STORAGE_UNAVAILABLE, started);
    }
    sendCreated(req, res, id, started, id !== newId);
    if (id === newId) deps.onMessageStored?.(id);
    // A retry stored nothing new, so it does not count against the allowance.
    else await rateLimiter.refund(clientKey);
  };

  return (req, res) => {
    const started = process.hrtime.bigint();
    handle(req, res, started).catch((error: unknown) => {
      logger.error({ err: error }, 'unhandled error');
      if (!res.headersSent) sendMessage(req, res, 500, 'Internal server error.', started);
      else if (!res.writableEnded) res.destroy();
    });
  };
}
