import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { REMOTES_URL } from '../support/env';
import { preloadErrors, recordPreloadErrors } from '../support/preload-errors';

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

async function routeUntilHealed(page: Page, url: string, handler: (route: Route) => Promise<void> | void): Promise<Fault> {
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
    const chunkGlobal = /self\.(webpackChunk\w+)/.exec(body)?.[1];
    expect(chunkGlobal, 'the chunk loading global').toBeTruthy();
    const prelude = `(function(){var g=self.${chunkGlobal}=self.${chunkGlobal}||[];var push=g.push;g.push=function(data){g.push=push;var f=data[1][${moduleId}];if(f)data[1][${moduleId}]=function(module,exports,require){f.call(this,module,exports,require);var real=module.exports.default;module.exports={__esModule:true,default:function DrillGame(props){if(window.__drillRenderFault)throw new Error(window.__drillRenderFault);return real(props);}};};return push.call(g,data);};})();\n`;
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
const REMOTE_ENTRY = `${REMOTES_URL}/${GAME}/**/remoteEntry.js`;
const REGISTRY = `${REMOTES_URL}/registry.json`;

const drills: Drill[] = [
  {
    name: "the game's manifest answers 404",
    inject: (page) => routeUntilHealed(page, MANIFEST, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })),
    expect: { heading: COULD_NOT_LOAD, text: /Something went wrong while loading the game/ },
    otherGamesWork: true,
  },
  {
    name: "the game's manifest answers 500",
    inject: (page) => routeUntilHealed(page, MANIFEST, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' })),
    expect: { heading: COULD_NOT_LOAD, text: /Something went wrong while loading the game/ },
    otherGamesWork: true,
  },
  {
    name: "the game's manifest never answers",
    inject: (page) =>
      routeUntilHealed(page, MANIFEST, () => {
        /* never answers */
      }),
    expect: { heading: COULD_NOT_LOAD, text: /timed out/ },
    otherGamesWork: true,
  },
  {
    name: "the game's remoteEntry answers HTML instead of JavaScript",
    inject: (page) =>
      routeUntilHealed(page, REMOTE_ENTRY, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html><head><title>Welcome</title></head><body><h1>It works!</h1></body></html>' }),
      ),
    expect: { heading: COULD_NOT_LOAD, text: /Something went wrong while loading the game/ },
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
    expect: { heading: COULD_NOT_LOAD, text: /The games registry could not be loaded/ },
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

test.describe('failure drills', () => {
  // A hanging load takes up to ~6 s, and some drills load the game twice: room for a busy machine.
  test.describe.configure({ timeout: 120_000 });

  for (const drill of drills) {
    test(drill.name, async ({ page, request }) => {
      await recordPreloadErrors(page);
      const fault = await drill.inject(page, request);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));

      const started = Date.now();
      await page.goto(`/game/${GAME}`);
      // Set after the navigation: if anything reloads the page, this marker disappears.
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      const message = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: drill.expect.heading }) });
      await expect(message).toBeVisible({ timeout: Math.max(0, 10_000 - (Date.now() - started)) });
      await expect(message).toContainText(drill.expect.text);
      await expect(message.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByText('Loading game...')).toHaveCount(0);
      const errors = await preloadErrors(page);
      expect(errors, 'one preload-error for the failed load').toHaveLength(1);
      expect(errors[0].id).toBe(`game_${GAME}/Game`);

      // The rest of the site keeps working while the fault lasts: gallery, an info page, another game.
      await message.getByRole('link', { name: 'Browse all games' }).click();
      await expect(page.locator('main a[href^="/game/"]')).toHaveCount(35);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Frequently Asked Questions|FAQ/ })).toBeVisible();
      if (drill.otherGamesWork) {
        await page.getByRole('banner').getByRole('link').first().click();
        await page.locator(`main a[href="/game/${OTHER_GAME}"]`).click();
        await expect(page.getByTestId('chess-board')).toBeVisible({ timeout: 30_000 });
      }
      expect(await preloadErrors(page), 'no event from the pages that work').toHaveLength(1);

      // Back on the game while the fault lasts: a fresh load that fails the same way, with one more event.
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
