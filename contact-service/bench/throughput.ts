/**
 * Throughput benchmark (not a test): accepted contact messages per second and p99 latency at
 * 50 concurrent connections over loopback, for a bare node:http server answering 201, the
 * contact service on SQLite, and on PostgreSQL; all servers run as child processes in the same run.
 *
 *   npx tsx contact-service/bench/throughput.ts
 *
 * Writes bench-results/contact-service.json at the repository root. Env: BENCH_DURATION_S (10),
 * BENCH_CONNECTIONS (50), TEST_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import type { MessageStore } from '../src/storage/message-store';
import { PostgresMessageStore } from '../src/storage/postgres-message-store';
import { SqliteMessageStore } from '../src/storage/sqlite-message-store';
import { spawnContactService, type ContactServiceProcess } from '../src/test-support/contact-service-process';
import { createPostgresTestSchema } from '../src/test-support/postgres-test-schema';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_S = 2;
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 20;

const BODY = JSON.stringify({
  name: 'Benchmark Visitor',
  email: 'visitor@example.com',
  subject: 'Loving the games',
  message: 'Hello! This is a typical contact form message of a few sentences. '.repeat(4),
});

interface Measurement {
  target: string;
  acceptedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  accepted: number;
  rejected: number;
  errors: number;
  /** Every id answered with 201 (warm-up included) is in storage; null for the bare server. */
  durable: boolean | null;
  ratioToBare?: number;
}

/** Runs the load; the ids of all 201 answers are added to `acknowledged`. */
async function load(url: string, durationS: number, acknowledged: string[]) {
  const result = await autocannon({
    url: `${url}/api/contact`,
    connections: CONNECTIONS,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: BODY,
        onResponse: (status, body) => {
          if (status === 201) acknowledged.push((JSON.parse(body) as { id: string }).id);
        },
      },
    ],
  });
  const accepted = result.statusCodeStats['201']?.count ?? 0;
  return { result, accepted: Number(accepted) };
}

async function measure(target: string, service: ContactServiceProcess, openStore?: () => Promise<MessageStore>): Promise<Measurement> {
  const acknowledged: string[] = [];
  await load(service.url, WARM_UP_S, acknowledged);
  const { result, accepted } = await load(service.url, DURATION_S, acknowledged);
  service.child.kill('SIGTERM');
  await service.exited;

  let durable: boolean | null = null;
  if (openStore) {
    const store = await openStore();
    try {
      const stored = new Set((await store.list()).map((m) => m.id));
      const missing = acknowledged.filter((id) => !stored.has(id)).length;
      durable = missing === 0 && acknowledged.length > 0;
      if (missing > 0) console.error(`${target}: ${missing} of ${acknowledged.length} acknowledged messages are not in storage`);
    } finally {
      await store.close();
    }
  }
  return {
    target,
    acceptedPerSecond: Math.round(accepted / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    accepted,
    rejected: result.non2xx,
    errors: result.errors,
    durable,
  };
}

function spawnBareServer(): Promise<ContactServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return new Promise((resolve) => {
    readline.createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ url: (JSON.parse(line) as { url: string }).url, child, exited });
    });
  });
}

const RAISED_LIMITS = { RATE_LIMIT_PER_MINUTE: '1000000000', RATE_LIMIT_PER_DAY: '1000000000' };

async function main(): Promise<void> {
  const results: Measurement[] = [];
  console.log(`contact-service throughput: ${CONNECTIONS} connections, ${DURATION_S} s per target (+${WARM_UP_S} s warm-up), ${os.cpus().length} CPUs`);

  results.push(await measure('bare node:http 201', await spawnBareServer()));

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-bench-'));
  const sqlitePath = path.join(dir, 'contact.sqlite');
  try {
    const service = await spawnContactService({ ...RAISED_LIMITS, SQLITE_PATH: sqlitePath });
    results.push(await measure('contact-service SQLite (WAL, synchronous=FULL, group commit)', service, async () => SqliteMessageStore.open(sqlitePath)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const schema = await createPostgresTestSchema();
  try {
    const service = await spawnContactService({ ...RAISED_LIMITS, DATABASE_URL: schema.databaseUrl });
    results.push(await measure('contact-service PostgreSQL', service, () => PostgresMessageStore.connect({ connectionString: schema.databaseUrl })));
  } finally {
    await schema.drop();
  }

  const bare = results[0].acceptedPerSecond;
  for (const r of results) r.ratioToBare = Math.round((r.acceptedPerSecond / bare) * 1000) / 1000;

  console.table(
    results.map((r) => ({
      target: r.target,
      'accepted/s': r.acceptedPerSecond,
      'ratio to bare': r.ratioToBare,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'non-2xx': r.rejected,
      errors: r.errors,
      durable: r.durable ?? '-',
    })),
  );
  const sqlite = results[1];
  const meetsTarget = (sqlite.ratioToBare ?? 0) >= TARGET_RATIO && sqlite.p99Ms <= TARGET_P99_MS && sqlite.durable === true;
  console.log(`SQLite target (>= ${TARGET_RATIO * 100}% of bare, p99 <= ${TARGET_P99_MS} ms, all durable): ${meetsTarget ? 'met' : 'NOT met'}`);

  const outDir = path.join(REPO_ROOT, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  const report = {
    benchmark: 'contact-service throughput',
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, platform: `${os.platform()} ${os.release()}` },
    settings: { connections: CONNECTIONS, durationSeconds: DURATION_S, warmUpSeconds: WARM_UP_S, bodyBytes: Buffer.byteLength(BODY) },
    target: { ratioToBare: TARGET_RATIO, p99Ms: TARGET_P99_MS, sqliteMet: meetsTarget },
    results,
  };
  fs.writeFileSync(path.join(outDir, 'contact-service.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(process.cwd(), path.join(outDir, 'contact-service.json'))}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
