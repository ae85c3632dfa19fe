import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const SERVICE_DIR = path.resolve(__dirname, '..', '..');

export interface ContactServiceProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Starts src/main.ts in a child process (node --import tsx) and waits for its "listening" log line. */
export function spawnContactService(env: Record<string, string>, timeoutMs = 20_000): Promise<ContactServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVICE_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', METRICS_PORT: '0', SHUTDOWN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`contact service did not start in ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'contact service listening' && entry.url) {
          clearTimeout(timer);
          resolve({ url: entry.url, child, exited });
        }
      } catch {
        // Not a log line; ignore.
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`contact service exited (${code}) before listening: ${stderr}`));
    });
  });
}
