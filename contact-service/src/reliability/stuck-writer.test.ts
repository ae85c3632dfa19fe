import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { DEFAULT_CONFIG } from '../config';
import { startContactService, type RunningContactService } from '../service';
import { postContact, VALID_MESSAGE } from '../test-support/post-contact';
import { createPostgresTestSchema, type PostgresTestSchema } from '../test-support/postgres-test-schema';
import { silentLogger } from '../test-support/silent-logger';
import { makeTempDir } from '../test-support/temp-dir';

/**
 * Readiness says whether a message can be stored now, not only whether storage answers a read:
 * while another process holds the write lock, every POST waits and then fails, so the replica must
 * leave the load balancer's rotation.
 */
const readiness = (service: RunningContactService) => fetch(`${service.url}/readyz`).then((r) => r.status);

async function eventually(check: () => Promise<number>, expected: number, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value === expected || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Another process that takes SQLite's write lock (BEGIN IMMEDIATE) and holds it until its stdin closes. */
function holdSqliteWriteLock(file: string): Promise<ChildProcess> {
  const script = `
    const db = require('better-sqlite3')(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN IMMEDIATE');
    console.log('locked');
    process.stdin.on('end', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); }).resume();`;
  const child = spawn(process.execPath, ['-e', script, file], { cwd: path.resolve(__dirname, '..', '..'), stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`lock holder exited (${code})`)));
  });
}

describe('readiness while another process holds the write lock', () => {
  test('SQLite: /readyz fails while the lock is held and recovers after it', async () => {
    const dir = makeTempDir();
    const sqlitePath = path.join(dir.path, 'contact.sqlite');
    const service = await startContactService({ ...DEFAULT_CONFIG, port: 0, sqlitePath, rateLimitPerMinute: 100 }, { logger: silentLogger });
    let holder: ChildProcess | undefined;
    try {
      expect(await readiness(service)).toBe(200);
      holder = await holdSqliteWriteLock(sqlitePath);
      expect(await readiness(service)).toBe(503);
      expect((await postContact(service.url, VALID_MESSAGE)).status).toBe(503);

      holder.stdin!.end();
      await new Promise((resolve) => holder!.once('exit', resolve));
      expect(await eventually(() => readiness(service), 200)).toBe(200);
      expect((await postContact(service.url, VALID_MESSAGE)).status).toBe(201);
    } finally {
      holder?.kill();
      await service.close();
      dir.remove();
    }
  }, 30_000);

  describe('PostgreSQL', () => {
    let schema: PostgresTestSchema;
    beforeAll(async () => {
      schema = await createPostgresTestSchema();
    });
    afterAll(() => schema?.drop());

    test('/readyz fails while a session locks the table against inserts and recovers after it', async () => {
      const service = await startContactService({ ...DEFAULT_CONFIG, port: 0, databaseUrl: schema.databaseUrl, rateLimitPerMinute: 100 }, { logger: silentLogger });
      const locker = new pg.Client({ connectionString: schema.databaseUrl });
      await locker.connect();
      try {
        expect(await readiness(service)).toBe(200);
        await locker.query('BEGIN');
        // SHARE mode: reads go on, INSERT (ROW EXCLUSIVE) waits, as behind a long migration or a stuck batch job.
        await locker.query('LOCK TABLE contact_messages IN SHARE MODE');
        expect(await readiness(service)).toBe(503);

        await locker.query('ROLLBACK');
        expect(await eventually(() => readiness(service), 200)).toBe(200);
        expect((await postContact(service.url, VALID_MESSAGE)).status).toBe(201);
      } finally {
        await locker.end();
        await service.close();
      }
    }, 30_000);
  });
});
