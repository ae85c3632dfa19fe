import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORTS, E2E_SQLITE_PATH, METRICS_URL, REMOTES_URL } from '../support/env';
import { preloadErrors, recordPreloadErrors } from '../support/preload-errors';
import { GAME_RECORDS, galleryGames } from '../support/remotes';

/**
 * Failure drills (issue #6): each fault is injected in the browser's network layer. For every one the
 * visitor sees a clear message within 10 s of navigating, exactly one `preload-error` event fires per
 * failed load, the gallery, an info page and (when the registry is readable) another game keep working,
 * and Retry recovers once the fault is gone, without a page reload.
 */

/** What a visitor must see within 10 s: a heading and an explanation that names the cause. */
interface Expectation {
  heading: string;
  text: RegExp;
}

interface Drill {
  name: string;
  /** Routes to add to the page; the drill's fault lasts until `heal` is called. */
  inject: (page: Page, request: APIRequestContext) => Promise<Fault>;
  expect: Expectation;
  /** Another game can still load (false when the registry itself is broken). */
  otherGamesWork: boolean;
}

interface Fault {
  heal: () => Promise<void>;
}

const GAME = '2048';
const OTHER_GAME = 'chess';
const COULD_NOT_LOAD = `${GAME} could not be loaded`;

async function routeUntilHealed(page: Page, url: string | ((url: URL) => boolean), handler: (route: Route) => Promise<void> | void): Promise<Fault> {
  await page.route(url, handler);
  return { heal: () => page.unroute(url) };
}

/** The live registry, as the remotes origin serves it. */
async function liveRegistry(request: APIRequestContext): Promise<{ schemaVersion: number; games: Record<string, { version: string; entry: string }> }> {
  const response = await request.get(`${REMOTES_URL}/registry.json`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * The game's code throws while rendering. The exposed Game chunk is served with a prelude that wraps the
 * module's default export: while `window.__drillRenderFault` is set, the component throws; once it is
 * cleared (the fault is gone), it renders the real game. Production code gets no test hook.
 */
async function injectRenderFault(page: Page, request: APIRequestContext): Promise<Fault> {
  const registry = await liveRegistry(request);
  const manifestUrl = new URL(registry.games[GAME].entry, `${REMOTES_URL}/registry.json`).toString();
  const manifest = await (await request.get(manifestUrl)).json();
  const expose = manifest.exposes.find((e: { name: string }) => e.name === 'Game');
  const chunkFile: string = expose.assets.js.sync.find((f: string) => f.includes('expose_Game'));
  const remoteEntry = await (await request.get(new URL('remoteEntry.js', manifestUrl).toString())).text();
  // The container's map: "./Game":()=>n.e(206).then(()=>()=>n(786)) — the last call names the module.
  const moduleId = /"\.\/Game":\(\)=>[^}]*?\(\)=>\w+\((\d+)\)/.exec(remoteEntry)?.[1];
  expect(moduleId, 'the Game module id in remoteEntry.js').toBeTruthy();
  await page.addInitScript(() => {
    (window as unknown as { __drillRenderFault?: string }).__drillRenderFault = 'Drill: the board could not be drawn';
  });
  await page.route(`**/${GAME}/**/${chunkFile}`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The chunk registers on globalThis (or self, for older build targets).
    const chunkGlobal = /(?:globalThis|self)\.(webpackChunk\w+)/.exec(body)?.[1];
    expect(chunkGlobal, 'the chunk loading global').toBeTruthy();
    const prelude = `(function(){var g=globalThis.${chunkGlobal}=globalThis.${chunkGlobal}||[];var push=g.push;g.push=function(data){g.push=push;var f=data[1][${moduleId}];if(f)data[1][${moduleId}]=function(module,exports,require){f.call(this,module,exports,require);var real=module.exports.default;module.exports={__esModule:true,default:function DrillGame(props){if(window.__drillRenderFault)throw new Error(window.__drillRenderFault);return real(props);}};};return push.call(g,data);};})();\n`;
    await route.fulfill({ response, body: prelude + body });
  });
  return {
    heal: async () => {
      await page.evaluate(() => {
        delete (window as unknown as { __drillRenderFault?: string }).__drillRenderFault;
      });
    },
  };
}

const MANIFEST = `${REMOTES_URL}/${GAME}/**/mf-manifest.json`;
/** The game's remoteEntry.js, retries (`?retry=N`) included. */
const REMOTE_ENTRY = (url: URL) => url.origin === REMOTES_URL && url.pathname.startsWith(`/${GAME}/`) && url.pathname.endsWith('/remoteEntry.js');
const REGISTRY = `${REMOTES_URL}/registry.json`;

