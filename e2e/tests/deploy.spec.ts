import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createHostApp } from '../../host/server/app';
import { hostConfigFromEnv } from '../../host/server/config';
import { startCephS3, type TestS3Server } from '../../scripts/remotes/ceph-s3-test-server';
import { S3ReleaseStore } from '../../scripts/remotes/release-store';
import { makeLive, publishVersion, rollbackRelease } from '../../scripts/remotes/releases';
import { registryEntryFor } from '../../scripts/remotes/registry-entry';
import { createRemotesApp } from '../../scripts/remotes/server';
import { E2E_DEPLOY_DIR, E2E_PORTS, REMOTES_URL } from '../support/env';

const repoRoot = path.resolve(__dirname, '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const { version: liveVersion } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes', '2048', 'package.json'), 'utf8')) as { version: string };

/** The manifest the host's HTML for /game/2048 tells the browser to preload (from the live registry). */
async function preloadedManifest(page: Page, hostUrl = ''): Promise<string | undefined> {
  const html = await (await page.request.get(`${hostUrl}/game/2048`)).text();
  return /<link rel="preload" as="fetch" href="([^"]+\/mf-manifest\.json)"/.exec(html)?.[1];
}

test('a game team deploys a new 2048 while the portal runs, then rolls back, without rebuilding the host', async ({ page }) => {
  test.setTimeout(240_000);
  const hostIndex = path.join(repoRoot, 'host', 'dist', 'index.html');
  const hostBuiltAt = fs.statSync(hostIndex).mtimeMs;

  await page.goto('/game/2048');
  await expect(page.getByTestId('game-version')).toHaveAttribute('value', liveVersion);
  expect(await preloadedManifest(page)).toBe(`${REMOTES_URL}/2048/${liveVersion}/mf-manifest.json`);

  const newVersion = `${liveVersion}-e2e.${Date.now()}`;
  const env = { ...process.env, REMOTES_DEPLOY_DIR: E2E_DEPLOY_DIR, DEPLOY_VERSION: newVersion };
  execFileSync(npm, ['run', 'deploy', '--prefix', 'remotes/2048'], { cwd: repoRoot, env, stdio: 'pipe' });
  expect(fs.existsSync(path.join(E2E_DEPLOY_DIR, '2048', newVersion, 'release.json'))).toBe(true);

  // A version is its bytes: other bytes under the same version are refused (here the manifest names another build).
  let refusal = '';
  try {
    execFileSync(npm, ['run', 'deploy', '--prefix', 'remotes/2048'], { cwd: repoRoot, env: { ...env, MF_BUILD_VERSION: 'other-bytes' }, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    refusal = String((error as { stderr?: string }).stderr);
  }
  expect(refusal).toContain(`2048 ${newVersion} is already published with other bytes`);

  // The page's preload hints follow the registry at once, like the game itself.
  expect(await preloadedManifest(page)).toBe(`${REMOTES_URL}/2048/${newVersion}/mf-manifest.json`);
  await page.reload();
  await expect(page.getByTestId('game-version')).toHaveAttribute('value', newVersion);
  await expect(page.getByTestId('board-2048')).toBeVisible();

  execFileSync(npm, ['run', 'rollback', '--prefix', 'remotes/2048', '--', liveVersion], { cwd: repoRoot, env, stdio: 'pipe' });
  expect(await preloadedManifest(page)).toBe(`${REMOTES_URL}/2048/${liveVersion}/mf-manifest.json`);
  await page.reload();
  await expect(page.getByTestId('game-version')).toHaveAttribute('value', liveVersion);
  await expect(page.getByTestId('board-2048')).toBeVisible();

  expect(fs.statSync(hostIndex).mtimeMs).toBe(hostBuiltAt);
});

test.describe('releases in object storage (a real S3 server: radosgw)', () => {
  let s3: TestS3Server;
  let store: S3ReleaseStore;
  const servers: Server[] = [];
  // A second portal beside the suite's: its remotes origin serves the bucket, its host reads the registry there.
  const hostUrl = `http://localhost:${E2E_PORTS.host + 10}`;
  const bucketOriginUrl = `http://localhost:${E2E_PORTS.host + 11}`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    s3 = await startCephS3();
    await s3.createBucket('games');
    Object.assign(process.env, s3.env);
    store = new S3ReleaseStore('s3://games/releases', s3.client());
    await publishVersion(store, { slug: '2048', version: liveVersion, dir: path.join(repoRoot, 'remotes', '2048', 'dist') }).then(({ record }) => makeLive(store, record));
    const listen = (app: ReturnType<typeof createRemotesApp>, port: number) =>
      new Promise<void>((resolve) => {
        servers.push(app.listen(port, '127.0.0.1', () => resolve()));
      });
    await listen(createRemotesApp(path.join(E2E_DEPLOY_DIR, 'unused'), { bucketUrl: store.where }), E2E_PORTS.host + 11);
    const config = hostConfigFromEnv({
      HOST_PORT: String(E2E_PORTS.host + 10),
      REGISTRY_URL: `${bucketOriginUrl}/registry.json`,
      SERVER_REGISTRY_URL: 's3://games/releases/registry.json',
      CONTACT_SERVICE_URL: `http://127.0.0.1:${E2E_PORTS.contact}`,
    });
    await listen(createHostApp(config), E2E_PORTS.host + 10);
  });

  test.afterAll(() => {
    for (const server of servers) server.close();
    s3?.stop();
  });

  test('an open page keeps loading the chunks of its version after a newer release, the next page load gets the new one, and a rollback the old', async ({ page }) => {
    test.setTimeout(120_000);
    const nextVersion = `${liveVersion}-e2e.next`;
    // The next release's files are uploaded before the page opens; it goes live while the page is loading.
    const { record: next } = await publishVersion(store, { slug: '2048', version: nextVersion, dir: path.join(repoRoot, 'remotes', '2048', 'dist'), registryEntry: registryEntryFor('2048', nextVersion) });

    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(bucketOriginUrl) && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    // Hold the game's module chunk (a slow network) until the newer release is live.
    let released!: () => void;
    const releaseLive = new Promise<void>((resolve) => (released = resolve));
    let heldUrl = '';
    await page.route(`${bucketOriginUrl}/2048/${liveVersion}/__federation_expose_Game.*.js`, async (route) => {
      heldUrl = route.request().url();
      await releaseLive;
      await route.continue();
    });
    await page.goto(`${hostUrl}/game/2048`);
    await expect.poll(() => heldUrl).not.toBe('');
    await makeLive(store, next);
    released();

    // The page that started with the old version finishes loading it from the origin, after the release.
    await expect(page.getByTestId('board-2048')).toBeVisible();
    await expect(page.getByTestId('game-version')).toHaveAttribute('value', liveVersion);
    expect(heldUrl).toContain(`/2048/${liveVersion}/`);

    await page.unrouteAll();
    await page.reload();
    await expect(page.getByTestId('board-2048')).toBeVisible();
    await expect(page.getByTestId('game-version')).toHaveAttribute('value', nextVersion);
    expect(await preloadedManifest(page, hostUrl)).toBe(`${bucketOriginUrl}/2048/${nextVersion}/mf-manifest.json`);

    // A rollback is one registry write in the bucket; the next page load has it.
    await rollbackRelease(store, '2048', liveVersion);
    await page.reload();
    await expect(page.getByTestId('board-2048')).toBeVisible();
    await expect(page.getByTestId('game-version')).toHaveAttribute('value', liveVersion);
    expect(await preloadedManifest(page, hostUrl)).toBe(`${bucketOriginUrl}/2048/${liveVersion}/mf-manifest.json`);
    expect(failed).toEqual([]);
  });
});
