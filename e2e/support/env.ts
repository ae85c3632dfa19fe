import path from 'node:path';

// E2E_PORT_BASE lets several suites run side by side on one machine (host = base, remotes = base+1, contact = base+2,
// metrics of host and remotes = base+3, of the contact service = base+4).
const base = Number(process.env.E2E_PORT_BASE ?? 18080);
export const E2E_PORTS = { host: base, remotes: base + 1, contact: base + 2, metrics: base + 3, contactMetrics: base + 4 };
export const METRICS_URL = `http://127.0.0.1:${E2E_PORTS.metrics}/metrics`;
export const HOST_URL = `http://localhost:${E2E_PORTS.host}`;
export const REMOTES_URL = `http://localhost:${E2E_PORTS.remotes}`;
export const E2E_DATA_DIR = path.resolve(__dirname, '..', '..', '.data', `e2e-${base}`);
export const E2E_DEPLOY_DIR = path.join(E2E_DATA_DIR, 'remotes');
export const E2E_SQLITE_PATH = path.join(E2E_DATA_DIR, 'contact.sqlite');

export const serverEnv: Record<string, string> = {
  HOST_PORT: String(E2E_PORTS.host),
  REMOTES_PORT: String(E2E_PORTS.remotes),
  CONTACT_PORT: String(E2E_PORTS.contact),
  METRICS_PORT: String(E2E_PORTS.metrics),
  CONTACT_METRICS_PORT: String(E2E_PORTS.contactMetrics),
  REMOTES_DEPLOY_DIR: E2E_DEPLOY_DIR,
  SQLITE_PATH: E2E_SQLITE_PATH,
  E2E_DATA_DIR,
  SITE_NAME: 'Playfield Games',
  CONTACT_EMAIL: 'support@playfield.games',
  LOG_LEVEL: 'warn',
};
