import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createPostgresTestSchema, type PostgresTestSchema } from '../test-support/postgres-test-schema';
import { makeTempDir } from '../test-support/temp-dir';
import type { MessageStore, NewMessage } from './message-store';
import { PostgresMessageStore } from './postgres-message-store';
import { SqliteMessageStore } from './sqlite-message-store';
import { StorageUnavailableError } from './storage-unavailable-error';
import { IdempotencyKeyReusedError } from './idempotency-key-reused-error';

interface AdapterUnderTest {
  name: string;
  /** A fresh, empty store plus a way to open a second handle on the same data. */
  setUp(): Promise<{ open(): Promise<MessageStore>; tearDown(): Promise<void> }>;
}

const adapters: AdapterUnderTest[] = [
  {
    name: 'SQLite',
    async setUp() {
      const dir = makeTempDir();
      const file = path.join(dir.path, 'nested', 'contact.sqlite');
      return { open: async () => SqliteMessageStore.open(file), tearDown: async () => dir.remove() };
    },
  },
  {
    name: 'PostgreSQL',
    async setUp() {
      const schema: PostgresTestSchema = await createPostgresTestSchema();
      return {
        open: () => PostgresMessageStore.connect({ connectionString: schema.databaseUrl, poolSize: 4 }),
        tearDown: () => schema.drop(),
      };
    },
  },
];

function newMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  return {
    id: randomUUID(),
    receivedAt: 1_700_000_000_000,
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hi',
    message: 'Line one\nLine two — ünïcødé 🎮',
    ...overrides,
  };
}

