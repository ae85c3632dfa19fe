import express, { type Express } from 'express';
import helmet from 'helmet';
import { contactRoute, type ContactRouteDeps } from './http/contact-route';
import { errorHandler } from './http/error-handler';
import { healthRoutes } from './http/health-routes';
import { requestLogger } from './http/request-logger';

export interface ContactAppDeps extends ContactRouteDeps {
  /** Express `trust proxy`: decides whose X-Forwarded-For names the client. */
  trustProxy: boolean | number | string;
}

/** The HTTP surface of the contact service, without a listening socket. */
export function createContactApp(deps: ContactAppDeps): Express {
  const app = express();
  app.set('trust proxy', deps.trustProxy);
  app.use(helmet());
  app.use(requestLogger(deps.logger));
  app.use(healthRoutes(deps.store));
  app.use(contactRoute(deps));
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });
  app.use(errorHandler(deps.logger));
  return app;
}
