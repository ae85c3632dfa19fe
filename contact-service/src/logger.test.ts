import { spawn } from 'node:child_process';
import path from 'node:path';

const LOGGER = path.join(__dirname, 'logger.ts');

/** Runs a script using createLogger in a child process and collects its stdout until it ends. */
function runWithLogger(script: string): Promise<{ lines: Record<string, unknown>[]; signal: NodeJS.Signals | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', `const { createLogger } = require(${JSON.stringify(LOGGER)});\n${script}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve) => {
    child.on('close', (_code, signal) => {
      resolve({ lines: out.split('\n').filter(Boolean).map((line) => JSON.parse(line)), signal });
    });
  });
}

describe('createLogger', () => {
  test('an error line is on stdout at once, even if the process is killed right after', async () => {
    const { lines, signal } = await runWithLogger(`
      const logger = createLogger('info');
      logger.info('batched');
      logger.error({ err: 'disk gone' }, 'message not stored');
      process.kill(process.pid, 'SIGKILL');
    `);
    expect(signal).toBe('SIGKILL');
    expect(lines.map((line) => line.msg)).toEqual(['batched', 'message not stored']);
    expect(lines[1]).toMatchObject({ level: 50, service: 'contact-service', err: 'disk gone' });
  }, 20_000);

  test('batched lines are written within a fraction of a second, and on exit', async () => {
    const { lines } = await runWithLogger(`
      const logger = createLogger('info');
      logger.info('first');
      // Killed without an exit handler running: only a timed flush can have written the line.
      setTimeout(() => process.kill(process.pid, 'SIGKILL'), 1500);
    `);
    expect(lines.map((line) => line.msg)).toEqual(['first']);
    const exited = await runWithLogger(`
      const logger = createLogger('info');
      for (let i = 0; i < 3; i++) logger.info({ i }, 'request');
      process.exit(0);
    `);
    expect(exited.lines.map((line) => line.i)).toEqual([0, 1, 2]);
  }, 20_000);
});
