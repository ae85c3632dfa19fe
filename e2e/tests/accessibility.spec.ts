import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { closeFirstVisitHelp } from '../support/first-visit';
import { GAMES, PAGES, openGame, openPage } from '../support/site-map';

// axe (WCAG 2.1 A/AA and best practice) on every route, every game and the states that matter;
// a serious or critical violation fails the test and is printed rule by rule.
test.describe('accessibility (axe)', () => {
  for (const route of PAGES) {
    test(`${route.path} has no serious violations`, async ({ page }) => {
      await openPage(page, route);
      await expectNoSeriousA11yViolations(page, route.path);
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

  for (const game of GAMES) {
    test(`${game.slug}: the game and its first-visit help have no serious violations`, async ({ page }) => {
      await openGame(page, game);
      await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/game/${game.slug} with its help dialog open`);
      await closeFirstVisitHelp(page);
      await expectNoSeriousA11yViolations(page, `/game/${game.slug}`);
    });
  }

  test('a game result dialog has no serious violations', async ({ page }) => {
    await winQueens(page);
    await expectNoSeriousA11yViolations(page, 'the Queens result dialog');
  });
});

/** Solves an easy Queens board from the solution the game saved; its result dialog is then open. */
async function winQueens(page: Page) {
  await page.goto('/game/queens-game?seed=e2e-a11y-win&difficulty=easy');
  const board = page.getByTestId('queens-board');
  await expect(board).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);
  const raw = await page.evaluate(() => window.localStorage.getItem('games:queens-game:game-easy'));
  const solution: number[] = JSON.parse(raw!).data.solution;
  for (const [row, col] of solution.entries()) {
    const cell = board.locator(`[data-row="${row}"][data-col="${col}"]`);
    await cell.click();
    await cell.click();
  }
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}
