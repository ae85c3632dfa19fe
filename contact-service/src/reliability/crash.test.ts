import path from 'node:path';
import type { MessageStore } from '../storage/message-store';
import { PostgresMessageStore } from '../storage/postgres-message-store';
import { SqliteMessageStore } from '../storage/sqlite-message-store';
import { spawnContactService, type ContactServiceProcess } from '../test-support/contact-service-process';
import { postContact, VALID_MESSAGE } from '../test-support/post-contact';
import { createPostgresTestSchema } from '../test-support/postgres-test-schema';
import { makeTempDir } from '../test-support/temp-dir';

// CRASH_TEST_MESSAGES=2000 re-runs the audit's size (about three minutes); the suite's default is smaller.
const MESSAGES = Number(process.env.CRASH_TEST_MESSAGES ?? 300);
const CONCURRENCY = 16;
const KILL_EVERY = Math.ceil(MESSAGES / 3);
const TIMEOUT_MS = 60_000 + MESSAGES * 60;

interface CrashRun {
  acknowledged: string[];
  attempts: number;
  kills: number;
}

/**
 * Posts messages from several clients while the service is SIGKILLed and restarted every
 * KILL_EVERY acknowledgements; the last kill happens after the final acknowledgement.
 */
async function postThroughCrashes(env: Record<string, string>): Promise<CrashRun> {
  let service: ContactServiceProcess = await spawnContactService(env);
  const acknowledged: string[] = [];
  let attempts = 0;
  let kills = 0;
  let nextKillAt = KILL_EVERY;
  let restarting: Promise<void> | undefined;

  const crashAndRestart = async () => {
    service.child.kill('SIGKILL');
    await service.exited;
    kills++;
    if (acknowledged.length < MESSAGES) service = await spawnContactService(env);
  };

  // Each client sends its messages one after another, retrying a message (same Idempotency-Key, as the
  // form does) until it is acknowledged: a try that was committed but whose answer the kill swallowed
  // must not be stored a second time.
  const client = async (clientIndex: number) => {
    let sent = 0;
    let current: { key: string; subject: string } | undefined;
    while (acknowledged.length < MESSAGES) {
      if (restarting) await restarting;
      if (acknowledged.length >= MESSAGES) return;
      attempts++;
      current ??= { key: `client-${clientIndex}-message-${sent}`, subject: `client ${clientIndex} message ${sent++}` };
      try {
        const response = await postContact(service.url, { ...VALID_MESSAGE, subject: current.subject }, { 'idempotency-key': current.key });
        if (response.status === 201 && response.body.id) {
          acknowledged.push(response.body.id);
          current = undefined;
        }
      } catch {
        // Connection refused or reset by the kill: not acknowledged, so nothing is promised.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (acknowledged.length >= nextKillAt && !restarting) {
        nextKillAt += KILL_EVERY;
        restarting = crashAndRestart().finally(() => {
          restarting = undefined;
        });
      }
      if (attempts > MESSAGES * 20) throw new Error('service keeps failing');
    }
  };

  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => client(i)));
  if (restarting) await restarting;
  if (service.child.exitCode === null && service.child.signalCode === null) await crashAndRestart();
  return { acknowledged, attempts, kills };
}

async function storedMessages(store: MessageStore): Promise<{ ids: Set<string>; subjects: string[] }> {
  try {
    const messages = await store.list();
    return { ids: new Set(messages.map((m) => m.id)), subjects: messages.map((m) => m.subject) };
  } finally {
    await store.close();
  }
}

/** Every acknowledged message is stored, and no message is stored twice. */
function expectExactlyOnce(run: CrashRun, stored: { ids: Set<string>; subjects: string[] }) {
  expect(run.acknowledged.filter((id) => !stored.ids.has(id))).toEqual([]);
  expect(stored.subjects.filter((subject, i) => stored.subjects.indexOf(subject) !== i)).toEqual([]);
}

const RAISED_LIMITS = { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_PER_DAY: '1000000' };

describe('every acknowledged message survives SIGKILL, and a retried one is stored once', () => {
  test('SQLite', async () => {
    const dir = makeTempDir();
    const sqlitePath = path.join(dir.path, 'contact.sqlite');
    try {
      const run = await postThroughCrashes({ ...RAISED_LIMITS, SQLITE_PATH: sqlitePath });
      expect(run.kills).toBeGreaterThanOrEqual(3);
      expect(run.acknowledged.length).toBeGreaterThanOrEqual(MESSAGES);
      expectExactlyOnce(run, await storedMessages(SqliteMessageStore.open(sqlitePath)));
    } finally {
      dir.remove();
    }
  }, TIMEOUT_MS);

  test('PostgreSQL', async () => {
    const schema = await createPostgresTestSchema();
    try {
      const run = await postThroughCrashes({ ...RAISED_LIMITS, DATABASE_URL: schema.databaseUrl });
      expect(run.kills).toBeGreaterThanOrEqual(3);
      expectExactlyOnce(run, await storedMessages(await PostgresMessageStore.connect({ connectionString: schema.databaseUrl })));
    } finally {
      await schema.drop();
    }
  }, TIMEOUT_MS);
});
