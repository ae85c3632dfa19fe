/**
 * Throughput benchmark (not a test): accepted contact messages per second and p99 latency at
 * 50 concurrent connections over loopback, for a bare node:http server answering 201, the
 * contact service on SQLite, and on PostgreSQL; all servers run as child processes in the same run.
 *
 *   npx tsx contact-service/bench/throughput.ts
 *
 * Writes bench-results/contact-service.json at the repository root. Env: BENCH_DURATION_S (10),
 * BENCH_CONNECTIONS (50), TEST_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test),
 * BENCH_TARGETS (bare,sqlite,postgres: a subset while iterating).
 *
 * Besides the rates it reports the server's CPU time per accepted request (main thread, and the
 * whole process), read from /proc around the measured load: on a shared, noisy machine that
 * figure moves far less than requests per second.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { describeMachine, writeBenchResult } from '@games/shared/bench/results';
import type { MessageStore } from '../src/storage/message-store';
import { PostgresMessageStore } from '../src/storage/postgres-message-store';
import { SqliteMessageStore } from '../src/storage/sqlite-message-store';
import { spawnContactService, type ContactServiceProcess } from '../src/test-support/contact-service-process';
import { createPostgresTestSchema } from '../src/test-support/postgres-test-schema';
import { readProcessCpu, type ProcessCpu } from './process-cpu';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_S = 2;
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 20;
const TARGETS = new Set((process.env.BENCH_TARGETS ?? 'bare,sqlite,postgres').split(',').map((t) => t.trim()));

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
  /** 201 answers during warm-up and measurement; each carried an id. */
  acknowledged: number;
  /** Rows in storage afterwards (the store starts empty); null for the bare server. */
  stored: number | null;
  /** Requests sent but unanswered when autocannon stopped at a deadline (stored or not, never acknowledged). */
  cutOff: number;
  /** Every id answered with 201 is in storage, and no other row but cut-off requests; null for the bare server. */
  durable: boolean | null;
  /** Server CPU per accepted request during the measured load, in µs: event-loop thread, and all threads. */
  mainThreadCpuUsPerRequest: number | null;
  processCpuUsPerRequest: number | null;
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
  const answered = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + Number(count), 0);
  // autocannon stops at the deadline without waiting: these requests may be stored, never answered.
  const unanswered = Math.max(0, result.requests.sent - answered);
  return { result, accepted: Number(accepted), unanswered };
}

async function measure(target: string, service: ContactServiceProcess, openStore?: () => Promise<MessageStore>): Promise<Measurement> {
  const acknowledged: string[] = [];
  const warmUp = await load(service.url, WARM_UP_S, acknowledged);
  const cpuBefore = readProcessCpu(service.child.pid!);
  const { result, accepted, unanswered } = await load(service.url, DURATION_S, acknowledged);
  const cutOff = warmUp.unanswered + unanswered;
  const cpuAfter = readProcessCpu(service.child.pid!);
  service.child.kill('SIGTERM');
  await service.exited;
  const perRequest = (pick: (cpu: ProcessCpu) => number) =>
    cpuBefore && cpuAfter && accepted > 0 ? Math.round((pick(cpuAfter) - pick(cpuBefore)) / accepted) : null;

  let durable: boolean | null = null;
  let storedCount: number | null = null;
  if (openStore) {
    const store = await openStore();
    try {
      const stored = new Set((await store.list()).map((m) => m.id));
      storedCount = stored.size;
      const missing = acknowledged.filter((id) => !stored.has(id)).length;
      const extra = stored.size - acknowledged.length;
      // Every 201 is stored; any other row must be a request cut off unanswered at a deadline.
      durable = missing === 0 && acknowledged.length > 0 && extra <= cutOff;
      if (missing > 0) console.error(`${target}: ${missing} of ${acknowledged.length} acknowledged messages are not in storage`);
      if (extra > cutOff) console.error(`${target}: ${stored.size} rows stored for ${acknowledged.length} acknowledgements and ${cutOff} unanswered requests`);
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
    acknowledged: acknowledged.length,
    stored: storedCount,
    cutOff,
    durable,
    mainThreadCpuUsPerRequest: perRequest((cpu) => cpu.mainThreadUs),
    processCpuUsPerRequest: perRequest((cpu) => cpu.processUs),
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

const BARE_TARGET = 'bare node:http 201';
const SQLITE_TARGET = 'contact-service SQLite (WAL, synchronous=FULL, group commit)';
const RAISED_LIMITS = { RATE_LIMIT_PER_MINUTE: '1000000000', RATE_LIMIT_PER_DAY: '1000000000' };

async function main(): Promise<void> {
  const results: Measurement[] = [];
  console.log(`contact-service throughput: ${CONNECTIONS} connections, ${DURATION_S} s per target (+${WARM_UP_S} s warm-up), ${os.cpus().length} CPUs, load average ${describeMachine().loadAverage.join(' ')}`);

  if (TARGETS.has('bare')) results.push(await measure(BARE_TARGET, await spawnBareServer()));

  if (TARGETS.has('sqlite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-bench-'));
    const sqlitePath = path.join(dir, 'contact.sqlite');
    try {
      const service = await spawnContactService({ ...RAISED_LIMITS, SQLITE_PATH: sqlitePath });
      results.push(await measure(SQLITE_TARGET, service, async () => SqliteMessageStore.open(sqlitePath)));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  if (TARGETS.has('postgres')) {
    const schema = await createPostgresTestSchema();
    try {
      const service = await spawnContactService({ ...RAISED_LIMITS, DATABASE_URL: schema.databaseUrl });
      results.push(await measure('contact-service PostgreSQL', service, () => PostgresMessageStore.connect({ connectionString: schema.databaseUrl })));
    } finally {
      await schema.drop();
    }
  }

  const bare = results.find((r) => r.target === BARE_TARGET)?.acceptedPerSecond;
  if (bare) for (const r of results) r.ratioToBare = Math.round((r.acceptedPerSecond / bare) * 1000) / 1000;

  console.table(
    results.map((r) => ({
      target: r.target,
      'accepted/s': r.acceptedPerSecond,
      'ratio to bare': r.ratioToBare ?? '-',
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'main µs/req': r.mainThreadCpuUsPerRequest ?? '-',
      'process µs/req': r.processCpuUsPerRequest ?? '-',
      'non-2xx': r.rejected,
      errors: r.errors,
      '201s': r.acknowledged,
      'rows stored': r.stored ?? '-',
      'cut off': r.cutOff,
      durable: r.durable ?? '-',
    })),
  );
  const sqlite = results.find((r) => r.target === SQLITE_TARGET);
  const meetsTarget = sqlite !== undefined && (sqlite.ratioToBare ?? 0) >= TARGET_RATIO && sqlite.p99Ms <= TARGET_P99_MS && sqlite.durable === true;
  console.log(`SQLite target (>= ${TARGET_RATIO * 100}% of bare, p99 <= ${TARGET_P99_MS} ms, all durable): ${meetsTarget ? 'met' : 'NOT met'}`);

  const file = writeBenchResult('contact-service', {
    benchmark: 'contact-service throughput',
    settings: { connections: CONNECTIONS, durationSeconds: DURATION_S, warmUpSeconds: WARM_UP_S, bodyBytes: Buffer.byteLength(BODY) },
    target: { ratioToBare: TARGET_RATIO, p99Ms: TARGET_P99_MS, sqliteMet: meetsTarget },
    results,
  });
  console.log(`written ${path.relative(process.cwd(), file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
