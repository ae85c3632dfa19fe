import { randomUUID } from 'node:crypto';

/**
 * A new message id: a UUIDv7 (RFC 9562), i.e. the creation time in milliseconds followed by 74
 * random bits. Time-ordered ids land at the end of the primary-key index, so a commit touches a
 * few index pages instead of one random page per message: less to write and fsync per commit,
 * and the SQLite WAL fills (and must be checkpointed) several times less often.
 */
export function newMessageId(now = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  // randomUUID() is a v4 uuid; keep its random bits and variant, replace time and version.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
