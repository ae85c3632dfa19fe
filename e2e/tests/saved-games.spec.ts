import { expect, test, type Page } from '@playwright/test';
import type { GameDescriptor } from '@games/shared/contracts';
import { closeFirstVisitHelp } from '../support/first-visit';
import { GAME_DESCRIPTORS, drillPathOf } from '../support/remotes';
import { keyboardTargetOf } from '../support/site-map';

/**
 * Saved-game robustness (issue #6): a save that is corrupt, from an older version, or cannot be written
 * (storage full) never crashes a game. Every game keeps its data in localStorage through the game kit
 * (`games:<game>:<what>`, an envelope `{ v, data }`); each game's descriptor lists the keys it reads, so a
 * new game is drilled without an edit here. Each game's own spec checks its rules; this
 * drill checks that the game opens, takes input by pointer and keyboard, and nothing crashes.
 */

/** Bad saves of each kind; every key the game reads gets one (cycling through the list). */
const GARBAGE = ['{not json', 'undefined', '<html>', '\u0000\u0001'];
const OLD_VERSIONS = [
  JSON.stringify({ v: 0, data: { score: 12, board: [[2, 0], [0, 2]] } }), // an older schema version
  JSON.stringify({ v: 1, data: { savedBy: 'an older release' } }), // the current version with its fields missing (renamed)
  JSON.stringify({ score: 12, grid: [2, 0, 0, 2] }), // a save from before the versioned envelope
  JSON.stringify({ v: 1, data: { mode: 42, difficulty: 'impossible', sessions: 'x', board: null } }),
];

/** Keys any game might take: moving, choosing, pressing. */
const KEYS = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Enter', 'Space'];

/**
 * Focuses where a keyboard player plays: the descriptor's keyboard target, else the ready element when it
 * takes focus, else the first element inside it that does (a grid's roving cell).
 */
async function focusBoard(page: Page, game: GameDescriptor) {
  if (game.ready.keyboardTarget) {
    await keyboardTargetOf(page, game).focus();
    return;
  }
  const focused = await page.getByTestId(game.ready.testId).evaluate((board) => {
    const focusable = (el: Element): el is HTMLElement => el instanceof HTMLElement && el.tabIndex >= 0 && !el.hasAttribute('disabled');
    const inner = focusable(board) ? board : Array.from(board.querySelectorAll('*')).find(focusable);
    inner?.focus();
    return inner !== undefined && document.activeElement === inner;
  });
  expect(focused, `${game.slug}: the board or something inside it takes keyboard focus`).toBe(true);
}

/** Loads the game as a player would, clicks its board and presses keys on it, and checks nothing crashed. */
async function openAndPlay(page: Page, game: GameDescriptor) {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(drillPathOf(game));
  const board = page.getByTestId(game.ready.testId);
  await expect(board).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);

  // A real pointer click at the board's centre (whatever is drawn there takes it, as for a player).
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await focusBoard(page, game);
  for (const key of KEYS) await page.keyboard.press(key);

  // Still mounted (a pause may hide the board), in the host's ready game slot, and no error screen.
  await expect(board).toHaveCount(1);
  await expect(page.locator(`[data-game-state="ready"]`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /stopped working|could not be loaded/ })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
}

async function seed(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    // Seed once per test, not on every navigation: the game's own writes must survive.
    if (sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const storageKey = (key: string) => `games:${key}`;

/**
 * Bad saves for every key the game reads: corrupt values and saves of an older version, interleaved (which
 * kind a key gets alternates, starting with the other kind on every other game), so each game meets both.
 */
function badSaves(game: GameDescriptor, gameIndex: number): Record<string, string> {
  return Object.fromEntries(
    game.storageKeys.map((key, i) => {
      const kinds = (i + gameIndex) % 2 === 0 ? GARBAGE : OLD_VERSIONS;
      return [storageKey(key), kinds[Math.floor(i / 2) % kinds.length]];
    }),
  );
}

test.describe('saved games', () => {
  test.describe.configure({ timeout: 90_000 });

  // One test per game, two page loads: bad saves, then a storage that refuses every write.
  GAME_DESCRIPTORS.forEach((game, gameIndex) => {
    test(`${game.slug}: corrupt and old saves are discarded, a full storage is survived, and the game plays`, async ({ page, browser }) => {
      const seeded = badSaves(game, gameIndex);
      await seed(page, seeded);
      await openAndPlay(page, game);
      // A bad value the game read was dropped or replaced by its own current-version save. A key it reads
      // only later (another level's slot) may still hold its bad value, but at least one key was read.
      const after = await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), Object.keys(seeded));
      const read = Object.keys(seeded).filter((key, i) => after[i] !== seeded[key]);
      expect(read.length, 'the game read (and dropped) at least one of its bad saves').toBeGreaterThan(0);
      after.forEach((value, i) => {
        const key = Object.keys(seeded)[i];
        if (value !== null && value !== seeded[key]) expect(JSON.parse(value), `${key} holds a current-version save`).toMatchObject({ v: expect.any(Number), data: expect.anything() });
      });

      // Storage full: a fresh context (no saves) where every write throws.
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
      try {
        const full = await context.newPage();
        await full.addInitScript(() => {
          Storage.prototype.setItem = function setItem() {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
        });
        await openAndPlay(full, game);
        expect(await full.evaluate(() => localStorage.length)).toBe(0);
      } finally {
        await context.close();
      }
    });
  });
});
