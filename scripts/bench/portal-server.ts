import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';

export interface PortalServer {
  url: string;
  remotesUrl: string;
  stop(): Promise<void>;
}

/** Starts the portal exactly as `npm start` does, on its own ports and with a fresh deploy folder. */
export async function startPortal(portBase: number): Promise<PortalServer> {
  const dataDir = path.join(repoRoot, '.data', `bench-${portBase}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'start.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST_PORT: String(portBase),
      REMOTES_PORT: String(portBase + 1),
      CONTACT_PORT: String(portBase + 2),
      REMOTES_DEPLOY_DIR: path.join(dataDir, 'remotes'),
      SQLITE_PATH: path.join(dataDir, 'contact.sqlite'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://localhost:${portBase}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the portal exited during start-up');
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the portal did not start within 240 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    remotesUrl: `http://localhost:${portBase + 1}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
