// Worker thread that commits batches of new messages to SQLite, so the fsync of each commit
// (synchronous=FULL) happens off the event loop. Plain CommonJS so it loads the same way under
// tsx, jest and plain node, without a TypeScript loader in the worker.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

const db = new Database(workerData.filePath);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
const BUSY_TIMEOUT_MS = 5000;
const PROBE_BUSY_TIMEOUT_MS = 1000;
db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
// Positional parameters: binding by name looks up every property per row, a measurable share of
// this thread's time per message.
const insert = db.prepare(
  `INSERT INTO contact_messages (id, received_at, name, email, subject, message, next_attempt_at, idempotency_key)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?)
   ON CONFLICT (idempotency_key) DO NOTHING`,
);
const storedUnderKey = db.prepare('SELECT id, name, email, subject, message FROM contact_messages WHERE idempotency_key = ?');
/**
 * Inserts the batch in one transaction; answers the id each message is stored under, or null for a
 * message whose key already holds a different message (the sender reused the key: a 422).
 */
const insertBatch = db.transaction((messages) =>
  messages.map((m) => {
    const key = m.idempotencyKey ?? null;
    const { changes } = insert.run(m.id, m.receivedAt, m.name, m.email, m.subject, m.message, m.receivedAt, key);
    if (changes === 1) return m.id;
    const earlier = storedUnderKey.get(key);
    const same = earlier && earlier.name === m.name && earlier.email === m.email && earlier.subject === m.subject && earlier.message === m.message;
    return same ? earlier.id : null;
  }),
);

parentPort.on('message', (request) => {
  if (request.type === 'close') {
    db.close();
    parentPort.postMessage({ type: 'closed' });
    return;
  }
  if (request.type === 'probe') {
    // Readiness: can this connection take the write lock now? Nothing is written. It waits 1 s at most
    // (readiness answers within 2 s), so a probe queued here delays the batches behind it by no more.
    db.pragma(`busy_timeout = ${PROBE_BUSY_TIMEOUT_MS}`);
    try {
      db.exec('BEGIN IMMEDIATE');
      db.exec('ROLLBACK');
      parentPort.postMessage({ type: 'committed', batchId: request.batchId, ids: [] });
    } catch (error) {
      parentPort.postMessage({ type: 'failed', batchId: request.batchId, error: error instanceof Error ? error.message : String(error) });
    } finally {
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
    return;
  }
  try {
    const ids = insertBatch(request.messages);
    parentPort.postMessage({ type: 'committed', batchId: request.batchId, ids });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', batchId: request.batchId, error: error instanceof Error ? error.message : String(error) });
  }
});
