import { expect, test, type Page } from '@playwright/test';
import { HOST_URL, REMOTES_URL } from '../support/env';
import { closeFirstVisitHelp } from '../support/first-visit';

declare global {
  interface Window {
    __preloadErrors: unknown[];
  }
}

async function countPreloadErrors(page: Page) {
  await page.addInitScript(() => {
    window.__preloadErrors = [];
    window.addEventListener('preload-error', (event) => window.__preloadErrors.push(String((event as Event & { payload: unknown }).payload)));
  });
}

test.describe('module federation', () => {
  test('2048 comes from its own remote, sharing the host React (one React in the page)', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(REMOTES_URL)) remoteRequests.push(r.url());
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.goto('/game/2048');
    await expect(page.getByTestId('board-2048')).toBeVisible();
    expect(remoteRequests.some((u) => /\/2048\/\d+\.\d+\.\d+[^/]*\/mf-manifest\.json$/.test(u))).toBe(true);
    expect(remoteRequests.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    const reactCopies = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; loading?: unknown }>>>> } }).__FEDERATION__.__SHARE__;
      const copies: string[] = [];
      for (const scopes of Object.values(share)) {
        for (const scope of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(scope)) {
            if (pkg !== 'react' && pkg !== 'react-dom') continue;
            for (const [version, info] of Object.entries(versions)) if (info.loaded || info.loading) copies.push(`${pkg}@${version} from ${info.from}`);
          }
        }
      }
      return copies;
    });
    expect(reactCopies.filter((c) => c.startsWith('react@'))).toEqual([expect.stringContaining('from portal_host')]);
    expect(reactCopies.filter((c) => c.startsWith('react-dom@'))).toEqual([expect.stringContaining('from portal_host')]);
    expect(consoleErrors.filter((e) => /Invalid hook call|Content Security Policy/i.test(e))).toEqual([]);
  });

  test('a game page preloads the registry, its game\'s manifest, remoteEntry and Game chunk and stylesheet, each downloaded once; other pages preload none', async ({ page, request }) => {
    const html = await (await request.get('/game/2048')).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map(([, as, href]) => ({ as, href }));
    const fromRemotes = preloads.filter((p) => p.href.startsWith(REMOTES_URL));
    expect(fromRemotes).toEqual([
      { as: 'fetch', href: `${REMOTES_URL}/registry.json` },
      { as: 'fetch', href: expect.stringMatching(/\/2048\/\d+\.\d+\.\d+[^/]*\/mf-manifest\.json$/) },
      { as: 'script', href: expect.stringMatching(/\/2048\/\d+\.\d+\.\d+[^/]*\/remoteEntry\.js$/) },
      { as: 'script', href: expect.stringMatching(/\/2048\/\d+\.\d+\.\d+[^/]*\/__federation_expose_Game\.[0-9a-f]+\.js$/) },
      { as: 'style', href: expect.stringMatching(/\/2048\/\d+\.\d+\.\d+[^/]*\/__federation_expose_Game\.[0-9a-f]+\.css$/) },
    ]);

    // The page's own requests use the preloads instead of downloading the files again.
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/game/2048');
    await expect(page.getByTestId('board-2048')).toBeVisible();
    for (const { href } of fromRemotes) expect(requests.filter((u) => u === href)).toHaveLength(1);

    for (const path of ['/', '/game/no-such-game', '/faq']) {
      const other = await (await request.get(path)).text();
      expect(other).not.toContain(`<link rel="preload" as="fetch"`);
      expect(other).not.toContain(`<link rel="preload" as="script" href="${REMOTES_URL}`);
    }
  });


  test('a game page loads no gallery code: the gallery chunk is linked from gallery pages and comes once the player goes home (issue 31)', async ({ page, request }) => {
    const galleryChunk = /\/assets\/gallery\.[0-9a-f]+\.(js|css)$/;
    const linked = (html: string) => [...html.matchAll(/<link rel="(?:preload|stylesheet)"[^>]* href="([^"]+)"/g)].map(([, href]) => href).filter((href) => galleryChunk.test(href));
    expect(linked(await (await request.get('/game/2048')).text())).toEqual([]);
    expect(linked(await (await request.get('/')).text())).toHaveLength(2);
    expect(linked(await (await request.get('/puzzle-games')).text())).toHaveLength(2);

    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/game/2048');
    await expect(page.getByTestId('board-2048')).toBeVisible();
    expect(requests.filter((u) => galleryChunk.test(u)), 'gallery files on the game page').toEqual([]);

    await closeFirstVisitHelp(page);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Play Sudoku' })).toBeVisible();
    expect(requests.filter((u) => galleryChunk.test(new URL(u).pathname)).length).toBeGreaterThan(0);
  });
  test('a failed remote: clear error within 10 s, one preload-error, Retry recovers, the site keeps working', async ({ page }) => {
    await countPreloadErrors(page);
    await page.route(`${REMOTES_URL}/2048/**`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/game/2048');
    await expect(page.getByRole('heading', { name: '2048 could not be loaded' })).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => window.__preloadErrors.length)).toBe(1);
    // Retry while the fault lasts: a fresh load, failing again with exactly one more event.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Loading game...')).toBeVisible();
    await expect(page.getByRole('heading', { name: '2048 could not be loaded' })).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => window.__preloadErrors.length)).toBe(2);
    // The rest of the site keeps working.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Frequently Asked Questions|FAQ/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: '2048 could not be loaded' })).toBeVisible({ timeout: 20_000 });
    // The remote comes back: Retry recovers without a page reload.
    await page.unroute(`${REMOTES_URL}/2048/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('board-2048')).toBeVisible();
  });

  test("pointing at a card loads its game before the click, so the click only shows it (issue 31)", async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (r) => {
      // Its code and manifest: the card's art comes from the remote's folder too.
      if (r.url().startsWith(`${REMOTES_URL}/2048/`) && /\.(js|json)$/.test(r.url())) remoteRequests.push(r.url());
    });
    await page.goto('/');
    await expect(page.locator('main a[href="/game/2048"]')).toBeVisible();
    expect(remoteRequests, 'nothing of 2048 before it is pointed at').toEqual([]);
    await page.locator('main a[href="/game/2048"]').hover();
    // The Game module's own chunk arrives on the hover, not only the entry.
    await expect.poll(() => remoteRequests.filter((u) => /\.js$/.test(u) && !/remoteEntry/.test(u)).length).toBeGreaterThan(0);
    const beforeClick = remoteRequests.length;
    await page.locator('main a[href="/game/2048"]').click();
    await expect(page.getByTestId('board-2048')).toBeVisible();
    // After the click only what the mounted game asks for later (its help, its end-of-round parts) arrives:
    // neither the manifest nor the entry again, nor anything the hover already fetched.
    const afterClick = remoteRequests.slice(beforeClick);
    expect(afterClick.filter((u) => /mf-manifest|remoteEntry/.test(u) || remoteRequests.slice(0, beforeClick).includes(u))).toEqual([]);
  });

  test('the first screen\'s games load in idle time after the page, but not when the visitor asks to save data', async ({ browser }) => {
    for (const saveData of [false, true]) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      if (saveData) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      const gameChunks = new Set<string>();
      page.on('request', (r) => {
        const match = new RegExp(`^${REMOTES_URL}/([^/]+)/[^/]+/(?!remoteEntry)[^/]+\\.js$`).exec(r.url());
        if (match) gameChunks.add(match[1]);
      });
      await page.goto('/');
      const firstScreen = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href^="/game/"]'))
          .filter((a) => a.getBoundingClientRect().top < innerHeight)
          .map((a) => a.pathname.slice('/game/'.length)),
      );
      const expected = [...new Set(firstScreen)].slice(0, 3);
      if (saveData) {
        await page.waitForLoadState('networkidle');
        expect([...gameChunks], 'nothing is warmed on Save-Data').toEqual([]);
      } else {
        await expect.poll(() => expected.filter((slug) => gameChunks.has(slug)), { timeout: 20_000 }).toEqual(expected);
      }
      await context.close();
    }
  });

  test('a card warming a remote that is down raises no preload-error; its page loads afresh and reports once', async ({ page }) => {
    await countPreloadErrors(page);
    await page.route(`${REMOTES_URL}/2048/**`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    const manifestTries: string[] = [];
    page.on('request', (r) => {
      if (/\/2048\/.*mf-manifest\.json/.test(r.url())) manifestTries.push(r.url());
    });
    await page.goto('/');
    await page.locator('main a[href="/game/2048"]').focus();
    await expect.poll(() => manifestTries.length).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: '2048 could not be loaded' })).toBeVisible({ timeout: 30_000 });
    // The page waited for the warm load, then loaded afresh: one event, from the page's own load.
    expect(await page.evaluate(() => window.__preloadErrors.length)).toBe(1);
    await page.unroute(`${REMOTES_URL}/2048/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('board-2048')).toBeVisible();
  });

  test('a hanging manifest ends in an error, never an endless spinner', async ({ page }) => {
    await page.route(`${REMOTES_URL}/2048/**/mf-manifest.json`, () => {
      /* never answers */
    });
    await page.goto('/game/2048');
    await expect(page.getByText('Loading game...')).toBeVisible();
    // Designed to give up after ~5–6 s (network-retry's budget); the generous limit keeps a loaded machine from failing the test.
    await expect(page.getByRole('heading', { name: '2048 could not be loaded' })).toBeVisible({ timeout: 20_000 });
  });

  test('a malformed registry entry is not available right now; a game without an entry is coming soon', async ({ page }) => {
    await page.route(`${REMOTES_URL}/registry.json`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ schemaVersion: 1, games: { '2048': { version: 'bad', entry: 'x' } } }) }),
    );
    await page.goto('/game/2048');
    await expect(page.getByRole('heading', { name: '2048 is not available right now' })).toBeVisible();
    await expect(page.getByText('Loading game...')).toHaveCount(0);
    // An unreleased game (issue 21): it is coming, with released games offered instead, and no Retry.
    await page.goto('/game/sudoku');
    await expect(page.getByRole('heading', { name: 'Sudoku is coming soon' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('unknown games and upper-case names', async ({ page }) => {
    await page.goto('/game/not-a-game');
    await expect(page.getByRole('heading', { name: 'Game Not Found' })).toBeVisible();
    await page.goto('/faq');
    await page.goto('/game/Word-Search');
    await expect(page).toHaveURL(/\/game\/word-search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Word Search' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('security headers: strict script CSP naming the remotes origin, no X-Powered-By', async ({ request }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'];
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(REMOTES_URL);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(response.headers()['x-powered-by']).toBeUndefined();
    expect(response.headers()['cache-control']).toBe('no-cache');
    const registry = await request.get(`${REMOTES_URL}/registry.json`, { headers: { Origin: HOST_URL } });
    expect(registry.headers()['cache-control']).toBe('no-cache');
    expect(registry.headers()['access-control-allow-origin']).toBe('*');
    expect(registry.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
