import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { publishRemote } from '../../scripts/remotes/publish';
import { readRegistryFile, setRegistryEntry } from '../../scripts/remotes/registry-file';
import { GAME_RECORDS } from '../../host/src/catalog/game-records';
import { buildPackage } from '../../scripts/webpack-build';
import { solve } from '../../scripts/new-game/template/src/logic/solve';
import { closeFirstVisitHelp } from '../support/first-visit';
import { E2E_DATA_DIR, E2E_DEPLOY_DIR } from '../support/env';
import { catalogueGamesWithoutRemote } from '../support/remotes';

const repoRoot = path.resolve(__dirname, '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// A game team's first hour: `npm run new-game` for a catalogue game, build and deploy it while the portal
// runs, and play it to a win at /game/<slug>. The game is generated under the e2e data folder (inside the
// repository, so it finds the root node_modules), never into remotes/. It runs in the deploy project, after
// the specs that play the real games: once every catalogue game has a remote, the generated game is
// deployed over the last one's release and that release is put back afterwards (a rollback).
test('a game made by npm run new-game builds, deploys and is played to a win through the portal', async ({ page }) => {
  test.setTimeout(180_000);
  // The last catalogue game without a remote (the pages spec shows the first as coming soon), else the last gallery game.
  const slug = catalogueGamesWithoutRemote().at(-1) ?? GAME_RECORDS.filter((game) => game.gallery).at(-1)!.slug;
  const released = readRegistryFile(E2E_DEPLOY_DIR).games[slug]?.version;
  try {
    await makeAndWin(page, slug);
  } finally {
    if (released) await setRegistryEntry(E2E_DEPLOY_DIR, slug, released);
  }
});

async function makeAndWin(page: Page, slug: string | undefined) {
  expect(slug, 'a catalogue game to generate').toBeDefined();
  const root = path.join(E2E_DATA_DIR, 'new-game');
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });

  execFileSync(npm, ['run', 'new-game', '--', slug!, '--root', root], { cwd: repoRoot, stdio: 'pipe' });
  const dir = path.join(root, slug!);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  // What `npm run deploy -w remotes/<slug>` does, for a folder outside remotes/: one build, straight into the deploy folder.
  await publishRemote(E2E_DEPLOY_DIR, slug!, `${version}-e2e.${Date.now()}`, (staging) => buildPackage(dir, staging));

  await page.goto(`/game/${slug}?seed=e2e-new-game&difficulty=easy`);
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
