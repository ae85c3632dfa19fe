// Worker thread that commits batches of new messages to SQLite, so the fsync of each commit
// (synchronous=FULL) happens off the event loop. Plain CommonJS so it loads the same way under
// tsx, jest and plain node, without a TypeScript loader in the worker.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

const db = new Database(workerData.filePath);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
// Positional parameters: binding by name looks up every property per row, a measurable share of
// this thread's time per message.
const insert = db.prepare(
  `INSERT INTO contact_messages (id, received_at, name, email, subject, message, next_attempt_at, idempotency_key)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?)
   ON CONFLICT (idempotency_key) DO NOTHING`,
);
const storedUnderKey = db.prepare('SELECT id FROM contact_messages WHERE idempotency_key = ?').pluck();
/** Inserts the batch in one transaction; answers the id each message is stored under. */
const insertBatch = db.transaction((messages) =>
  messages.map((m) => {
    const key = m.idempotencyKey ?? null;
    const { changes } = insert.run(m.id, m.receivedAt, m.name, m.email, m.subject, m.message, m.receivedAt, key);
    return changes === 1 ? m.id : storedUnderKey.get(key);
  }),
);

parentPort.on('message', (request) => {
  if (request.type === 'close') {
    db.close();
    parentPort.postMessage({ type: 'closed' });
    return;
  }
  if (request.type === 'probe') {
    // Readiness: can this connection take the write lock now (within busy_timeout)? Nothing is written.
    try {
      db.exec('BEGIN IMMEDIATE');
      db.exec('ROLLBACK');
      parentPort.postMessage({ type: 'committed', batchId: request.batchId, ids: [] });
    } catch (error) {
      parentPort.postMessage({ type: 'failed', batchId: request.batchId, error: error instanceof Error ? error.message : String(error) });
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
