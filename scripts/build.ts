import path from 'node:path';
import { hostDir } from './paths';
import { buildPackage, listRemotes, runLimited } from './webpack-build';

/** `npm run build`: the host and every remote into their dist folders. */
async function main() {
  const started = Date.now();
  const remotes = listRemotes();
  const jobs = [{ label: 'host', dir: hostDir }, ...remotes.map((r) => ({ label: r.slug, dir: r.dir }))];
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
