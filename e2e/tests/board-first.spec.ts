import { expect, test } from '@playwright/test';
import { expectBoardFirst } from '../support/board-first';
import { GAMES, boardOf } from '../support/site-map';

// Board first (game kit 2) on a 1366×768 laptop: after the first-visit help, every game shows its whole
// board on the first screen, nothing floats over it, the page never scrolls sideways, and no text in the
// frame's header or toolbar overflows its box. The same checks on a 375×667 phone run in phone.spec.ts,
// in the same page load as the phone's own checks of each game.
test.describe('laptop 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const game of GAMES) {
    test(`${game.slug}: the whole board on the first screen, nothing over it, no text overflowing`, async ({ page }) => {
      await page.goto(`/game/${game.slug}?seed=e2e-board`);
      await expect(page.getByTestId(game.ready)).toBeVisible({ timeout: 30_000 });
      await expectBoardFirst(page, boardOf(page, game));
    });
  }
});
