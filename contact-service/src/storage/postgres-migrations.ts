import type { PoolClient } from 'pg';

/** Schema versions, applied in order; the applied ones are recorded in contact_schema_migrations. */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE contact_messages (
     id UUID PRIMARY KEY,
     received_at TIMESTAMPTZ NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     delivered_at TIMESTAMPTZ,
     delivery_attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TIMESTAMPTZ NOT NULL,
     last_error TEXT
   );
   CREATE INDEX contact_messages_due ON contact_messages (next_attempt_at) WHERE delivered_at IS NULL;
   CREATE INDEX contact_messages_received ON contact_messages (received_at);`,
  // A message sent again with the same key (its answer was lost) is stored once. NULLs never collide.
  `ALTER TABLE contact_messages ADD COLUMN idempotency_key TEXT;
   CREATE UNIQUE INDEX contact_messages_idempotency_key ON contact_messages (idempotency_key);`,
];

// Arbitrary constant shared by every replica, so only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 727_003;

/** Brings the schema in the connection's search_path up to date; safe to run from several replicas at once. */
export async function runPostgresMigrations(client: PoolClient): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS contact_schema_migrations (
         version INTEGER PRIMARY KEY,
         applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM contact_schema_migrations',
    );
    const current = rows[0]?.version ?? 0;
    for (let version = current; version < POSTGRES_MIGRATIONS.length; version++) {
      await client.query(POSTGRES_MIGRATIONS[version]);
      await client.query('INSERT INTO contact_schema_migrations (version) VALUES ($1)', [version + 1]);
    }
    await client.query('COMMIT');
    return POSTGRES_MIGRATIONS.length - current;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