const drills: Drill[] = [
  {
    name: "the game's manifest answers 404",
    inject: (page) => routeUntilHealed(page, MANIFEST, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })),
    expect: { heading: COULD_NOT_LOAD, text: /the game's files could not be downloaded: the server answered with an error \(HTTP 404\)/ },
    otherGamesWork: true,
  },
  {
    name: "the game's manifest answers 500",
    inject: (page) => routeUntilHealed(page, MANIFEST, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' })),
    expect: { heading: COULD_NOT_LOAD, text: /the game's files could not be downloaded: the server answered with an error \(HTTP 500\)/ },
    otherGamesWork: true,
  },
  {
    name: "the game's manifest never answers",
    inject: (page) =>
      routeUntilHealed(page, MANIFEST, () => {
        /* never answers */
      }),
    expect: { heading: COULD_NOT_LOAD, text: /the game's files could not be downloaded: the server did not answer in time/ },
    otherGamesWork: true,
  },
  {
    name: "the game's remoteEntry answers HTML instead of JavaScript",
    inject: (page) =>
      routeUntilHealed(page, REMOTE_ENTRY, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html><head><title>Welcome</title></head><body><h1>It works!</h1></body></html>' }),
      ),
    expect: { heading: COULD_NOT_LOAD, text: /Something went wrong while loading the game: the game's code could not be (started|downloaded)/ },
    otherGamesWork: true,
  },
  {
    name: "the game's remoteEntry cannot be reached, on every try",
    inject: (page) => routeUntilHealed(page, REMOTE_ENTRY, (route) => route.abort('connectionrefused')),
    expect: { heading: COULD_NOT_LOAD, text: /the game's code could not be downloaded/ },
    otherGamesWork: true,
  },
  {
    name: "the game's code throws while rendering",
    inject: injectRenderFault,
    expect: { heading: `${GAME} stopped working`, text: /Drill: the board could not be drawn/ },
    otherGamesWork: true,
  },
  {
    name: 'the registry is unreachable',
    inject: (page) => routeUntilHealed(page, REGISTRY, (route) => route.abort('connectionrefused')),
    expect: { heading: COULD_NOT_LOAD, text: /The games registry could not be loaded: the server could not be reached/ },
    otherGamesWork: false,
  },
  {
    name: 'the registry is not valid JSON',
    inject: (page) => routeUntilHealed(page, REGISTRY, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"schemaVersion":1,"games":{' })),
    expect: { heading: COULD_NOT_LOAD, text: /The games registry could not be loaded: the answer is not valid JSON/ },
    otherGamesWork: false,
  },
  {
    name: 'the registry has one malformed entry (only that game is affected)',
    inject: (page) =>
      routeUntilHealed(page, REGISTRY, async (route) => {
        const response = await route.fetch();
        const registry = await response.json();
        registry.games[GAME] = { version: 'latest', entry: 42 };
        await route.fulfill({ response, body: JSON.stringify(registry) });
      }),
    expect: { heading: `${GAME} is not available right now`, text: /can't be played at the moment/ },
    otherGamesWork: true,
  },
];

/** Failed loads of GAME that browsers reported to the host, as its metrics count them (every kind). */
async function reportedFailures(request: APIRequestContext): Promise<number> {
  const text = await (await request.get(METRICS_URL)).text();
  return [...text.matchAll(new RegExp(`^game_load_failures_total\\{game="${GAME}",[^}]*\\} (\\d+)$`, 'gm'))].reduce((sum, match) => sum + Number(match[1]), 0);
}

test.describe('failure drills', () => {
  // A hanging load takes up to ~6 s, and some drills load the game twice: room for a busy machine.
  test.describe.configure({ timeout: 120_000 });

  for (const drill of drills) {
    test(drill.name, async ({ page, request }) => {
      await recordPreloadErrors(page);
      const fault = await drill.inject(page, request);
      const reportedBefore = await reportedFailures(request);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));

      const started = Date.now();
      await page.goto(`/game/${GAME}`);
      // Set after the navigation: if anything reloads the page, this marker disappears.
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      const message = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: drill.expect.heading }) });
      await expect(message).toBeVisible({ timeout: Math.max(0, 10_000 - (Date.now() - started)) });
      await expect(message).toContainText(drill.expect.text);
      // Written for people: no runtime error codes, URLs or docs links.
      await expect(message).not.toContainText(/#RUNTIME|https?:\/\//);
      await expect(message.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByText('Loading game...')).toHaveCount(0);
      const errors = await preloadErrors(page);
      expect(errors, 'one preload-error for the failed load').toHaveLength(1);
      expect(errors[0].id).toBe(`game_${GAME}/Game`);
      // The browser reported it to the host, whose metrics count it (other drills may add to the count meanwhile).
      await expect.poll(() => reportedFailures(request)).toBeGreaterThan(reportedBefore);

      // The rest of the site keeps working while the fault lasts: gallery, an info page, another game.
      await message.getByRole('link', { name: 'Browse all games' }).click();
      await expect(page.locator('.gallery__grid a[href^="/game/"]')).toHaveCount(galleryGames().length);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Frequently Asked Questions|FAQ/ })).toBeVisible();
      if (drill.otherGamesWork) {
        await page.getByRole('banner').getByRole('link').first().click();
        await page.locator(`main a[href="/game/${OTHER_GAME}"]`).click();
        await expect(page.getByTestId('chess-board')).toBeVisible({ timeout: 30_000 });
      }
      expect(await preloadErrors(page), 'no event from the pages that work').toHaveLength(1);

      // Opened again while the fault lasts (a new page load, so a new event log): it fails the same way, once.
      await page.goto(`/game/${GAME}`);
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      await expect(message).toBeVisible({ timeout: 10_000 });
      expect(await preloadErrors(page)).toHaveLength(1);

      // The fault is gone: Retry recovers in place.
      await fault.heal();
      await message.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByTestId('board-2048')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(await preloadErrors(page), 'recovery raises no event').toHaveLength(1);
      // A load failure is reported through the page, never as an uncaught error.
      expect(pageErrors.filter((e) => !e.includes('Drill:') && !e.includes("Unexpected token '<'"))).toEqual([]);
    });
  }
});

