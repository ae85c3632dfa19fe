import express, { type NextFunction, type Request, type Response } from 'express';
import { LOAD_FAILURE_KINDS } from '../src/app/report-load-failures';

/** A report is a few dozen bytes; anything much larger is not one. */
export const LOAD_FAILURE_REPORT_LIMIT_BYTES = 512;
const GAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const KINDS = new Set<string>([...LOAD_FAILURE_KINDS, 'unknown']);

/**
 * POST /api/load-failures: a browser reports a game that failed to load ({ game, kind }, JSON, at most
 * 512 bytes). A valid report is counted (game_load_failures_total) and logged, and answered 204; anything
 * else is a 4xx with a message and counts nothing. Game labels are bounded by the metrics (200 names).
 */
export function loadFailureReports(onReport: (game: string, kind: string) => void) {
  const router = express.Router();
  router.post('/', express.json({ limit: LOAD_FAILURE_REPORT_LIMIT_BYTES, type: () => true }), (req: Request, res: Response) => {
    const { game, kind } = (req.body ?? {}) as { game?: unknown; kind?: unknown };
    if (typeof game !== 'string' || !GAME.test(game) || typeof kind !== 'string' || !KINDS.has(kind)) {
      res.status(400).json({ message: 'A report is {"game": "<slug>", "kind": "<failure kind>"}.' });
      return;
    }
    onReport(game, kind);
    console.warn(JSON.stringify({ level: 'warn', msg: 'game load failed in a browser', game, kind }));
    res.status(204).end();
  });
  router.all('/', (_req, res) => {
    res.status(405).set('Allow', 'POST').json({ message: 'Only POST is allowed here.' });
  });
  // The body parser's refusals (too large, not JSON) as JSON messages too.
  router.use((error: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status === 413 ? 413 : 400;
    res.status(status).json({ message: status === 413 ? `A report is at most ${LOAD_FAILURE_REPORT_LIMIT_BYTES} bytes.` : 'A report is JSON.' });
  });
  return router;
}
