import { createHostApp } from './app';
import { hostConfigFromEnv } from './config';

const config = hostConfigFromEnv();
const server = createHostApp(config).listen(config.port, config.bind, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'host server listening', port: config.port }));
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
