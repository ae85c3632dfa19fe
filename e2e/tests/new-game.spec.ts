import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { retireGame } from '../../scripts/remotes/catalog-entry';
import { publishRemote } from '../../scripts/remotes/publish';
import { FolderReleaseStore } from '../../scripts/remotes/release-store';
import { readRegistryFile } from '../../scripts/remotes/registry-file';
import { buildPackage } from '../../scripts/webpack-build';
import { solve } from '../../scripts/new-game/template/src/logic/solver';
import { closeFirstVisitHelp } from '../support/first-visit';
import { E2E_DATA_DIR, E2E_DEPLOY_DIR, REMOTES_URL } from '../support/env';
import { REMOTES_DIR } from '../support/remotes';

const repoRoot = path.resolve(__dirname, '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// A game team's first hour, as the game-team guide tells it: `npm run new-game` for a game the portal has
// never heard of, build and deploy it while the portal runs, find it in the gallery and play it to a win, then
// retire it with a registry change. The portal is not rebuilt or restarted, and nothing in the repository
// changes but the game's own folder. The game is generated under the e2e data folder (inside the repository,
// so it finds the root node_modules; git ignores it) rather than into remotes/.
test('a game made by npm run new-game is built, deployed into the running portal, listed, played to a win and retired', async ({ page, request }) => {
  test.setTimeout(180_000);
  const root = path.join(E2E_DATA_DIR, 'new-game');
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const slug = ['lights-out', 'lights-out-2', 'lights-out-3'].find((name) => !fs.existsSync(path.join(REMOTES_DIR, name)))!;
  const hostBuild = hostBuildStamp();
  const repositoryBefore = repositoryChanges();

  execFileSync(npm, ['run', 'new-game', '--', slug, '--root', root], { cwd: repoRoot, stdio: 'pipe' });
  const dir = path.join(root, slug);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  // What `npm run deploy` does, for a folder outside remotes/: one build, straight into the deploy folder,
  // and the release (with its catalogue record) made live in the registry.
  const release = `${version}-e2e.${Date.now()}`;
  try {
    await publishRemote(E2E_DEPLOY_DIR, slug, release, (staging) => buildPackage(dir, staging));
    expect(readRegistryFile(E2E_DEPLOY_DIR).games[slug]).toMatchObject({ version: release, catalog: { title: 'Lights Out', image: { src: 'card.svg' } } });

    // Nothing outside the game's folder was written, and the portal's host was not rebuilt.
    expect(repositoryChanges(), 'files changed outside the game folder').toEqual(repositoryBefore);
    expect(hostBuildStamp(), 'the host build').toEqual(hostBuild);

    // The running portal lists it, drawn on the server from the live registry, with its art from its release.
    await page.goto('/');
    const card = page.getByRole('link', { name: 'Play Lights Out' });
    await expect(card).toBeVisible();
    const art = card.locator('img');
    await expect(art).toHaveAttribute('src', `${REMOTES_URL}/${slug}/${release}/card.svg`);
    await expect(art).toHaveAttribute('width', '400');
    await expect(art).toHaveAttribute('height', '300');
    await art.scrollIntoViewIfNeeded();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/game/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lights Out' })).toBeVisible();
    await expect(page).toHaveTitle('Lights Out - Play Online for Free!');

    await page.goto(`/game/${slug}?seed=e2e-new-game&difficulty=easy`);
    await winLightsOut(page, slug);
  } finally {
    // `npm run retire -- <slug>`: one registry change.
    await retireGame(new FolderReleaseStore(E2E_DEPLOY_DIR), slug);
  }

  // Retired by a registry change alone: the next pages no longer list it, and its URL is a 404.
  await expect(async () => expect((await request.get(`/game/${slug}`)).status()).toBe(404)).toPass({ timeout: 10_000 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'All Games' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play Lights Out' })).toHaveCount(0);
});

async function winLightsOut(page: Page, slug: string) {
  const board = page.getByTestId(`${slug}-board`);
  await expect(board).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);
  const cells = board.getByRole('gridcell');
  const lights = await cells.evaluateAll((all) => all.map((cell) => cell.getAttribute('data-lit') === 'true'));
  const presses = solve(Math.sqrt(lights.length), lights);
  expect(presses, 'the dealt puzzle can be solved').not.toBeNull();
  for (const cell of presses!) await cells.nth(cell).click();
  await expect(board).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

/** What git sees changed in the repository (the e2e data folder is ignored). */
function repositoryChanges(): string {
  return execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: repoRoot, encoding: 'utf8' });
}

/** The host build the portal serves: its page template and file list, with their modification times. */
function hostBuildStamp(): string[] {
  const dist = path.join(repoRoot, 'host', 'dist');
  return ['index.html', 'bootstrap-assets.json', 'catalog-snapshot.json'].map((file) => `${file} ${fs.statSync(path.join(dist, file)).mtimeMs}`);
}
