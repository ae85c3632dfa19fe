/**
 * Capacity benchmark (not a test): CPU time one request costs the host and the remotes origin, each in its
 * own process as a pod runs it, for the README's capacity model and the autoscalers' CPU requests. CPU
 * time per request (the process's user + system time over a fixed number of requests) holds up on a busy
 * machine far better than requests per second, which are printed beside it for reference only.
 *
 *   npx tsx scripts/bench/capacity.ts
 *
 * Env: BENCH_REQUESTS (3000 per path), BENCH_CONNECTIONS (20), BENCH_PORT_BASE (28280; the next three ports too:
 * remotes, then the host's and the remotes' metrics, served as in production).
 * Writes bench-results/capacity.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { describeMachine, writeBenchResult } from '@games/shared/bench/results';
import { repoRoot } from '../paths';
import { releaseLocalBuild } from '../remotes/local-releases';
import { listRemotes } from '../webpack-build';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 28280);
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function startServer(entry: string, env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], { cwd: repoRoot, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const deadline = Date.now() + 60_000; ; ) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return child;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The bytes as sent (node:http does not decompress) and their encoding. */
function rawResponse(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      })
      .on('error', reject);
  });
}

interface Measure {
  server: 'host' | 'remotes';
  path: string;
  encoding: string;
  cpuMsPerRequest: number;
  requestsPerSecond: number;
  bytes: number;
  errors: number;
}

async function measure(server: Measure['server'], child: ChildProcess, url: string, pagePath: string, encoding: string): Promise<Measure> {
  const headers = { 'accept-encoding': encoding };
  // `amount` (a fixed number of requests) is an autocannon option its type definitions leave out.
  const run = (amount: number) => autocannon({ url: `${url}${pagePath}`, connections: CONNECTIONS, amount, headers } as Parameters<typeof autocannon>[0]);
  await run(500); // warm-up (JIT, caches)
  const before = cpuMs(child.pid!);
  const result = await run(REQUESTS);
  const cpu = cpuMs(child.pid!) - before;
  const sent = await rawResponse(`${url}${pagePath}`, headers);
  return {
    server,
    path: pagePath,
    encoding: sent.encoding,
    cpuMsPerRequest: Math.round((cpu / REQUESTS) * 1000) / 1000,
    requestsPerSecond: Math.round(result.requests.average),
    bytes: sent.bytes,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capacity-'));
  const deployDir = path.join(dataDir, 'remotes');
  const dist = path.join(repoRoot, 'remotes', '2048', 'dist');
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes', '2048', 'package.json'), 'utf8')) as { version: string };
  // Every built game, as `npm start` releases them: the gallery draws a card for each game the registry lists,
  // so a registry of one game would measure a page a fifth of the real one's size.
  for (const remote of listRemotes()) {
    const built = path.join(remote.dir, 'dist');
    if (fs.existsSync(path.join(built, 'mf-manifest.json'))) await releaseLocalBuild(deployDir, { slug: remote.slug, version: remote.version, dir: built });
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { exposes: Array<{ name: string; assets: { js: { sync: string[] } } }> };
  const gameChunk = manifest.exposes.find((e) => e.name === 'Game')!.assets.js.sync.at(-1)!;

  const remotesUrl = `http://127.0.0.1:${PORT_BASE + 1}`;
  const hostUrl = `http://127.0.0.1:${PORT_BASE}`;
  const remotes = await startServer('scripts/remotes/main.ts', { REMOTES_PORT: String(PORT_BASE + 1), REMOTES_BIND: '127.0.0.1', REMOTES_DEPLOY_DIR: deployDir, METRICS_PORT: String(PORT_BASE + 3) }, remotesUrl);
  const host = await startServer('host/server/main.ts', { HOST_PORT: String(PORT_BASE), HOST_BIND: '127.0.0.1', REMOTES_PORT: String(PORT_BASE + 1), REGISTRY_URL: `${remotesUrl}/registry.json`, METRICS_PORT: String(PORT_BASE + 2) }, hostUrl);
  const results: Measure[] = [];
  try {
    for (const [server, child, url, pagePath, encoding] of [
      ['host', host, hostUrl, '/', 'br, gzip'],
      ['host', host, hostUrl, '/', 'identity'],
      ['host', host, hostUrl, '/game/2048', 'br, gzip'],
      ['remotes', remotes, remotesUrl, '/registry.json', 'br, gzip'],
      ['remotes', remotes, remotesUrl, `/2048/${version}/remoteEntry.js`, 'br, gzip'],
      ['remotes', remotes, remotesUrl, `/2048/${version}/${gameChunk}`, 'br, gzip'],
    ] as const) {
      const m = await measure(server, child, url, pagePath, encoding);
      results.push(m);
      console.log(`${server.padEnd(7)} ${pagePath.padEnd(48)} ${m.cpuMsPerRequest.toFixed(3)} ms CPU/request  ${String(m.requestsPerSecond).padStart(6)} req/s  ${m.bytes} B ${m.encoding}  errors ${m.errors}`);
    }
  } finally {
    host.kill('SIGTERM');
    remotes.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const machine = describeMachine();
  console.log(`machine: ${JSON.stringify(machine)}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  writeBenchResult('capacity.json', { machine, loadAverage: os.loadavg(), requests: REQUESTS, connections: CONNECTIONS, results });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
