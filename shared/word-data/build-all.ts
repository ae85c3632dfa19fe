// `npm run word-data [-- <slug>…]`: runs every game's data builder (remotes/<slug>/data-build/build-data.ts,
// exporting `buildData(): BuiltFiles`), writes the files it returns into that remote and the build's manifest
// (data-build/built.json: what it was built from, see manifest.ts).
// `npm run word-data -- --check [<slug>…]`: rebuilds and compares with the committed files, writing nothing;
// exits 1 when any differ (the full proof behind the manifest test; quartiles takes about two CPU minutes).
import fs from 'node:fs';
import path from 'node:path';
import { staleBuiltFiles, writeBuiltFiles, type BuiltFiles } from './assets';
import { MANIFEST_PATH, manifestJson, manifestOf } from './manifest';

const remotesDir = path.resolve(__dirname, '..', '..', 'remotes');

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const only = args.filter((arg) => arg !== '--check');
  const slugs = fs
    .readdirSync(remotesDir)
    .filter((slug) => fs.existsSync(path.join(remotesDir, slug, 'data-build', 'build-data.ts')))
    .filter((slug) => only.length === 0 || only.includes(slug));
  if (slugs.length === 0) throw new Error(`no data builder found${only.length ? ` for ${only.join(', ')}` : ''}`);
  let stale = 0;
  for (const slug of slugs) {
    const started = Date.now();
    const remoteDir = path.join(remotesDir, slug);
    const builder = (await import(path.join(remoteDir, 'data-build', 'build-data.ts'))) as { buildData: () => BuiltFiles | Promise<BuiltFiles> };
    const files = await builder.buildData();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (check) {
      const differ = staleBuiltFiles(remoteDir, files);
      stale += differ.length;
      console.log(`${slug}: ${differ.length === 0 ? 'the committed data is what the pipeline builds' : `differs from its build: ${differ.join(', ')}`}, ${seconds} s`);
      continue;
    }
    const written = writeBuiltFiles(remoteDir, files);
    fs.writeFileSync(path.join(remoteDir, MANIFEST_PATH), manifestJson(manifestOf(remoteDir, files)));
    const bytes = written.reduce((sum, file) => sum + fs.statSync(file).size, 0);
    console.log(`${slug}: ${written.length} file(s), ${(bytes / 1024).toFixed(1)} KB, ${seconds} s`);
  }
  if (stale > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
