import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';
import { countSolutions } from '../../remotes/sudoku/src/logic/solver';

// These tests are about the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

/** The offline screen must show within the 10 s a failure drill allows. */
const DRILL_DEADLINE = { timeout: 10_000 };

/** Waits until the portal's service worker is active and controls this page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

async function expectOfflineScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'No Internet Connection' })).toBeVisible(DRILL_DEADLINE);
  await expect(page.getByText('ERR_INTERNET_DISCONNECTED')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check Connection' })).toBeVisible();
}

/** The runner starts from the keyboard: it is a real, playable game, not a picture. */
async function playRunnerByKeyboard(page: Page) {
  await expect(page.getByText('Press Space or Click to Start')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Press Space or Click to Start')).toHaveCount(0);
  await expect(page.locator('.runner')).toHaveClass(/runner--running/);
}

async function board2048(page: Page) {
  return page.getByTestId('board-2048').locator('[data-value]').evaluateAll((tiles) =>
    tiles
      .map((t) => `${t.getAttribute('data-row')},${t.getAttribute('data-col')}=${t.getAttribute('data-value')}`)
      .sort()
      .join(' '),
  );
}

test.describe('offline shell (service worker)', () => {
  test('a reload without a network shows the offline screen and its runner, on / and on a game page', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);

    await context.setOffline(true);
    const offlineHome = await page.reload();
    // Answered by the worker from its cache: the plain shell, not the browser's error page.
    expect(offlineHome?.fromServiceWorker()).toBe(true);
    expect(offlineHome?.status()).toBe(200);
    const shell = await offlineHome!.text();
    expect(shell).toMatch(/<div id="?root"?><\/div>/);
    expect(shell).toContain('portal-offline-shell');
    await expectOfflineScreen(page);
    await playRunnerByKeyboard(page);

    await context.setOffline(false);
    await page.goto('/game/2048');
    await expect(page.getByTestId('board-2048')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expectOfflineScreen(page);
    await expect(page).toHaveURL(/\/game\/2048$/);
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    await playRunnerByKeyboard(page);

    // Back online, the page returns by itself and loads the game; a reload is a normal page load.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'No Internet Connection' })).toHaveCount(0);
    await expect(page.getByTestId('board-2048')).toBeVisible();
    const online = await page.reload();
    expect(online?.status()).toBe(200);
    await expect(page.getByTestId('board-2048')).toBeVisible();
  });

  test('online page loads always come from the server (never a stale host), and the API and the registry never touch the worker', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const shellCachedAt = Date.now();
    await page.waitForTimeout(1_100); // the Date header counts whole seconds

    // A deploy changes what the server sends; the worker must pass every online page load through
    // to the server. Proof: the server-rendered gallery (the cached shell has none) with a fresh Date.
    for (let load = 0; load < 2; load++) {
      const requestedAt = Date.now();
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      expect(response?.status()).toBe(200);
      expect(await response!.text()).toContain('href="/game/2048"');
      const servedAt = Date.parse(response!.headers()['date']);
      expect(servedAt).toBeGreaterThan(shellCachedAt);
      expect(servedAt).toBeGreaterThanOrEqual(Math.floor(requestedAt / 1000) * 1000);
    }

    // The registry (another origin) and the contact API are fetched past the worker.
    const registry = page.waitForResponse((r) => r.url().endsWith('/registry.json'));
    await page.goto('/game/2048');
    expect((await registry).fromServiceWorker()).toBe(false);
    await expect(page.getByTestId('board-2048')).toBeVisible();

    await page.goto('/contactus');
    const api = page.waitForResponse((r) => r.url().includes('/api/contact'));
    await page.getByLabel('Name').fill('Offline Tester');
    await page.getByLabel('Your Email').fill('tester@example.com');
    await page.getByLabel('Subject').fill('Service worker check');
    await page.getByLabel('Your Message').fill('The contact API must never be answered from a cache.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await api).fromServiceWorker()).toBe(false);

    // Nothing but this build's shell files is ever stored.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/app-shell');
    for (const path of cached) expect(path).toMatch(/^\/(app-shell|favicon\.svg|assets\/.+)$/);
  });

  test('a new host build takes over on the next visit and drops the old build\'s cache', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const cacheNames = () => page.evaluate(() => caches.keys());
    const workerFile = path.resolve(__dirname, '../../host/dist/sw.js');
    const built = fs.readFileSync(workerFile, 'utf8');
    const version = /version:\s*"([0-9a-f]+)"/.exec(built)?.[1];
    expect(version, 'the built worker names its build').toBeTruthy();
    await expect.poll(cacheNames).toEqual([`portal-shell-${version}`]);

    // Simulate a deploy of the host: the server now sends a worker of another build.
    try {
      fs.writeFileSync(workerFile, built.replace(/(version:\s*")[0-9a-f]+"/, '$1e2e0next0build"'));
      await page.reload();
      await expect.poll(cacheNames, DRILL_DEADLINE).toEqual(['portal-shell-e2e0next0build']);
    } finally {
      fs.writeFileSync(workerFile, built);
    }
    // The new build's cache serves the offline shell.
    await context.setOffline(true);
    await page.reload();
    await expectOfflineScreen(page);
    await context.setOffline(false);
  });

  test('the network dropping mid-game: offline screen, then the same 2048 board, and the site still works', async ({ page, context }) => {
    await page.goto('/game/2048?seed=e2e-offline');
    const board = page.getByTestId('board-2048');
    await expect(board).toBeVisible();
    await closeFirstVisitHelp(page);
    await board.focus();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    await expect.poll(() => board2048(page)).not.toBe('');
    const played = await board2048(page);
    const score = await board.getAttribute('data-score');

    await context.setOffline(true);
    await expectOfflineScreen(page);
    // The runner's keys (Space, Up) play the runner only; the hidden game does not move.
    await playRunnerByKeyboard(page);
    for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowDown']) await page.keyboard.press(key);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'No Internet Connection' })).toHaveCount(0);
    await expect(board).toBeVisible();
    expect(await board2048(page)).toBe(played);
    await expect(board).toHaveAttribute('data-score', score!);

    // The game continues from there.
    await board.focus();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    await expect.poll(() => board2048(page)).not.toBe(played);

    // The rest of the site works.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('main a[href="/game/sudoku"]').first()).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Frequently Asked Questions|FAQ/);
  });

  test('the network dropping mid-puzzle: sudoku keeps its digits and selection', async ({ page, context }) => {
    await page.goto('/game/sudoku?seed=e2e-offline&difficulty=easy');
    const board = page.getByTestId('sudoku-board');
    await expect(board).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const cells = board.locator('[data-row][data-col]');
    const values = () => cells.evaluateAll((all) => all.map((c) => Number(c.getAttribute('data-value') || 0)));
    const givens = await cells.evaluateAll((all) => all.map((c) => (c.hasAttribute('data-given') ? Number(c.getAttribute('data-value')) : 0)));
    const { solution } = countSolutions(givens, 2);
    const empties = givens.map((v, i) => (v === 0 ? i : -1)).filter((i) => i >= 0);
    const pad = page.getByTestId('sudoku-pad');
    for (const index of empties.slice(0, 3)) {
      await cells.nth(index).click();
      await pad.locator(`[data-digit="${solution![index]}"]`).click();
    }
    const last = cells.nth(empties[2]);
    await expect(last).toHaveAttribute('data-value', String(solution![empties[2]]));
    await expect(last).toHaveAttribute('aria-selected', 'true');
    const before = await values();

    await context.setOffline(true);
    await expectOfflineScreen(page);
    await page.keyboard.press('5');
    await context.setOffline(false);

    await expect(board).toBeVisible();
    expect(await values()).toEqual(before);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    // The selection is where the player left it: the next digit goes into that cell.
    await page.keyboard.press('Backspace');
    await expect(last).not.toHaveAttribute('data-value', String(solution![empties[2]]));
  });

  test('Check Connection while offline goes home, and once online the gallery shows with every picture', async ({ page, context }) => {
    await page.goto('/game/2048');
    await expect(page.getByTestId('board-2048')).toBeVisible();
    await context.setOffline(true);
    await expectOfflineScreen(page);
    await page.getByRole('button', { name: 'Check Connection' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expectOfflineScreen(page);

    await context.setOffline(false);
    const cards = page.locator('.gallery__grid a[href^="/game/"] img');
    await expect(cards.first()).toBeVisible();
    // Pictures the hidden page asked for while offline are fetched again, not left broken.
    const firstRow = cards.locator('visible=true');
    await expect
      .poll(() => firstRow.evaluateAll((images) => images.slice(0, 6).map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true, true, true, true, true]);
  });
});
