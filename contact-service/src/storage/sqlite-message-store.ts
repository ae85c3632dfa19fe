import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ListOptions, MessageStore, NewMessage, StoredMessage } from './message-store';
import { GroupCommitQueue } from './group-commit-queue';
import { SqliteInsertWorkerClient, type WriterRestartPolicy } from './sqlite-insert-worker-client';
import { StorageUnavailableError, asStorageError } from './storage-unavailable-error';
import { IdempotencyKeyReusedError } from './idempotency-key-reused-error';

interface MessageRow {
  id: string;
  received_at: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  delivered_at: number | null;
  delivery_attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

/** Schema versions, applied in order and tracked in PRAGMA user_version. */
const MIGRATIONS = [
  `CREATE TABLE contact_messages (
     id TEXT PRIMARY KEY,
     received_at INTEGER NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     delivered_at INTEGER,
     delivery_attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT
   );
   CREATE INDEX contact_messages_due ON contact_messages (next_attempt_at) WHERE delivered_at IS NULL;
   CREATE INDEX contact_messages_received ON contact_messages (received_at);`,
  // A message sent again with the same key (its answer was lost) is stored once. NULLs never collide.
  `ALTER TABLE contact_messages ADD COLUMN idempotency_key TEXT;
   CREATE UNIQUE INDEX contact_messages_idempotency_key ON contact_messages (idempotency_key);`,
];

/**
 * Embedded store. Durability: WAL journal with synchronous=FULL, so every commit fsyncs the WAL
 * and a committed message survives a process crash and a power loss.
 *
 * To keep that affordable, saves use group commit: saves that arrive while the previous commit is
 * still being fsynced wait together and are written as one transaction (one fsync) by a worker
 * thread, so the event loop keeps serving requests during the fsync. Each save's promise
 * resolves only after the transaction holding its row has committed.
 *
 * Reads and the outbox's small updates use a second connection on the main thread; WAL lets them
 * run beside the writer, and busy_timeout covers the moment both want to write.
 */
export class SqliteMessageStore implements MessageStore {
  readonly kind = 'sqlite';
  private closed = false;
  private readonly saves: GroupCommitQueue<NewMessage, string | null>;
  private writeProbe: Promise<void> | undefined;

  private constructor(
    private readonly db: Database.Database,
    private readonly writer: SqliteInsertWorkerClient,
  ) {
    // A failed commit is mapped to a storage error once per batch, not once per waiting save.
    // One commit in flight: a second one queued behind it made batches smaller and fsyncs more
    // frequent, which measured slower, not faster.
    this.saves = new GroupCommitQueue(
      (messages) => this.writer.insert(messages).catch((error: unknown) => Promise.reject(asStorageError('saving message', error))),
      { maxInFlight: 1, maxBatchSize: 500 },
    );
  }

  static open(filePath: string, writerRestarts?: WriterRestartPolicy): SqliteMessageStore {
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
    const db = new Database(filePath);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('busy_timeout = 5000');
      migrate(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteMessageStore(db, new SqliteInsertWorkerClient(filePath, writerRestarts));
  }

  /** Resolves once the transaction holding the message has committed, with the id it is stored under. */
  save(message: NewMessage): Promise<string> {
    if (this.closed) return Promise.reject(new StorageUnavailableError('store is closed'));
    // Without a key the queue's own promise, without a wrapper: one promise less per request.
    if (message.idempotencyKey === undefined) return this.saves.add(message) as Promise<string>;
    return this.saves.add(message).then((id) => id ?? Promise.reject(new IdempotencyKeyReusedError()));
  }

  async findByIdempotencyKey(key: string): Promise<StoredMessage | undefined> {
    return this.read('finding a message by its idempotency key', () => {
      const row = this.db.prepare('SELECT * FROM contact_messages WHERE idempotency_key = ?').get(key) as MessageRow | undefined;
      return row && toStoredMessage(row);
    });
  }

  async outboxStats(): Promise<{ undelivered: number; oldestReceivedAt: number | null }> {
    return this.read('counting undelivered messages', () => {
      const row = this.db.prepare('SELECT count(*) AS undelivered, min(received_at) AS oldest FROM contact_messages WHERE delivered_at IS NULL').get() as { undelivered: number; oldest: number | null };
      return { undelivered: row.undelivered, oldestReceivedAt: row.oldest };
    });
  }

  async list(options: ListOptions = {}): Promise<StoredMessage[]> {
    return this.read('listing messages', () => {
      const where = options.undeliveredOnly ? 'WHERE delivered_at IS NULL' : '';
      const rows = this.db
        .prepare(`SELECT * FROM contact_messages ${where} ORDER BY received_at DESC, id LIMIT ?`)
        .all(options.limit ?? -1) as MessageRow[];
      return rows.map(toStoredMessage);
    });
  }

  async claimDue(now: number, limit: number, leaseMs: number): Promise<StoredMessage[]> {
    return this.read('claiming due messages', () => {
      const rows = this.db
        .prepare(
          `UPDATE contact_messages
              SET next_attempt_at = @leaseUntil, delivery_attempts = delivery_attempts + 1
            WHERE id IN (SELECT id FROM contact_messages
                          WHERE delivered_at IS NULL AND next_attempt_at <= @now
                          ORDER BY next_attempt_at LIMIT @limit)
        RETURNING *`,
        )
        .all({ now, limit, leaseUntil: now + leaseMs }) as MessageRow[];
      return rows.map(toStoredMessage).sort((a, b) => a.receivedAt - b.receivedAt);
    });
  }

  async markDelivered(id: string, at: number): Promise<void> {
    this.read('marking message delivered', () => {
      this.db
        .prepare('UPDATE contact_messages SET delivered_at = ?, last_error = NULL WHERE id = ?')
        .run(at, id);
    });
  }

  async scheduleRetry(id: string, nextAttemptAt: number, error: string): Promise<void> {
    this.read('scheduling delivery retry', () => {
      this.db
        .prepare('UPDATE contact_messages SET next_attempt_at = ?, last_error = ? WHERE id = ?')
        .run(nextAttemptAt, error, id);
    });
  }

  async ping(): Promise<void> {
    // Reads answering is not enough: without its writer, or while another process holds the write
    // lock, the store can take no message.
    if (this.writer.fault) throw new StorageUnavailableError(this.writer.fault.message);
    this.read('checking storage', () => this.db.prepare('SELECT 1').get());
    // Checks arriving while one waits for the lock share it, rather than queueing more in the writer.
    this.writeProbe ??= this.writer
      .probe()
      .catch((error: unknown) => Promise.reject(asStorageError('taking the write lock', error)))
      .finally(() => {
        this.writeProbe = undefined;
      });
    await this.writeProbe;
  }

  fault(): Error | undefined {
    return this.writer.fault;
  }

  /** Waits for saves already accepted to commit, then closes both connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.saves.drained();
    await this.writer.close();
    this.db.close();
  }

  private read<T>(operation: string, work: () => T): T {
    if (this.closed) throw new StorageUnavailableError('store is closed');
    try {
      return work();
    } catch (error) {
      throw asStorageError(operation, error);
    }
  }
}

function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
}

function toStoredMessage(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    receivedAt: row.received_at,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    deliveredAt: row.delivered_at,
    deliveryAttempts: row.delivery_attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
  };
}
