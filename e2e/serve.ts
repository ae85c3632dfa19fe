import fs from 'node:fs';

// The end-to-end servers start exactly as `npm start` does, on their own ports and with a fresh
// deploy folder and database so every run tests the code just built.
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set (start this through the Playwright config)');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- runs after the reset above; an import would be hoisted above it
require('../scripts/start');
