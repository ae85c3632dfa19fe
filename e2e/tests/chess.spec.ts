import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';

async function position(page: Page) {
  return page
    .getByTestId('chess-board')
    .locator('[data-piece]')
    .evaluateAll((squares) => squares.map((s) => `${s.getAttribute('data-square')}=${s.getAttribute('data-piece')}`).sort().join(' '));
}

const moves = (page: Page) => page.getByTestId('move-list').locator('[data-move]');

test.describe('chess', () => {
  // Generous: the engine runs in a real worker and CI machines may be busy.
  test.describe.configure({ timeout: 120_000 });
  test('plays e2-e4 by clicks, the computer replies (from its worker), take back restores, reload keeps the game', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/game/chess?seed=e2e-chess&level=1&color=white');
    const board = page.getByTestId('chess-board');
    await expect(board).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const start = await position(page);
    await expect(board.locator('[data-square="e2"]')).toHaveAttribute('data-piece', 'wP');

    await board.locator('[data-square="e2"]').click();
    await expect(board.locator('[data-square="e4"] .chess-square__dot')).toBeVisible();
    await board.locator('[data-square="e4"]').click();
    await expect(board.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
    await expect(moves(page).first()).toHaveText('e4');
    // The computer's reply arrives from the engine worker.
    await expect(moves(page)).toHaveCount(2, { timeout: 20_000 });
    await expect(page.getByTestId('chess-status')).toContainText('Your move');

    // The game survives a reload.
    const played = await position(page);
    await page.goto('/game/chess');
    await expect(page.getByTestId('chess-board')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => position(page)).toBe(played);
    await expect(moves(page)).toHaveCount(2);

    // Take back undoes the player's move and the reply.
    await page.getByRole('button', { name: 'Take back' }).click();
    await expect(moves(page)).toHaveCount(0);
    await expect.poll(() => position(page)).toBe(start);
    expect(errors).toEqual([]);
  });

  test('a game resigned vs the computer counts as a loss at its level on the result, and the count survives a reload', async ({ page }) => {
    await page.goto('/game/chess?seed=e2e-tally&level=1&color=white');
    const board = page.getByTestId('chess-board');
    await expect(board).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    await page.getByRole('button', { name: 'Resign', exact: true }).click();
    await page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign', exact: true }).click();
    const result = page.getByRole('dialog', { name: 'The computer wins' });
    await expect(result).toBeVisible();
    await expect(result).toContainText(/Losses vs Beginner\s*:?\s*1/);
    await expect(result).toContainText(/Wins vs Beginner\s*:?\s*0/);
    await expect(result).toContainText(/Draws vs Beginner\s*:?\s*0/);

    // Opened again (without the URL's options, which start a new game), the same result, counted once.
    await page.goto('/game/chess');
    await expect(page.getByTestId('chess-board')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'The computer wins' })).toContainText(/Losses vs Beginner\s*:?\s*1/);
  });

  test('drag and drop, keyboard move entry, and a board without horizontal scroll on a phone', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/game/chess?seed=e2e-friend&mode=friend');
    await expect(page.getByTestId('chess-board')).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const board = page.getByTestId('chess-board');
    await board.scrollIntoViewIfNeeded();
    // Drag the b1 knight to c3 with pointer events.
    const from = (await board.locator('[data-square="b1"]').boundingBox())!;
    const to = (await board.locator('[data-square="c3"]').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(board.locator('[data-square="c3"]')).toHaveAttribute('data-piece', 'wN');
    const input = page.getByLabel('Type a move');
    await input.fill('e5');
    await input.press('Enter');
    await input.fill('Nf3');
    await input.press('Enter');
    await expect(board.locator('[data-square="f3"]')).toHaveAttribute('data-piece', 'wN');
    await expect(moves(page)).toHaveText(['Nc3', 'e5', 'Nf3']);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('chess-board')).toHaveCSS('touch-action', 'none');

    // Another opponent mid-game is another game, asked first (it used to wait silently for New game).
    const opponent = page.getByRole('combobox', { name: 'Opponent' });
    await opponent.selectOption({ label: 'Computer 2' });
    const ask = page.getByRole('dialog', { name: 'Play Computer 2 instead?' });
    await expect(ask).toBeVisible();
    // The question is the one thing said: no note behind it that New game is still to be pressed.
    await expect(page.getByText('Press New game to play with these settings.')).toHaveCount(0);
    await ask.getByRole('button', { name: 'Keep playing' }).click();
    await expect(moves(page)).toHaveCount(3);
    await expect(opponent).toHaveValue('friend');
    await opponent.selectOption({ label: 'Computer 2' });
    await ask.getByRole('button', { name: 'New game' }).click();
    await expect(moves(page)).toHaveCount(0);
    await expect(page.locator('.chess-player__name').first()).toContainText('Computer · 2');
    await context.close();
  });
});
