import path from 'node:path';
import { spawnServerProcess, type ServerProcess } from '@games/shared/server/test-support/server-process';

export type HostProcess = ServerProcess;

/** host/server/main.ts in a process of its own (as in production), on a free port; resolves once it listens. */
export function spawnHostServer(env: Record<string, string>, timeoutMs = 30_000): Promise<HostProcess> {
  return spawnServerProcess(path.join(__dirname, '..', 'main.ts'), 'host', { HOST_PORT: '0', HOST_BIND: '127.0.0.1', METRICS_PORT: '0', ...env }, timeoutMs);
}
