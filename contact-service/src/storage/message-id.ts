import { randomUUID } from 'node:crypto';

/**
 * A new message id: a UUIDv7 (RFC 9562), i.e. the creation time in milliseconds followed by 74
 * random bits. Time-ordered ids land at the end of the primary-key index, so a commit touches a
 * few index pages instead of one random page per message: less to write and fsync per commit,
 * and the SQLite WAL fills (and must be checkpointed) several times less often.
 */
export function newMessageId(now = Date.now()): string {
  return timePrefix(now) + randomUUID().slice(15);
}

// The time part of the id ('tttttttt-tttt-7'), kept for the millisecond it was made for: under
// load many ids share a millisecond. Hex in two 24-bit halves, because Number#toString(16) of a
// value beyond 32 bits takes V8's slow floating-point path (it showed up in request profiles).
let prefixMs = -1;
let prefix = '';
function timePrefix(now: number): string {
  if (now !== prefixMs) {
    const high = Math.floor(now / 0x1000000).toString(16).padStart(6, '0');
    const low = (now % 0x1000000).toString(16).padStart(6, '0');
    // randomUUID() is a v4 uuid; its random bits and variant follow from character 15 on.
    prefix = `${high}${low.slice(0, 2)}-${low.slice(2)}-7`;
    prefixMs = now;
  }
  return prefix;
}