test("a remoteEntry that fails once is fetched again at a fresh URL and the game shows, with no error", async ({ page }) => {
  await recordPreloadErrors(page);
  const requested: string[] = [];
  await page.route(REMOTE_ENTRY, async (route) => {
    requested.push(new URL(route.request().url()).search);
    if (requested.length === 1) await route.abort('connectionrefused');
    else await route.continue();
  });
  await page.goto(`/game/${GAME}`);
  await expect(page.getByTestId('board-2048')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(requested).toEqual(['', '?retry=1']);
  expect(await preloadErrors(page)).toEqual([]);
});

/** A service of the portal started by a test, the way `npm start` starts it (node with tsx). */
async function startService(entry: string, env: Record<string, string>, healthUrl: string): Promise<ChildProcess> {
  const repoRoot = path.resolve(__dirname, '..', '..');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => fetch(healthUrl).then((r) => r.ok, () => false), { timeout: 60_000, intervals: [250, 500, 1000] })
    .toBe(true);
  return child;
}

async function stopService(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function storedMessages(sqlitePath: string, subject: string): number {
  if (!fs.existsSync(sqlitePath)) return 0;
  const db = new Database(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE subject = ?').get(subject) as { n: number }).n;
  } finally {
    db.close();
  }
}

test.describe('failure drills: the contact service is down', () => {
  test.describe.configure({ timeout: 180_000 });

  // A host server of its own (as `npm start` runs it) whose contact service is really stopped, then started.
  const hostPort = E2E_PORTS.host + 10;
  const contactPort = E2E_PORTS.host + 11;
  const hostUrl = `http://localhost:${hostPort}`;
  const sqlitePath = path.join(E2E_DATA_DIR, 'contact-drill.sqlite');
  let host: ChildProcess | undefined;
  let contact: ChildProcess | undefined;

  test.beforeAll(async () => {
    fs.rmSync(sqlitePath, { force: true });
    host = await startService(
      'host/server/main.ts',
      { HOST_PORT: String(hostPort), REMOTES_PORT: String(E2E_PORTS.remotes), CONTACT_SERVICE_URL: `http://127.0.0.1:${contactPort}` },
      `${hostUrl}/healthz`,
    );
  });

  test.afterAll(async () => {
    await stopService(contact);
    await stopService(host);
  });

  test("the form shows the specification's failure message, keeps what was typed, stores nothing; sends once the service is back", async ({ page }) => {
    const subject = `Drill ${Date.now()}`;
    const typed = { name: 'Ada Lovelace', email: 'ada@example.com', subject, message: 'Is anyone there?' };
    const posts: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/contact') && r.request().method() === 'POST') posts.push(r.status());
    });
    await page.goto(`${hostUrl}/contactus`);
    await page.getByLabel('Name').fill(typed.name);
    await page.getByLabel('Your Email').fill(typed.email);
    await page.getByLabel('Subject').fill(typed.subject);
    await page.getByLabel('Your Message').fill(typed.message);
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();

    // SPEC §8 server failure: 'Failed to send message: {server message}', in red.
    const failure = page.getByText('Failed to send message: The contact service is unavailable right now. Please try again later.');
    await expect(failure).toBeVisible({ timeout: 10_000 });
    await expect(failure).toHaveCSS('color', 'rgb(198, 40, 40)');
    expect(posts).toEqual([502]);
    // Nothing is lost: the form still holds everything, ready to send again.
    await expect(page.getByLabel('Name')).toHaveValue(typed.name);
    await expect(page.getByLabel('Your Email')).toHaveValue(typed.email);
    await expect(page.getByLabel('Subject')).toHaveValue(typed.subject);
    await expect(page.getByLabel('Your Message')).toHaveValue(typed.message);
    await expect(send).toBeEnabled();
    // Nothing is half-sent: no store holds the message.
    expect(storedMessages(sqlitePath, subject)).toBe(0);
    expect(storedMessages(E2E_SQLITE_PATH, subject)).toBe(0);

    // The service comes back: the same form sends, exactly once.
    contact = await startService(
      'contact-service/src/main.ts',
      { PORT: String(contactPort), HOST: '127.0.0.1', SQLITE_PATH: sqlitePath },
      `http://127.0.0.1:${contactPort}/healthz`,
    );
    await send.click();
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Subject')).toHaveValue('');
    expect(posts).toEqual([502, 201]);
    expect(storedMessages(sqlitePath, subject)).toBe(1);
  });
});

