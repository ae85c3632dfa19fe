import pg from 'pg';
import type { ListOptions, MessageStore, NewMessage, StoredMessage } from './message-store';
import { GroupCommitQueue } from './group-commit-queue';
import { runPostgresMigrations } from './postgres-migrations';
import { StorageUnavailableError, asStorageError } from './storage-unavailable-error';
import { IdempotencyKeyReusedError, sameMessage } from './idempotency-key-reused-error';

interface MessageRow {
  id: string;
  received_at: Date;
  name: string;
  email: string;
  subject: string;
  message: string;
  delivered_at: Date | null;
  delivery_attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
}

/** Readiness waits this long for the insert lock (its own deadline is 2 s). */
const WRITE_PROBE_LOCK_TIMEOUT_MS = 1_000;

export interface PostgresStoreOptions {
  connectionString: string;
  poolSize?: number;
  /** Fail fast when the server is unreachable instead of queueing requests behind it. */
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
}

/**
 * PostgreSQL store. Saves use group commit: those that arrive while earlier inserts are in
 * flight are written together as one multi-row INSERT (one transaction), with a few such
 * inserts running in parallel on the pool. Each commits with the server's default
 * synchronous_commit=on, so a row is in the server's fsynced WAL before its save resolves.
 */
export class PostgresMessageStore implements MessageStore {
  readonly kind = 'postgres';
  private closed = false;
  private readonly saves: GroupCommitQueue<NewMessage, string | null>;
  private writeProbe: Promise<void> | undefined;

  private constructor(private readonly pool: pg.Pool, poolSize: number) {
    // Leave connections free for readiness checks and the outbox.
    this.saves = new GroupCommitQueue((messages) => this.insertBatch(messages), {
      maxInFlight: Math.max(1, poolSize - 2),
      maxBatchSize: 200,
    });
  }

