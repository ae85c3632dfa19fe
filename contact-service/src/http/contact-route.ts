import { randomUUID } from 'node:crypto';
import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from '../logger';
import type { ContactRateLimiter } from '../rate-limit/contact-rate-limiter';
import type { MessageStore } from '../storage/message-store';
import { parseContactMessage } from '../validation/contact-message-schema';

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface ContactRouteDeps {
  store: MessageStore;
  rateLimiter: ContactRateLimiter;
  logger: Logger;
  /** Called after a message is committed, e.g. to wake the outbox. */
  onMessageStored?: (id: string) => void;
  now?: () => number;
}

const requireJson: RequestHandler = (req, res, next) => {
  if (req.is('application/json')) return next();
  res.status(415).json({ message: 'Content-Type must be application/json.' });
};

export function contactRoute(deps: ContactRouteDeps): Router {
  const { store, rateLimiter, logger } = deps;
  const now = deps.now ?? Date.now;
  const router = express.Router();

  router.post(
    '/api/contact',
    requireJson,
    express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: 'application/json' }),
    async (req, res) => {
      const parsed = parseContactMessage(req.body);
      if (!parsed.ok) {
        res.status(400).json({ message: parsed.error });
        return;
      }

      const clientKey = req.ip ?? 'unknown';
      const decision = await rateLimiter.consume(clientKey);
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(decision.retryAfterSeconds));
        res.status(429).json({ message: decision.message });
        return;
      }

      const id = randomUUID();
      try {
        // The answer waits for the commit: a 201 means the message is on durable storage.
        await store.save({ id, receivedAt: now(), ...parsed.message });
      } catch (error) {
        await rateLimiter.refund(clientKey);
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'message not stored');
        res.status(503).json({ message: 'The message could not be stored right now. Please try again later.' });
        return;
      }
      // The request log line carries the id; one line per request keeps logging cheap under load.
      res.locals.messageId = id;
      res.status(201).json({ id });
      deps.onMessageStored?.(id);
    },
  );

  router.all('/api/contact', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ message: 'Only POST is allowed here.' });
  });

  return router;
}
