import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DEPLOY_DIR, REMOTES_URL } from '../support/env';

const repoRoot = path.resolve(__dirname, '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The manifest the host's HTML for /game/2048 tells the browser to preload (from the live registry). */
async function preloadedManifest(page: Page): Promise<string | undefined> {
  const html = await (await page.request.get('/game/2048')).text();
  return /<link rel="preload" as="fetch" href="([^"]+\/mf-manifest\.json)"/.exec(html)?.[1];
}

test('a game team deploys a new 2048 while the portal runs, then rolls back, without rebuilding the host', async ({ page }) => {
  test.setTimeout(180_000);
  const hostIndex = path.join(repoRoot, 'host', 'dist', 'index.html');
  const hostBuiltAt = fs.statSync(hostIndex).mtimeMs;
  const { version: liveVersion } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes', '2048', 'package.json'), 'utf8')) as { version: string };

  await page.goto('/game/2048');
  await expect(page.getByTestId('game-version')).toContainText(`version ${liveVersion}`);
  expect(await preloadedManifest(page)).toBe(`${REMOTES_URL}/2048/${liveVersion}/mf-manifest.json`);

  const newVersion = `${liveVersion}-e2e.${Date.now()}`;
  const env = { ...process.env, REMOTES_DEPLOY_DIR: E2E_DEPLOY_DIR, DEPLOY_VERSION: newVersion };
  execFileSync(npm, ['run', 'deploy', '-w', 'remotes/2048'], { cwd: repoRoot, env, stdio: 'pipe' });
  expect(fs.existsSync(path.join(E2E_DEPLOY_DIR, '2048', newVersion, 'mf-manifest.json'))).toBe(true);

  // Deployed versions are immutable: the same version cannot be deployed twice.
  expect(() => execFileSync(npm, ['run', 'deploy', '-w', 'remotes/2048'], { cwd: repoRoot, env, stdio: 'pipe' })).toThrow();

  // The page's preload hints follow the registry at once, like the game itself.
  expect(await preloadedManifest(page)).toBe(`${REMOTES_URL}/2048/${newVersion}/mf-manifest.json`);
  await page.reload();
  await expect(page.getByTestId('game-version')).toContainText(`version ${newVersion}`);
  await expect(page.getByTestId('board-2048')).toBeVisible();

  execFileSync(npm, ['run', 'rollback', '-w', 'remotes/2048', '--', liveVersion], { cwd: repoRoot, env, stdio: 'pipe' });
  expect(await preloadedManifest(page)).toBe(`${REMOTES_URL}/2048/${liveVersion}/mf-manifest.json`);
  await page.reload();
  await expect(page.getByTestId('game-version')).toContainText(`version ${liveVersion}`);
  await expect(page.getByTestId('board-2048')).toBeVisible();

  expect(fs.statSync(hostIndex).mtimeMs).toBe(hostBuiltAt);
});
