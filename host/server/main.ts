import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';
import { listenLimited } from '@games/shared/server/http-server-limits';

const config = hostConfigFromEnv();
const server = listenLimited(createHostApp(config), config.port, config.bind, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'host server listening', port: config.port }));
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