test.describe('failure drills: the registry is unreachable from the start', () => {
  // A host server of its own whose registry has never answered: it serves the catalogue snapshot built into it.
  const hostPort = E2E_PORTS.host + 12;
  const hostUrl = `http://localhost:${hostPort}`;
  let host: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    host = await startService('host/server/main.ts', { HOST_PORT: String(hostPort), REGISTRY_URL: `http://127.0.0.1:${E2E_PORTS.host + 13}/registry.json` }, `${hostUrl}/healthz`);
  });
  test.afterAll(() => stopService(host));

  test("the gallery still lists every game, each card's picture from the host's snapshot; a game's page says it could not be loaded", async ({ page }) => {
    await page.goto(`${hostUrl}/`);
    const cards = page.locator('.gallery__grid a[href^="/game/"]');
    await expect(cards).toHaveCount(galleryGames().length);
    const first = cards.first().locator('img');
    await expect(first).toHaveAttribute('src', /^\/assets\/catalog\/[a-z0-9-]+\.[0-9a-f]{8}\.svg$/);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await cards.first().click();
    await expect(page.getByRole('heading', { level: 1, name: GAME_RECORDS[galleryGames()[0]].title })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/could not be loaded/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

/** The URL pattern of the game's exposed Game chunk (or its stylesheet), read from its live manifest. */
async function exposeChunkOf(request: APIRequestContext, type: 'js' | 'css' = 'js'): Promise<(url: URL) => boolean> {
  const registry = await liveRegistry(request);
  const manifestUrl = new URL(registry.games[GAME].entry, `${REMOTES_URL}/registry.json`).toString();
  const manifest = await (await request.get(manifestUrl)).json();
  const chunkFile: string = manifest.exposes.find((e: { name: string }) => e.name === 'Game').assets[type].sync.find((f: string) => f.includes('expose_Game'));
  const file = chunkFile.split('/').pop()!;
  return (url) => url.origin === REMOTES_URL && url.pathname.startsWith(`/${GAME}/`) && url.pathname.endsWith(`/${file}`);
}

// The page preloads both (its server's hints), so the first request that fails is the preload.
for (const type of ['js', 'css'] as const) {
  test(`the game's own ${type === 'js' ? 'chunk' : 'stylesheet'} fails once: it is fetched again and the game shows, drawn, with no error`, async ({ page, request }) => {
    await recordPreloadErrors(page);
    const exposeChunk = await exposeChunkOf(request, type);
    let tries = 0;
    await page.route(exposeChunk, async (route) => {
      tries += 1;
      if (tries === 1) await route.abort('connectionrefused');
      else await route.continue();
    });
    await page.goto(`/game/${GAME}`);
    const board = page.getByTestId('board-2048');
    await expect(board).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(tries).toBeGreaterThanOrEqual(2);
    expect(await preloadErrors(page)).toEqual([]);
    // The board is drawn with the game's stylesheet (a grid), not as unstyled markup.
    expect(await board.locator('.g2048-cells').evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  });
}

test("the game's own chunk fails until fixed: an error within 10 s, one preload-error, and Retry recovers", async ({ page, request }) => {
  await recordPreloadErrors(page);
  const exposeChunk = await exposeChunkOf(request);
  await page.route(exposeChunk, (route) => route.abort('connectionrefused'));
  const started = Date.now();
  await page.goto(`/game/${GAME}`);
  const message = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: `${GAME} could not be loaded` }) });
  await expect(message).toBeVisible({ timeout: Math.max(0, 10_000 - (Date.now() - started)) });
  expect(await preloadErrors(page)).toHaveLength(1);
  await page.unroute(exposeChunk);
  await message.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('board-2048')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await preloadErrors(page)).toHaveLength(1);
});
