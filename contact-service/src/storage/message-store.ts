import type { ContactMessage } from '../validation/contact-message-schema';

/** A message as kept in storage, with its delivery state. Times are epoch milliseconds. */
export interface StoredMessage extends ContactMessage {
  id: string;
  receivedAt: number;
  deliveredAt: number | null;
  deliveryAttempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

export interface NewMessage extends ContactMessage {
  id: string;
  receivedAt: number;
  /**
   * The sender's key for this message (the form's Idempotency-Key): a message sent again with a
   * key already stored is not stored twice (its answer was lost, say, when a replica died).
   */
  idempotencyKey?: string;
}

export interface ListOptions {
  /** Only messages the outbox has not delivered yet. */
  undeliveredOnly?: boolean;
  limit?: number;
}

/**
 * The one contract both storage adapters implement (see message-store.contract.test.ts).
 * `save` resolves only once the row is committed durably, with the id it is stored under: its own,
 * or the first message's when the same message is already stored under its idempotency key. A
 * different message under a key already used rejects with IdempotencyKeyReusedError; any other
 * failure rejects with StorageUnavailableError.
 */
export interface MessageStore {
  readonly kind: 'sqlite' | 'postgres';
  save(message: NewMessage): Promise<string>;
  /** The message stored under an idempotency key, if any (a retry's original). */
  findByIdempotencyKey(key: string): Promise<StoredMessage | undefined>;
  /** The outbox's depth: messages not yet delivered, and when the oldest of them arrived (null when none). */
  outboxStats(): Promise<{ undelivered: number; oldestReceivedAt: number | null }>;
  /** Newest first. */
  list(options?: ListOptions): Promise<StoredMessage[]>;
  /**
   * Leases up to `limit` undelivered messages that are due at `now`: their next attempt moves to
   * now + leaseMs and their attempt count goes up, so a crashed sender's messages become due again.
   */
  claimDue(now: number, limit: number, leaseMs: number): Promise<StoredMessage[]>;
  markDelivered(id: string, at: number): Promise<void>;
  scheduleRetry(id: string, nextAttemptAt: number, error: string): Promise<void>;
  /** Resolves when storage answers a trivial query and can take messages. */
  ping(): Promise<void>;
  /** A fault the process cannot mend by itself (its liveness check then fails, so it is replaced). */
  fault?(): Error | undefined;
  close(): Promise<void>;
}
