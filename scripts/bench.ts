import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describeMachine } from '@games/shared/bench/results';
import { startBarePage } from './bench/bare-page/server';
import { startOriginal2048 } from './bench/original-2048/server';
import { startPortal } from './bench/portal-server';
import { measureLongTasksWhilePlaying, type LongTaskFigures } from './bench/long-tasks.bench';
import { measurePortal } from './bench/portal.bench';
import { measureClickEveryGame } from './bench/click-every-game.bench';
import { allRemotesFirstLoadBytes } from './bench/remote-first-load-bytes';
import { clickRows, contactServiceRows, fallingStarsRows, formatMarkdown, formatTable, longTaskRows, portalRows, remoteBytesRows, type ReportRow } from './bench/report';
import { repoRoot } from './paths';

/**
 * `npm run bench`: timing figures belong here, never in pass/fail tests. Starts the portal on its own
 * ports (as `npm start` does) and the bare 2048 page beside it, measures both in Chromium, then runs
 * every package's own benchmark (remotes/<slug>/bench/*.bench.ts, contact-service/bench/throughput.ts)
 * and prints one table: bench-results/report.json and report.md.
 *
 *   npm run bench                  everything (BENCH_RUNS=5 page loads of each kind)
 *   npm run bench -- --quick       portal, bare page and byte budgets only (BENCH_RUNS=3); the package
 *                                  figures come from their last results (BENCH_PORTAL_ONLY=1 does the same)
 *   npm run bench -- --markdown    also print the table as Markdown (for the README)
 *   BENCH_GAMES=a,b npm run bench  the long-task and click measures for those games only
 *   BENCH_CLICKS=1 (with --quick)  also the click-to-playable of every game (BENCH_CLICK_RUNS each, default 3)
 */
const resultsDir = path.join(repoRoot, 'bench-results');
const quick = process.argv.includes('--quick') || Boolean(process.env.BENCH_PORTAL_ONLY);
const markdown = process.argv.includes('--markdown');

function runPackageBenches(portalUrl: string) {
  const benches = [
    ...fs.readdirSync(path.join(repoRoot, 'remotes')).flatMap((slug) => {
      const dir = path.join(repoRoot, 'remotes', slug, 'bench');
      return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).map((f) => path.join(dir, f)) : [];
    }),
    path.join(repoRoot, 'contact-service', 'bench', 'throughput.ts'),
  ].filter((f) => fs.existsSync(f));
  for (const file of benches) {
    console.log(`\n── ${path.relative(repoRoot, file)}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, BENCH_URL: portalUrl } });
    if (result.status !== 0) console.error(`${path.relative(repoRoot, file)} failed (exit ${result.status})`);
  }
}

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true });
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 28080);
  const runs = Number(process.env.BENCH_RUNS ?? (quick ? 3 : 5));
  const portal = await startPortal(portBase);
  const rows: ReportRow[] = [];
  let longTasks: LongTaskFigures[] | undefined;
  try {
    console.log('building the bare 2048 page (scripts/bench/bare-page)…');
    // The portal takes base … base+4 (host, remotes, contact service, and the two metrics ports after it).
    const bare = await startBarePage(portBase + 5);
    const original = await startOriginal2048(portBase + 6);
    let figures;
    try {
      console.log(`measuring the portal, the bare page and the original 2048 (${runs} runs)…`);
      figures = await measurePortal({ url: portal.url, remotesUrl: portal.remotesUrl, bareUrl: bare.url, originalUrl: original.url, runs, log: (line) => console.log(`  ${line}`) });
    } finally {
      await bare.stop();
      await original.stop();
    }
    const remotes = await allRemotesFirstLoadBytes(`${portal.remotesUrl}/registry.json`);
    fs.writeFileSync(path.join(resultsDir, 'portal.json'), `${JSON.stringify({ date: new Date().toISOString(), machine: describeMachine(), runs, ...figures, remotes }, null, 2)}\n`);
    rows.push(...portalRows(figures), ...remoteBytesRows(remotes));
    if (!quick || process.env.BENCH_CLICKS) {
      console.log('measuring click-to-playable from the gallery for every game (1× and 4×)…');
      const clicks = await measureClickEveryGame(portal.url, { runs: Number(process.env.BENCH_CLICK_RUNS ?? 3), log: (line) => console.log(`  ${line}`) });
      fs.writeFileSync(path.join(resultsDir, 'clicks.json'), `${JSON.stringify({ date: new Date().toISOString(), machine: describeMachine(), clicks }, null, 2)}\n`);
      rows.push(...clickRows(clicks));
    }
    if (!quick) {
      longTasks = await measureLongTasksWhilePlaying(portal.url);
      rows.push(...longTaskRows(longTasks));
      runPackageBenches(portal.url);
    }
  } finally {
    await portal.stop();
  }
  rows.push(...fallingStarsRows(resultsDir), ...contactServiceRows(resultsDir));

  const report = { date: new Date().toISOString(), machine: describeMachine(), mode: quick ? 'quick' : 'full', rows, longTasks };
  fs.writeFileSync(path.join(resultsDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, 'report.md'), `${formatMarkdown(rows)}\n`);
  console.log(`\nPerformance report (${quick ? 'quick: package figures from their last results' : 'full'}; medians; load average ${report.machine.loadAverage.join(' ')})\n`);
  console.log(formatTable(rows));
  if (markdown) console.log(`\n${formatMarkdown(rows)}`);
  console.log(`\nwritten bench-results/report.json and bench-results/report.md`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
