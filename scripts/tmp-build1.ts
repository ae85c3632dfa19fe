import path from 'node:path';
import { buildPackage } from './webpack-build';
(async () => { for (const slug of process.argv.slice(2)) await buildPackage(path.join(__dirname, '..', 'remotes', slug)); })();
