import { expect, test } from '@playwright/test';
import { expectEverythingInLandmarks, expectNoSeriousA11yViolations } from '../support/axe';
import { expectBoardOnFirstScreen, expectBoardOnFirstScreenAfterStart, expectHelpFocusedWithoutRing } from '../support/board-first';
import { expectFrameFits } from '../support/frame-fit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { cssMotion } from '../support/motion';
import { winQueens } from '../support/queens';
import { GAMES, PAGES, boardOf, openGame, openPage } from '../support/site-map';

// axe (WCAG 2.1 A/AA and best practice) on every route, every game and the states that matter;
// a serious or critical violation fails the test and is printed rule by rule. Pages run with
// prefers-reduced-motion, and then nothing may animate or transition.
test.describe('accessibility (axe)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const route of PAGES) {
    test(`${route.path} has no serious violations and keeps still for reduced motion`, async ({ page }) => {
      await openPage(page, route);
      await expectNoSeriousA11yViolations(page, route.path);
      await expectEverythingInLandmarks(page, route.path);
      expect(await cssMotion(page)).toEqual([]);
    });
  }

  test('the contact form with its validation and error messages has no serious violations', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Storage is unavailable' }) }),
    );
    await page.goto('/contactus');
    await page.getByLabel('Name').fill(' ');
    await page.getByLabel('Your Email').fill('ada@example.com');
    await page.getByLabel('Subject').fill('Hi');
    await page.getByLabel('Your Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText('Please fill in all fields.');
    await expectNoSeriousA11yViolations(page, 'the contact form with "Please fill in all fields."');
    await page.getByLabel('Name').fill('Ada');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText('Failed to send message');
    await expectNoSeriousA11yViolations(page, 'the contact form with a failed send');
  });

  // One page load per game on a 1366×768 laptop: the help dialog, then the game, scanned; the help closed
  // with the keyboard; the board first (the whole board on the first screen, nothing over it, no text
  // overflowing) and the frame fitting (no text cut off, no controls overlapping, the title on one line; the
  // phone spec checks both on a phone); Tab reaches the board. Scans cover the dialog,
  // then the page's main content: the frame around it is scanned on the routes above.
  test.describe('games on a laptop', () => {
    test.use({ viewport: { width: 1366, height: 768 } });
    // Two scans and the board-first checks in one test: a hang guard, not a speed check (a busy machine).
    test.describe.configure({ timeout: 90_000 });
    for (const game of GAMES) {
      test(`${game.slug}: help and game have no serious violations, keep still, board first, frame fits, and Tab reaches the board`, async ({ page }) => {
        await openGame(page, game);
        const help = page.getByRole('dialog', { name: 'How to play' });
        await expect(help).toBeVisible();
        await expectHelpFocusedWithoutRing(page);
        await expectNoSeriousA11yViolations(page, `/game/${game.slug} with its help dialog open`, 'dialog');
        expect(await cssMotion(page)).toEqual([]);
        await help.getByRole('button', { name: 'Got it' }).press('Enter');
        await expect(help).toHaveCount(0);
        const board = boardOf(page, game);
        await expectBoardOnFirstScreen(page, board, { start: false });
        await expectFrameFits(page, game.slug, 'laptop');
        await tabTo(page, board);
        await expectVisibleFocus(page);
        await expectNoSeriousA11yViolations(page, `/game/${game.slug}`, 'main');
        expect(await cssMotion(page)).toEqual([]);
        await expectBoardOnFirstScreenAfterStart(page, board);
      });
    }
  });

  test('a game result dialog has no serious violations', async ({ page }) => {
    await winQueens(page, 'e2e-a11y-win');
    await expectNoSeriousA11yViolations(page, 'the Queens result dialog', 'dialog');
  });
});
