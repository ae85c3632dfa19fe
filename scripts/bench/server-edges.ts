import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../paths';
import { startPortal } from './portal-server';

/**
 * The servers' edges under load and fault, measured against the portal started as `npm start` starts it
 * (host, remotes origin, contact service on SQLite): oversize bodies, stalled uploads, slowloris, malformed
 * requests, and readiness while another process holds SQLite's write lock. Timings live here, not in tests.
 *
 *   npx tsx scripts/bench/server-edges.ts      → bench-results/server-edges.json
 *
 * Loopback only; every loop is bounded. SIGKILL durability and idempotency are measured by
 * contact-service/src/reliability/crash.test.ts (CRASH_TEST_MESSAGES=2000 for the audit's size).
 */
const PORT_BASE = Number(process.env.EDGES_PORT_BASE ?? 18320);
const hostPort = PORT_BASE;
const remotesPort = PORT_BASE + 1;
const contactPort = PORT_BASE + 2;
const sqlitePath = path.join(repoRoot, '.data', `bench-${PORT_BASE}`, 'contact.sqlite');
const MB = 1024 * 1024;

interface Outcome {
  status?: number;
  error?: string;
  ms: number;
}

/** One POST of `bytes` in 64 KB writes on its own connection; keepAlive false sends Connection: close. */
function upload(port: number, bytes: number, keepAlive: boolean, declared = true): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
    if (declared) headers['content-length'] = bytes;
    const req = http.request({ host: '127.0.0.1', port, path: '/api/contact', method: 'POST', headers, agent: keepAlive ? new http.Agent({ keepAlive: true }) : false });
    const outcome: Outcome = { ms: 0 };
    req.on('response', (res) => {
      outcome.status = res.statusCode;
      res.resume();
    });
    req.on('error', (error: NodeJS.ErrnoException) => (outcome.error ??= error.code ?? error.message));
    req.on('close', () => resolve({ ...outcome, ms: performance.now() - started }));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const more = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  });
}

/** Sends `text`, then nothing; resolves with the status line received (if any) and when the socket closed. */
function stall(port: number, text: string, trickleMs?: number, maxMs = 60_000): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    const trickle = trickleMs ? setInterval(() => socket.write(`X-Slow-${Math.random().toString(36).slice(2, 6)}: 1\r\n`), trickleMs) : undefined;
    const guard = setTimeout(() => socket.destroy(), maxMs);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      clearTimeout(guard);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve({ status: status ? Number(status) : undefined, error: status ? undefined : 'closed without an answer', ms: performance.now() - started });
    });
  });
}

/** One raw request; the status it got (as soon as its status line arrives), or how the connection ended. */
function raw(port: number, text: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text, 'latin1'));
    let answer = '';
    let settled = false;
    const settle = (outcome: Omit<Outcome, 'ms'>) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ ...outcome, ms: performance.now() - started });
    };
    // 35 s: a request whose declared body never completes is answered 408 by the 30 s request limit.
    const guard = setTimeout(() => settle({ error: 'no answer in 35 s' }), 35_000);
    socket.on('data', (chunk) => {
      answer += chunk;
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      if (status) {
        clearTimeout(guard);
        settle({ status: Number(status) });
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(guard);
      settle({ error: 'closed without an answer' });
    });
  });
}

const count = (outcomes: Outcome[]) => {
  const byResult: Record<string, number> = {};
  for (const o of outcomes) byResult[o.status ? String(o.status) : (o.error ?? '?')] = (byResult[o.status ? String(o.status) : (o.error ?? '?')] ?? 0) + 1;
  return byResult;
};
const seconds = (outcomes: Outcome[]) => {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return { min: round(ms[0] / 1000), median: round(ms[Math.floor(ms.length / 2)] / 1000), max: round(ms[ms.length - 1] / 1000) };
};
const round = (n: number) => Math.round(n * 10) / 10;

/** Requests a malformed-input audit sends: broken request lines, encodings, lengths, headers and bodies. */
function malformedRequests(target: 'host' | 'remotes' | 'contact'): string[] {
  const paths = target === 'contact' ? ['/api/contact', '/healthz', '/readyz', '/api/contact/'] : target === 'host' ? ['/', '/game/2048', '/assets/x.js', '/api/contact', '/api/load-failures'] : ['/registry.json', '/2048/1.0.0/mf-manifest.json', '/x.js'];
  const bad = ['/%zz', '/%', '/a%00.js', '/assets/a%00.js', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%c0%ae%c0%ae/x.js', `/${'a'.repeat(9000)}`, '/\u00ff', '//double//slash.js', '/a.js%00.br', '/?%zz=1'];
  const requests: string[] = [];
  for (const p of [...paths, ...bad]) {
    requests.push(
      `GET ${p} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br, gzip\r\n\r\n`,
      `HEAD ${p} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `BREW ${p} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET ${p} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      `GET ${p} HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n`,
      `GET ${p} HTTP/9.9\r\nHost: x\r\n\r\n`,
      `GET ${p}\r\n\r\n`,
      `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}`,
      `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}`,
      `POST ${p} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      `POST ${p} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n`,
      `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{"name":`,
      `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json; charset=utf-16\r\nContent-Length: 2\r\n\r\n{}`,
      `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 4\r\n\r\nnope`,
      `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 4\r\n\r\nnope`,
      `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nIdempotency-Key: x\r\nContent-Length: 4\r\n\r\nnull`,
      `OPTIONS ${p} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `DELETE ${p} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET ${p} HTTP/1.1\r\n\r\n`,
      `\x00\x01\x02 ${p} HTTP/1.1\r\n\r\n`,
    );
  }
  return requests;
}

/** Holds SQLite's write lock from another process until the returned function is called. */
async function holdWriteLock(file: string): Promise<() => Promise<void>> {
  const script = `const db = require('better-sqlite3')(process.argv[1]); db.pragma('busy_timeout = 5000'); db.exec('BEGIN IMMEDIATE'); console.log('locked'); process.stdin.on('end', () => { db.exec('ROLLBACK'); process.exit(0); }).resume();`;
  const child = spawn(process.execPath, ['-e', script, file], { cwd: path.join(repoRoot, 'contact-service'), stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise((resolve) => readline.createInterface({ input: child.stdout! }).once('line', resolve));
  return () =>
    new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.stdin!.end();
    });
}

async function timed(url: string, init?: RequestInit): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { error: String(error), ms: performance.now() - started };
  }
}

