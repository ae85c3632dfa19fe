import { loadContactServiceConfig } from './config';
import { createLogger } from './logger';
import { startContactService } from './service';

/** Process entry: configuration from the environment, graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadContactServiceConfig();
  const logger = createLogger(config.logLevel);
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });

  const service = await startContactService(config, { logger });
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    service.shutDown().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  createLogger('info').fatal({ err: error instanceof Error ? error.message : String(error) }, 'contact service failed to start');
  process.exit(1);
});
