import express, { type Router } from 'express';
import type { MessageStore } from '../storage/message-store';

const READINESS_TIMEOUT_MS = 2_000;

/**
 * /healthz: the process answers and has no fault it cannot mend (else 503, so it is replaced).
 * /readyz: not shutting down, and a message could be stored now (store.ping takes the write lock), within a short deadline.
 */
export function healthRoutes(store: MessageStore, draining: () => boolean = () => false): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    const fault = store.fault?.();
    if (fault) res.status(503).json({ status: 'failed', message: 'Storage cannot take messages; restart this process.' });
    else res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    // Shutting down: out of rotation first, while requests are still served.
    if (draining()) return void res.status(503).json({ status: 'draining', message: 'Shutting down.' });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('storage check timed out')), READINESS_TIMEOUT_MS);
    });
    try {
      await Promise.race([store.ping(), deadline]);
      res.json({ status: 'ready', storage: store.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', message: 'Storage is unreachable.' });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
