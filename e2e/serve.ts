import fs from 'node:fs';
import path from 'node:path';

// The end-to-end servers start exactly as `npm start` does, on their own ports and with a fresh
// deploy folder and database so every run tests the code just built.
const dataDir = path.resolve(__dirname, '..', '.data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
require('../scripts/start');
