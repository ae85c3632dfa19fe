import fs from 'node:fs';
import path from 'node:path';
import { remoteFirstLoadBytes } from '/work/main/scripts/bench/remote-first-load-bytes';
(async () => {
  for (const slug of fs.readdirSync('/work/main/remotes')) {
    const dist = path.join('/work/main/remotes', slug, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    const r = await remoteFirstLoadBytes(slug, 'file:///x/mf-manifest.json', async (url) => fs.readFileSync(path.join(dist, new URL(url).pathname.replace(/^\/x\//, ''))));
    const over = r.gzipBytes > r.budgetBytes;
    console.log(`${over ? 'OVER' : 'ok  '} ${slug} ${(r.gzipBytes/1024).toFixed(2)} / ${(r.budgetBytes/1024).toFixed(0)}`);
  }
})();
