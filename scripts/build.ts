import path from 'node:path';
import { hostDir } from './paths';
import { buildPackage, listRemotes, runLimited } from './webpack-build';

/** `npm run build`: the host and every remote into their dist folders (`-- --only remotes|host` for one side). */
async function main() {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const started = Date.now();
  const jobs = [
    ...(only === 'remotes' ? [] : [{ label: 'host', dir: hostDir }]),
    ...(only === 'host' ? [] : listRemotes().map((r) => ({ label: r.slug, dir: r.dir }))),
  ];
  await runLimited(jobs, Number(process.env.BUILD_CONCURRENCY ?? 2), async (job) => {
    const t = Date.now();
    await buildPackage(job.dir);
    console.log(`built ${job.label} → ${path.relative(process.cwd(), path.join(job.dir, 'dist'))} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  });
  console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