  /** Connects and runs the migrations; rejects if the server cannot be reached. */
  static async connect(options: PostgresStoreOptions): Promise<PostgresMessageStore> {
    const poolSize = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: poolSize,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
      query_timeout: options.queryTimeoutMs ?? 10_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection emits here; without a listener the process would exit.
    pool.on('error', () => undefined);
    try {
      const client = await pool.connect();
      try {
        await runPostgresMigrations(client);
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw asStorageError('connecting to PostgreSQL', error);
    }
    return new PostgresMessageStore(pool, poolSize);
  }

  async save(message: NewMessage): Promise<string> {
    if (this.closed) throw new StorageUnavailableError('store is closed');
    let id: string | null;
    try {
      id = await this.saves.add(message);
    } catch (error) {
      throw asStorageError('saving message', error);
    }
    if (id === null) throw new IdempotencyKeyReusedError();
    return id;
  }

  async findByIdempotencyKey(key: string): Promise<StoredMessage | undefined> {
    const [row] = await this.query('finding a message by its idempotency key', 'SELECT * FROM contact_messages WHERE idempotency_key = $1', [key]);
    return row && toStoredMessage(row);
  }

  /**
   * One multi-row INSERT; answers the id each message is stored under, or null for a message whose
   * key already holds a different message (the sender reused the key).
   */
  private async insertBatch(messages: NewMessage[]): Promise<(string | null)[]> {
    const values: unknown[] = [];
    const rows = messages.map((m) => {
      const n = values.push(m.id, new Date(m.receivedAt), m.name, m.email, m.subject, m.message, m.idempotencyKey ?? null);
      return `($${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n - 5}, $${n})`;
    });
    const inserted = await this.pool.query<{ id: string }>(
      `INSERT INTO contact_messages (id, received_at, name, email, subject, message, next_attempt_at, idempotency_key)
       VALUES ${rows.join(', ')}
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      values,
    );
    if (inserted.rowCount === messages.length) return messages.map((m) => m.id);
    // Some keys were stored before (or twice in this batch): answer those with the first message's id.
    const stored = new Set(inserted.rows.map((row) => row.id));
    const keys = messages.filter((m) => !stored.has(m.id)).map((m) => m.idempotencyKey);
    const earlier = await this.pool.query<MessageRow & { idempotency_key: string }>(
      'SELECT id, name, email, subject, message, idempotency_key FROM contact_messages WHERE idempotency_key = ANY($1)',
      [keys],
    );
    const rowOfKey = new Map(earlier.rows.map((row) => [row.idempotency_key, row]));
    return messages.map((m) => {
      if (stored.has(m.id)) return m.id;
      const row = rowOfKey.get(m.idempotencyKey ?? '');
      if (!row) throw new Error(`message ${m.id} was neither inserted nor found under its idempotency key`);
      return sameMessage(row, m) ? row.id : null;
    });
  }

  async outboxStats(): Promise<{ undelivered: number; oldestReceivedAt: number | null }> {
    if (this.closed) throw new StorageUnavailableError('store is closed');
    try {
      const { rows } = await this.pool.query<{ undelivered: string; oldest: Date | null }>(
        'SELECT count(*) AS undelivered, min(received_at) AS oldest FROM contact_messages WHERE delivered_at IS NULL',
      );
      return { undelivered: Number(rows[0].undelivered), oldestReceivedAt: rows[0].oldest ? rows[0].oldest.getTime() : null };
    } catch (error) {
      throw asStorageError('counting undelivered messages', error);
    }
  }

  async list(options: ListOptions = {}): Promise<StoredMessage[]> {
    const where = options.undeliveredOnly ? 'WHERE delivered_at IS NULL' : '';
    const rows = await this.query('listing messages',
      `SELECT * FROM contact_messages ${where} ORDER BY received_at DESC, id LIMIT $1`,
      [options.limit ?? null],
    );
    return rows.map(toStoredMessage);
  }

  async claimDue(now: number, limit: number, leaseMs: number): Promise<StoredMessage[]> {
    // SKIP LOCKED lets several replicas run an outbox without claiming the same message.
    const rows = await this.query('claiming due messages',
      `UPDATE contact_messages
          SET next_attempt_at = $2, delivery_attempts = delivery_attempts + 1
        WHERE id IN (SELECT id FROM contact_messages
                      WHERE delivered_at IS NULL AND next_attempt_at <= $1
                      ORDER BY next_attempt_at LIMIT $3
                      FOR UPDATE SKIP LOCKED)
    RETURNING *`,
      [new Date(now), new Date(now + leaseMs), limit],
    );
    return rows.map(toStoredMessage).sort((a, b) => a.receivedAt - b.receivedAt);
  }

  async markDelivered(id: string, at: number): Promise<void> {
    await this.query('marking message delivered',
      'UPDATE contact_messages SET delivered_at = $1, last_error = NULL WHERE id = $2',
      [new Date(at), id],
    );
  }

  async scheduleRetry(id: string, nextAttemptAt: number, error: string): Promise<void> {
    await this.query('scheduling delivery retry',
      'UPDATE contact_messages SET next_attempt_at = $1, last_error = $2 WHERE id = $3',
      [new Date(nextAttemptAt), error, id],
    );
  }

  /**
   * Whether a message could be stored now: a connection from the pool, and the lock an INSERT takes
   * (ROW EXCLUSIVE) on the table within a second. A session holding a conflicting lock (a long
   * migration, a stray LOCK TABLE) or a read-only server (a standby after a failover) fails it, where
   * SELECT 1 would pass while every save waits and fails. Nothing is written.
   */
  async ping(): Promise<void> {
    if (this.closed) throw new StorageUnavailableError('store is closed');
    this.writeProbe ??= this.probeWrite().finally(() => {
      this.writeProbe = undefined;
    });
    await this.writeProbe;
  }

  private async probeWrite(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw asStorageError('checking storage', error);
    }
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL lock_timeout = '${WRITE_PROBE_LOCK_TIMEOUT_MS}ms'`);
      await client.query('LOCK TABLE contact_messages IN ROW EXCLUSIVE MODE');
    } catch (error) {
      throw asStorageError('taking the insert lock', error);
    } finally {
      await client.query('ROLLBACK').catch((error: Error) => {
        broken = error;
      });
      client.release(broken);
    }
  }

  /** Waits for saves already accepted to commit, then closes the pool. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.saves.drained();
    await this.pool.end();
  }

  private async query(operation: string, sql: string, values: unknown[]): Promise<MessageRow[]> {
    if (this.closed) throw new StorageUnavailableError('store is closed');
    try {
      const result = await this.pool.query<MessageRow>(sql, values);
      return result.rows;
    } catch (error) {
      throw asStorageError(operation, error);
    }
  }
}

function toStoredMessage(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    receivedAt: row.received_at.getTime(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    deliveredAt: row.delivered_at ? row.delivered_at.getTime() : null,
    deliveryAttempts: row.delivery_attempts,
    nextAttemptAt: row.next_attempt_at.getTime(),
    lastError: row.last_error,
  };
}
