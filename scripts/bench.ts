import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPortal } from './bench/portal-server';
import { measureLongTasksWhilePlaying } from './bench/long-tasks.bench';
import { measurePortal } from './bench/portal.bench';
import { repoRoot } from './paths';

/**
 * `npm run bench`: timing figures belong here, never in pass/fail tests. Builds first if needed,
 * starts the portal on its own ports, measures it in Chromium, then runs every package's own
 * benchmark (remotes/<slug>/bench/*.bench.ts, contact-service/bench/throughput.ts).
 */
const resultsDir = path.join(repoRoot, 'bench-results');

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true });
  const portal = await startPortal(Number(process.env.BENCH_PORT_BASE ?? 28080));
  try {
    const figures = await measurePortal(portal.url, portal.remotesUrl, Number(process.env.BENCH_RUNS ?? 5));
    const targets = {
      jsBytesHome: `≤ ${130 * 1024} (130 KB)`,
      lcpHomeMs: '≤ 1500',
      loadToPlayable2048Ms: 'figure',
      clickToPlayable2048Ms: '≤ 300',
      ownJsBytes2048: `≤ ${15 * 1024} (15 KB)`,
    };
    console.log('\nPortal (median of runs; 4× CPU throttling for LCP and load-to-playable)');
    console.table(Object.entries(figures).map(([metric, value]) => ({ metric, value, target: targets[metric as keyof typeof targets] })));
    const longTasks = await measureLongTasksWhilePlaying(portal.url);
    console.log('\nMain-thread long tasks (> 50 ms) while playing, after each game has loaded');
    console.table(longTasks);
    fs.writeFileSync(path.join(resultsDir, 'portal.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures, longTasks }, null, 2)}\n`);

    if (process.env.BENCH_PORTAL_ONLY) return;
    const benches = [
      ...fs
        .readdirSync(path.join(repoRoot, 'remotes'))
        .flatMap((slug) => {
          const dir = path.join(repoRoot, 'remotes', slug, 'bench');
          return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).map((f) => path.join(dir, f)) : [];
        }),
      path.join(repoRoot, 'contact-service', 'bench', 'throughput.ts'),
    ].filter((f) => fs.existsSync(f));
    for (const file of benches) {
      console.log(`\n── ${path.relative(repoRoot, file)}`);
      const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, BENCH_URL: portal.url } });
      if (result.status !== 0) console.error(`${path.relative(repoRoot, file)} failed (exit ${result.status})`);
    }
  } finally {
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
