import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface PostgresTestSchema {
  /** Connection string whose search_path is the fresh schema. */
  databaseUrl: string;
  schema: string;
  drop(): Promise<void>;
}

/** A schema of its own per test file, so parallel runs never see each other's rows. */
export async function createPostgresTestSchema(baseUrl = TEST_POSTGRES_URL): Promise<PostgresTestSchema> {
  const schema = `contact_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    schema,
    databaseUrl: withSearchPath(baseUrl, schema),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/** Same database, another host:port (e.g. a TCP proxy in front of it). */
export function withHostPort(url: string, host: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = host;
  parsed.port = String(port);
  return parsed.toString();
}
