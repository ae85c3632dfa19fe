import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';

async function boardSignature(page: Page) {
  return page.getByTestId('board-2048').locator('[data-value]').evaluateAll((tiles) =>
    tiles
      .map((t) => `${t.getAttribute('data-row')},${t.getAttribute('data-col')}=${t.getAttribute('data-value')}`)
      .sort()
      .join(' '),
  );
}

test.describe('2048', () => {
  test('plays by keyboard from a seeded board and keeps the game after a reload', async ({ page }) => {
    await page.goto('/game/2048?seed=e2e-keyboard');
    const board = page.getByTestId('board-2048');
    await expect(board).toBeVisible();
    await closeFirstVisitHelp(page);
    await expect(board.locator('[data-value]')).toHaveCount(2);
    const start = await boardSignature(page);
    await board.focus();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'a', 'w', 'd', 's']) await page.keyboard.press(key);
    await expect.poll(() => boardSignature(page)).not.toBe(start);
    const tilesAfter = await board.locator('[data-value]').count();
    expect(tilesAfter).toBeGreaterThan(2);
    const played = await boardSignature(page);
    const score = await board.getAttribute('data-score');
    await page.goto('/game/2048');
    await expect(page.getByTestId('board-2048')).toBeVisible();
    await expect.poll(() => boardSignature(page)).toBe(played);
    await expect(page.getByTestId('board-2048')).toHaveAttribute('data-score', score!);
  });

  test('swipes on a touch screen move the tiles without scrolling the page', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto('/game/2048?seed=e2e-touch');
    const board = page.getByTestId('board-2048');
    await expect(board).toBeVisible();
    await closeFirstVisitHelp(page);
    await board.scrollIntoViewIfNeeded();
    const before = await boardSignature(page);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const box = (await board.boundingBox())!;
    const swipe = async (dx: number, dy: number) => {
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      await board.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: cx, clientY: cy }], changedTouches: [{ identifier: 1, clientX: cx, clientY: cy }] });
      await board.dispatchEvent('touchmove', { touches: [{ identifier: 1, clientX: cx + dx, clientY: cy + dy }], changedTouches: [{ identifier: 1, clientX: cx + dx, clientY: cy + dy }] });
      await board.dispatchEvent('touchend', { touches: [], changedTouches: [{ identifier: 1, clientX: cx + dx, clientY: cy + dy }] });
    };
    for (const [dx, dy] of [
      [-120, 0],
      [0, -120],
      [120, 0],
      [0, 120],
    ]) {
      await swipe(dx, dy);
    }
    await expect.poll(() => boardSignature(page)).not.toBe(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
