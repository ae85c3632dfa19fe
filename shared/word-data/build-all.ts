// `npm run word-data [-- <slug>…]`: runs every game's data builder (remotes/<slug>/data-build/build-data.ts,
// exporting `buildData(): BuiltFiles`) and writes the files it returns into that remote.
import fs from 'node:fs';
import path from 'node:path';
import { writeBuiltFiles, type BuiltFiles } from './assets';

const remotesDir = path.resolve(__dirname, '..', '..', 'remotes');

async function main() {
  const only = process.argv.slice(2);
  const slugs = fs
    .readdirSync(remotesDir)
    .filter((slug) => fs.existsSync(path.join(remotesDir, slug, 'data-build', 'build-data.ts')))
    .filter((slug) => only.length === 0 || only.includes(slug));
  if (slugs.length === 0) throw new Error(`no data builder found${only.length ? ` for ${only.join(', ')}` : ''}`);
  for (const slug of slugs) {
    const started = Date.now();
    const builder = (await import(path.join(remotesDir, slug, 'data-build', 'build-data.ts'))) as { buildData: () => BuiltFiles | Promise<BuiltFiles> };
    const files = await builder.buildData();
    const written = writeBuiltFiles(path.join(remotesDir, slug), files);
    const bytes = written.reduce((sum, file) => sum + fs.statSync(file).size, 0);
    console.log(`${slug}: ${written.length} file(s), ${(bytes / 1024).toFixed(1)} KB, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
