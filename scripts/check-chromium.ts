import fs from 'node:fs';

/** End-to-end tests drive Debian's Chromium; say how to get it instead of failing obscurely. */
export const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export function findChromium(): string | undefined {
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
}

if (require.main === module) {
  const found = findChromium();
  if (!found) {
    console.error(
      [
        'No Chromium found for the end-to-end tests.',
        'Install Debian\'s Chromium:   sudo apt-get update && sudo apt-get install -y chromium',
        'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`end-to-end tests will use ${found}`);
}
