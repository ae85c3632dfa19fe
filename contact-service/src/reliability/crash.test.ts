import path from 'node:path';
import type { MessageStore } from '../storage/message-store';
import { PostgresMessageStore } from '../storage/postgres-message-store';
import { SqliteMessageStore } from '../storage/sqlite-message-store';
import { spawnContactService, type ContactServiceProcess } from '../test-support/contact-service-process';
import { postContact, VALID_MESSAGE } from '../test-support/post-contact';
import { createPostgresTestSchema } from '../test-support/postgres-test-schema';
import { makeTempDir } from '../test-support/temp-dir';

const MESSAGES = 300;
const CONCURRENCY = 16;
const KILL_EVERY = 100;

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

  const client = async (clientIndex: number) => {
    while (acknowledged.length < MESSAGES) {
      if (restarting) await restarting;
      if (acknowledged.length >= MESSAGES) return;
      attempts++;
      try {
        const response = await postContact(service.url, { ...VALID_MESSAGE, subject: `client ${clientIndex} attempt ${attempts}` });
        if (response.status === 201 && response.body.id) acknowledged.push(response.body.id);
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

async function storedIds(store: MessageStore): Promise<Set<string>> {
  try {
    return new Set((await store.list()).map((m) => m.id));
  } finally {
    await store.close();
  }
}

const RAISED_LIMITS = { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_PER_DAY: '1000000' };

describe('every acknowledged message survives SIGKILL', () => {
  test('SQLite', async () => {
    const dir = makeTempDir();
    const sqlitePath = path.join(dir.path, 'contact.sqlite');
    try {
      const run = await postThroughCrashes({ ...RAISED_LIMITS, SQLITE_PATH: sqlitePath });
      expect(run.kills).toBeGreaterThanOrEqual(3);
      expect(run.acknowledged.length).toBeGreaterThanOrEqual(MESSAGES);
      const stored = await storedIds(SqliteMessageStore.open(sqlitePath));
      expect(run.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      dir.remove();
    }
  }, 60_000);

  test('PostgreSQL', async () => {
    const schema = await createPostgresTestSchema();
    try {
      const run = await postThroughCrashes({ ...RAISED_LIMITS, DATABASE_URL: schema.databaseUrl });
      expect(run.kills).toBeGreaterThanOrEqual(3);
      const stored = await storedIds(await PostgresMessageStore.connect({ connectionString: schema.databaseUrl }));
      expect(run.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await schema.drop();
    }
  }, 60_000);
});