describe.each(adapters)('MessageStore contract: $name', (adapter) => {
  let env: Awaited<ReturnType<AdapterUnderTest['setUp']>>;
  let store: MessageStore;

  beforeEach(async () => {
    env = await adapter.setUp();
    store = await env.open();
  });
  afterEach(async () => {
    await store.close();
    await env.tearDown();
  });

  test('a saved message is listed with its content and an undelivered state', async () => {
    const message = newMessage();
    await store.save(message);
    expect(await store.list()).toEqual([
      { ...message, deliveredAt: null, deliveryAttempts: 0, nextAttemptAt: message.receivedAt, lastError: null },
    ]);
  });

  test('a message sent again with the same idempotency key is stored once and answered with the first id', async () => {
    const first = newMessage({ idempotencyKey: 'key-0001' });
    expect(await store.save(first)).toBe(first.id);
    // Sent again later (its answer was lost), and twice at once in one batch.
    const again = [newMessage({ idempotencyKey: 'key-0001' }), newMessage({ idempotencyKey: 'key-0001' })];
    expect(await Promise.all(again.map((m) => store.save(m)))).toEqual([first.id, first.id]);
    // The same key sent by two tries at once, before either was stored.
    const twins = [newMessage({ idempotencyKey: 'key-0002' }), newMessage({ idempotencyKey: 'key-0002' })];
    const twinIds = await Promise.all(twins.map((m) => store.save(m)));
    expect(twinIds[1]).toBe(twinIds[0]);
    // Messages without a key never collide.
    const plain = [newMessage(), newMessage()];
    expect(await Promise.all(plain.map((m) => store.save(m)))).toEqual(plain.map((m) => m.id));
    expect((await store.list()).map((m) => m.id).sort()).toEqual([first.id, twinIds[0], ...plain.map((m) => m.id)].sort());
  });

  test('a different message under a key already used is refused, in a later batch and within one batch', async () => {
    const first = newMessage({ idempotencyKey: 'key-0003' });
    await store.save(first);
    await expect(store.save(newMessage({ idempotencyKey: 'key-0003', message: 'Something else' }))).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    const [same, other] = await Promise.allSettled([
      store.save(newMessage({ idempotencyKey: 'key-0004' })),
      store.save(newMessage({ idempotencyKey: 'key-0004', subject: 'Another subject' })),
    ]);
    expect(same.status).toBe('fulfilled');
    expect(other).toMatchObject({ status: 'rejected', reason: expect.any(IdempotencyKeyReusedError) });
    expect(await store.list()).toHaveLength(2);
  });

  test('findByIdempotencyKey returns the message stored under a key, or undefined', async () => {
    const first = newMessage({ idempotencyKey: 'key-0005' });
    await store.save(first);
    expect(await store.findByIdempotencyKey('key-0005')).toMatchObject({ id: first.id, name: first.name, email: first.email, subject: first.subject, message: first.message });
    expect(await store.findByIdempotencyKey('key-none')).toBeUndefined();
  });

  test('the idempotency key still holds after the store is reopened', async () => {
    const first = newMessage({ idempotencyKey: 'key-reopen' });
    await store.save(first);
    await store.close();
    store = await env.open();
    expect(await store.save(newMessage({ idempotencyKey: 'key-reopen' }))).toBe(first.id);
    expect(await store.list()).toHaveLength(1);
  });

  test('many concurrent saves all commit', async () => {
    const messages = Array.from({ length: 200 }, (_, i) => newMessage({ receivedAt: 1_700_000_000_000 + i }));
    await Promise.all(messages.map((m) => store.save(m)));
    const listed = await store.list();
    expect(listed).toHaveLength(200);
    expect(listed[0].id).toBe(messages[199].id);
  });

  test('saved messages survive closing and reopening (migrations are idempotent)', async () => {
    const message = newMessage();
    await store.save(message);
    await store.close();
    store = await env.open();
    expect((await store.list()).map((m) => m.id)).toEqual([message.id]);
  });

  test('a duplicate id is rejected as a storage error, not silently accepted', async () => {
    const message = newMessage();
    await store.save(message);
    await expect(store.save(message)).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  test('outboxStats counts the undelivered messages and dates the oldest', async () => {
    expect(await store.outboxStats()).toEqual({ undelivered: 0, oldestReceivedAt: null });
    const [a, b, c] = [1, 2, 3].map((i) => newMessage({ receivedAt: 1_700_000_000_000 + i }));
    for (const m of [a, b, c]) await store.save(m);
    await store.markDelivered(a.id, 1_700_000_001_000);
    expect(await store.outboxStats()).toEqual({ undelivered: 2, oldestReceivedAt: b.receivedAt });
  });

  test('list honours the limit and the undelivered filter', async () => {
    const [a, b, c] = [1, 2, 3].map((i) => newMessage({ receivedAt: 1_700_000_000_000 + i }));
    for (const m of [a, b, c]) await store.save(m);
    await store.markDelivered(b.id, 1_700_000_001_000);
    expect((await store.list({ limit: 2 })).map((m) => m.id)).toEqual([c.id, b.id]);
    expect((await store.list({ undeliveredOnly: true })).map((m) => m.id)).toEqual([c.id, a.id]);
  });

  test('claimDue leases due messages once, counts attempts, and skips delivered ones', async () => {
    const now = 1_700_000_010_000;
    const due = newMessage({ receivedAt: now - 2 });
    const alsoDue = newMessage({ receivedAt: now - 1 });
    const future = newMessage({ receivedAt: now + 60_000 });
    const delivered = newMessage({ receivedAt: now - 3 });
    for (const m of [due, alsoDue, future, delivered]) await store.save(m);
    await store.markDelivered(delivered.id, now);

    const claimed = await store.claimDue(now, 10, 30_000);
    expect(claimed.map((m) => m.id)).toEqual([due.id, alsoDue.id]);
    expect(claimed.every((m) => m.deliveryAttempts === 1 && m.nextAttemptAt === now + 30_000)).toBe(true);

    // Leased: not handed out again until the lease runs out.
    expect(await store.claimDue(now + 1_000, 10, 30_000)).toEqual([]);
    const reclaimed = await store.claimDue(now + 30_000, 10, 30_000);
    expect(reclaimed.map((m) => [m.id, m.deliveryAttempts])).toEqual([
      [due.id, 2],
      [alsoDue.id, 2],
    ]);
  });

  test('claimDue respects the batch limit', async () => {
    for (let i = 0; i < 5; i++) await store.save(newMessage({ receivedAt: 1_000 + i }));
    expect(await store.claimDue(2_000, 3, 1_000)).toHaveLength(3);
    expect(await store.claimDue(2_000, 3, 1_000)).toHaveLength(2);
  });

  test('scheduleRetry records the error and the next attempt; markDelivered clears the error', async () => {
    const message = newMessage();
    await store.save(message);
    await store.claimDue(message.receivedAt, 1, 1_000);
    await store.scheduleRetry(message.id, message.receivedAt + 5_000, '451 try later');
    let [stored] = await store.list();
    expect(stored).toMatchObject({ nextAttemptAt: message.receivedAt + 5_000, lastError: '451 try later', deliveredAt: null });
    expect(await store.claimDue(message.receivedAt + 4_999, 1, 1_000)).toEqual([]);

    await store.markDelivered(message.id, message.receivedAt + 6_000);
    [stored] = await store.list();
    expect(stored).toMatchObject({ deliveredAt: message.receivedAt + 6_000, lastError: null, deliveryAttempts: 1 });
  });

  test('ping resolves while open; every operation fails with StorageUnavailableError after close', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
    await expect(store.ping()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(store.save(newMessage())).rejects.toBeInstanceOf(StorageUnavailableError);
    store = await env.open();
  });
});

describe('SqliteMessageStore specifics', () => {
  test('uses WAL with synchronous=FULL and groups saves of one tick into one transaction on the writer thread', async () => {
    const dir = makeTempDir();
    const store = SqliteMessageStore.open(path.join(dir.path, 'c.sqlite'));
    try {
      const db = (store as unknown as { db: import('better-sqlite3').Database }).db;
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);

      // Observe the batches handed to the writer thread.
      const writer = (store as unknown as { writer: { insert: (messages: NewMessage[]) => Promise<void> } }).writer;
      const commitTransaction = writer.insert.bind(writer);
      const batchSizes: number[] = [];
      writer.insert = (messages) => {
        batchSizes.push(messages.length);
        return commitTransaction(messages);
      };
      await Promise.all(Array.from({ length: 50 }, () => store.save(newMessage())));
      expect(batchSizes).toEqual([50]);
      expect(await store.list()).toHaveLength(50);
    } finally {
      await store.close();
      dir.remove();
    }
  });

  test('a failed batch rejects every save in it and later saves still work', async () => {
    const dir = makeTempDir();
    const store = SqliteMessageStore.open(path.join(dir.path, 'c.sqlite'));
    try {
      const taken = newMessage();
      await store.save(taken);
      const results = await Promise.allSettled([store.save(newMessage()), store.save(taken)]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(await store.list()).toHaveLength(1);
      await store.save(newMessage());
      expect(await store.list()).toHaveLength(2);
    } finally {
      await store.close();
      dir.remove();
    }
  });
});
