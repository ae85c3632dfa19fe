import type { RequestListener } from 'node:http';
import express, { type RequestHandler } from 'express';
import { clientAddressOf } from './http/client-address';
import { createContactHandler, type ContactHandlerDeps } from './http/contact-handler';
import { errorHandler } from './http/error-handler';
import { healthRoutes } from './http/health-routes';
import { createRequestLog, requestLogger } from './http/request-logger';
import { captureHelmetHeaders, type HeaderPair } from './http/security-headers';

export interface ContactAppDeps extends ContactHandlerDeps {
  /** Express `trust proxy`: decides whose X-Forwarded-For names the client. */
  trustProxy: boolean | number | string;
  /** True once the service is shutting down (/readyz then answers 503). */
  draining?: () => boolean;
}

/** The path every client uses (the host's proxy, the contact page); its POSTs skip Express. */
const CONTACT_PATH = '/api/contact';

/**
 * The HTTP surface of the contact service, without a listening socket: a node:http request
 * listener. POST /api/contact, the endpoint under load, goes straight to the lean contact
 * handler; everything else (health checks, 404, 405, and spellings of the contact URL such as a
 * trailing slash or a query, which reach the same handler through the router) goes through Express.
 */
export function createContactApp(deps: ContactAppDeps): RequestListener {
  const securityHeaders = captureHelmetHeaders();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy);
  const requestLog = deps.requestLog ?? createRequestLog(deps.logger);
  const contact = createContactHandler({ ...deps, requestLog }, securityHeaders, clientAddressOf(app));

  app.use(sendSecurityHeaders(securityHeaders));
  // The contact handler records its own requests, so it is routed before the request logger.
  app.post(CONTACT_PATH, (req, res) => contact(req, res));
  app.use(requestLogger(requestLog));
  app.use(healthRoutes(deps.store, deps.draining));
  app.all(CONTACT_PATH, (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ message: 'Only POST is allowed here.' });
  });
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });
  app.use(errorHandler(deps.logger));

  return (req, res) => {
    if (req.method === 'POST' && req.url === CONTACT_PATH) contact(req, res);
    else app(req, res);
  };
}

function sendSecurityHeaders(headers: readonly HeaderPair[]): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
