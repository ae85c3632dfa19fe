import type { MessageStore } from './message-store';
import { PostgresMessageStore } from './postgres-message-store';
import { SqliteMessageStore } from './sqlite-message-store';

/** PostgreSQL when a database URL is configured, otherwise the embedded SQLite file. */
export async function createMessageStore(options: {
  databaseUrl?: string;
  sqlitePath: string;
}): Promise<MessageStore> {
  if (options.databaseUrl) return PostgresMessageStore.connect({ connectionString: options.databaseUrl });
  return SqliteMessageStore.open(options.sqlitePath);
}
