import { expect, test } from '@playwright/test';

// Clocks start when play starts: never under the how-to-play dialog a first visit opens (the kit frame holds
// every kit clock while it is open). The page's clock is Playwright's, so the test moves time itself.

test.describe('Clocks and the first-visit help', () => {
  test("a puzzle's clock (Sudoku) stands at 0:00 while the help is read and runs from Got it", async ({ page }) => {
    await page.clock.install();
    await page.goto('/game/sudoku?seed=e2e-clock&difficulty=easy');
    await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('sudoku-board')).toBeAttached({ timeout: 30_000 });
    await page.clock.runFor(5_000);
    await expect(page.getByRole('timer')).toHaveText('0:00');
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.clock.runFor(3_000);
    await expect(page.getByRole('timer')).toHaveText(/^0:0[3-9]$/);
  });

  test("a countdown (Word Scramble) loses nothing while the help is read", async ({ page }) => {
    await page.clock.install();
    await page.goto('/game/word-scramble?seed=e2e-clock&difficulty=easy');
    await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible({ timeout: 30_000 });
    const left = page.locator('.gk-stat', { hasText: 'Time' }).locator('.gk-stat__value');
    await expect(left).toHaveText(/^\d+:\d\d$/, { timeout: 30_000 });
    const full = await left.textContent();
    await page.clock.runFor(4_000);
    await expect(left).toHaveText(full!);
    // Held under the help, not paused by the player: no cover asks to resume.
    await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.clock.runFor(2_000);
    await expect(left).not.toHaveText(full!);
  });
});
