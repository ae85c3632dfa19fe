/**
 * Host capacity benchmark (not a test): pages per second one host process serves, compressed, for `/` and
 * a game page, beside a bare node:http server answering the same bytes, in the same run: the figures the
 * README's capacity model rests on.
 *
 *   npx tsx scripts/bench/host-throughput.ts
 *
 * Env: BENCH_DURATION_S (10), BENCH_CONNECTIONS (50), BENCH_PORT_BASE (28180). Writes
 * bench-results/host-throughput.json.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { describeMachine, writeBenchResult } from '@games/shared/bench/results';
import { startPortal } from './portal-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATHS = ['/', '/game/2048'];
const ENCODING = { 'accept-encoding': 'br, gzip' };

interface Rate {
  path: string;
  target: 'host' | 'bare';
  requestsPerSecond: number;
  p99Ms: number;
  bytesPerPage: number;
  errors: number;
}

async function measure(url: string, pagePath: string): Promise<{ requestsPerSecond: number; p99Ms: number; errors: number }> {
  // A short warm-up first (JIT, connection pools), then the measured run.
  await autocannon({ url: `${url}${pagePath}`, connections: CONNECTIONS, duration: 2, headers: ENCODING });
  const result = await autocannon({ url: `${url}${pagePath}`, connections: CONNECTIONS, duration: DURATION_S, headers: ENCODING });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

function fetchRaw(url: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: ENCODING }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = { 'content-type': String(res.headers['content-type'] ?? 'text/html') };
          if (res.headers['content-encoding']) headers['content-encoding'] = String(res.headers['content-encoding']);
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

async function startBare(pages: Array<{ path: string; headers: Record<string, string>; body: Buffer }>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bare-http-server.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(pages.map((p) => ({ ...p, body: p.body.toString('base64') }))));
  const line = await new Promise<string>((resolve) => readline.createInterface({ input: child.stdout }).once('line', resolve));
  return { url: (JSON.parse(line) as { url: string }).url, stop: () => child.kill('SIGTERM') };
}

async function main() {
  const portal = await startPortal(Number(process.env.BENCH_PORT_BASE ?? 28180));
  const rates: Rate[] = [];
  try {
    // The exact bytes as sent (node:http, which does not decompress), so the bare server sends the same.
    const pages = await Promise.all(PATHS.map((pagePath) => fetchRaw(`${portal.url}${pagePath}`).then((raw) => ({ path: pagePath, ...raw }))));
    const bare = await startBare(pages);
    try {
      for (const page of pages) {
        for (const [target, url] of [['host', portal.url], ['bare', bare.url]] as const) {
          const rate = await measure(url, page.path);
          rates.push({ path: page.path, target, bytesPerPage: page.body.length, ...rate });
          console.log(`${target.padEnd(4)} ${page.path.padEnd(11)} ${String(rate.requestsPerSecond).padStart(6)} pages/s  p99 ${rate.p99Ms} ms  (${page.body.length} B as sent, ${page.headers['content-encoding'] ?? 'identity'})`);
        }
      }
    } finally {
      bare.stop();
    }
  } finally {
    await portal.stop();
  }
  writeBenchResult('host-throughput', { date: new Date().toISOString(), machine: describeMachine(), loadAverage: os.loadavg(), connections: CONNECTIONS, durationS: DURATION_S, rates });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
