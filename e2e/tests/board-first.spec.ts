import { expect, test } from '@playwright/test';
import { boardFirstProblems, overflowingText } from '../support/board-first';
import { closeFirstVisitHelp } from '../support/first-visit';
import { GAMES, boardOf } from '../support/site-map';

// Board first (game kit 2): on a phone and on a laptop, after the first-visit help, every game shows its
// whole board on the first screen, nothing floats over it, the page never scrolls sideways, and no text
// in the frame's header or toolbar overflows its box. On the way, the first-visit help shows no focus ring.

const SCREENS = [
  { name: 'phone 375×667', use: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true } },
  { name: 'laptop 1366×768', use: { viewport: { width: 1366, height: 768 } } },
] as const;

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    for (const game of GAMES) {
      test(`${game.slug}: the whole board on the first screen, nothing over it, no text overflowing`, async ({ page }) => {
        await page.goto(`/game/${game.slug}?seed=e2e-board`);
        await expect(page.getByTestId(game.ready)).toBeVisible({ timeout: 30_000 });
        // The help that opened by itself has focus on its close button, with no ring until a key is used.
        const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
        await expect(close).toBeFocused();
        expect(await close.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('none');
        await closeFirstVisitHelp(page);
        const board = boardOf(page, game);

        // toPass: the frame sizes the board once it has measured the space left (no fixed wait).
        await expect(async () => expect(await boardFirstProblems(board)).toEqual([])).toPass();
        expect(await overflowingText(page)).toEqual([]);

        // A game that starts with a Start button on its board (falling-stars) must still fit once started.
        const start = board.getByRole('button', { name: 'Start', exact: true });
        if (await start.count()) {
          await start.click();
          await expect(async () => expect(await boardFirstProblems(board)).toEqual([])).toPass();
          expect(await overflowingText(page)).toEqual([]);
        }
      });
    }
  });
}
