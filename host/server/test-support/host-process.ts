import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface HostProcess {
  url: string;
  child: ChildProcess;
  /** Every JSON line the process wrote on stdout. */
  lines: Record<string, unknown>[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/** host/server/main.ts in a process of its own (as in production), on a free port; resolves once it listens. */
export function spawnHostServer(env: Record<string, string>, timeoutMs = 30_000): Promise<HostProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'main.ts')], {
    env: { ...process.env, HOST_PORT: '0', HOST_BIND: '127.0.0.1', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const lines: Record<string, unknown>[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`host server did not start in ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    readline.createInterface({ input: child.stdout! }).on('line', (text) => {
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text);
      } catch {
        return;
      }
      lines.push(line);
      if (line.msg === 'host server listening') {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${line.port}`, child, lines, exited });
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`host server exited (${code}) before listening: ${stderr}`));
    });
  });
}