async function main() {
  console.log(`starting the portal on ${hostPort}–${contactPort}…`);
  const portal = await startPortal(PORT_BASE);
  const results: Record<string, unknown> = {};
  const step = (name: string) => console.log(`  ${name}…`);
  try {
    step('oversize bodies');
    // Oversize bodies through the host: 1 MB each, many at once, with keep-alive; then clients without it.
    for (const clients of [64, 128]) {
      results[`oversize 1 MB × ${clients} (keep-alive)`] = count(await Promise.all(Array.from({ length: clients }, () => upload(hostPort, MB, true))));
    }
    results['oversize 4 MB × 32 (Connection: close)'] = count(await Promise.all(Array.from({ length: 32 }, (_, i) => upload(hostPort, 4 * MB, false, i % 4 !== 3))));

    step('stalled uploads and slowloris (about 35 s)');
    // Stalled uploads and slowloris, against every server at once.
    const stalledBody = 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":';
    const slowHeaders = 'GET / HTTP/1.1\r\nHost: x\r\n';
    const probes: Outcome[] = [];
    const probing = setInterval(() => void timed(`http://127.0.0.1:${hostPort}/healthz`).then((o) => probes.push(o)), 1_000);
    const [hostStalled, contactStalled, hostLoris, remotesLoris, contactLoris] = await Promise.all([
      Promise.all(Array.from({ length: 16 }, () => stall(hostPort, stalledBody))),
      Promise.all(Array.from({ length: 16 }, () => stall(contactPort, stalledBody))),
      Promise.all(Array.from({ length: 100 }, () => stall(hostPort, slowHeaders, 2_000))),
      Promise.all(Array.from({ length: 100 }, () => stall(remotesPort, slowHeaders, 2_000))),
      Promise.all(Array.from({ length: 100 }, () => stall(contactPort, slowHeaders, 2_000))),
    ]);
    clearInterval(probing);
    results['stalled upload → host'] = { ...count(hostStalled), seconds: seconds(hostStalled) };
    results['stalled upload → contact service'] = { ...count(contactStalled), seconds: seconds(contactStalled) };
    results['slowloris × 100 → host'] = { ...count(hostLoris), closedAfterSeconds: seconds(hostLoris) };
    results['slowloris × 100 → remotes'] = { ...count(remotesLoris), closedAfterSeconds: seconds(remotesLoris) };
    results['slowloris × 100 → contact service'] = { ...count(contactLoris), closedAfterSeconds: seconds(contactLoris) };
    results['health probes meanwhile (host)'] = { ...count(probes), slowestMs: Math.round(Math.max(...probes.map((p) => p.ms))) };

    step('malformed requests');
    // Malformed requests: no 5xx from any server.
    for (const [target, port] of [['host', hostPort], ['remotes', remotesPort], ['contact', contactPort]] as const) {
      const outcomes: Outcome[] = [];
      for (const request of malformedRequests(target)) outcomes.push(await raw(port, request));
      const byResult = count(outcomes);
      results[`malformed × ${outcomes.length} → ${target}`] = { fiveXX: outcomes.filter((o) => (o.status ?? 0) >= 500).length, ...byResult };
    }

    step('readiness with the write lock held elsewhere (20 s)');
    // Readiness while another process holds SQLite's write lock for 20 s.
    if (fs.existsSync(sqlitePath)) {
      const release = await holdWriteLock(sqlitePath);
      const [ready, post] = await Promise.all([
        timed(`http://127.0.0.1:${contactPort}/readyz`),
        timed(`http://127.0.0.1:${hostPort}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Lock test' }) }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 20_000 - Math.max(ready.ms, post.ms)));
      await release();
      const after = await timed(`http://127.0.0.1:${contactPort}/readyz`);
      results['write lock held by another process'] = { readyz: ready.status, readyzMs: Math.round(ready.ms), post: post.status, postMs: Math.round(post.ms), readyzAfterRelease: after.status };
    }
  } finally {
    await portal.stop();
  }
  console.log(JSON.stringify(results, null, 2));
  fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'bench-results', 'server-edges.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
