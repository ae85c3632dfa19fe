import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every JSON line the process wrote on stdout. */
  lines: Record<string, unknown>[];
  /** Resolves with the line that says where GET /metrics is served (when the process serves it). */
  metricsServed: Promise<Record<string, unknown>>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * A server's main module (run-server.ts) in a process of its own (as in production) with tsx; resolves
 * once it logs "<name> server listening" (with the port it got: pass port 0 in `env`).
 */
export function spawnServerProcess(entry: string, name: string, env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const lines: Record<string, unknown>[] = [];
  let metricsLine: (line: Record<string, unknown>) => void = () => undefined;
  const metricsServed = new Promise<Record<string, unknown>>((resolve) => (metricsLine = resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} server did not start in ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    readline.createInterface({ input: child.stdout! }).on('line', (text) => {
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text);
      } catch {
        return;
      }
      lines.push(line);
      if (line.msg === 'metrics served') metricsLine(line);
      if (line.msg === `${name} server listening`) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${line.port}`, child, lines, metricsServed, exited });
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} server exited (${code}) before listening: ${stderr}`));
    });
  });
}
