import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';
import { resultPanel } from '../support/result-layout';
import { tabTo } from '../support/keyboard';
import { newGame } from '../../remotes/2048/src/logic/game';
import { toSaved } from '../../remotes/2048/src/logic/serialize';

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

  test('on a phone the +score bubble never covers the SCORE label', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto('/game/2048?seed=e2e-bubble');
    const board = page.getByTestId('board-2048');
    await expect(board).toBeVisible();
    await closeFirstVisitHelp(page);
    await board.focus();
    for (let i = 0; i < 40 && Number(await board.getAttribute('data-score')) === 0; i++) {
      await page.keyboard.press(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'][i % 4]);
    }
    const bubble = page.locator('.g2048-score__gain');
    await expect(bubble).toHaveCount(1);
    // Walk the bubble's animation from start to end (paused, no waiting) and measure it against the label.
    const overlaps = await bubble.evaluate((element) => {
      const label = Array.from(document.querySelectorAll('.gk-stat__label')).find((dt) => dt.textContent?.trim() === 'Score')!.getBoundingClientRect();
      const found: string[] = [];
      const animations = element.getAnimations();
      for (const fraction of [0, 0.25, 0.5, 0.75, 0.99]) {
        for (const animation of animations) {
          animation.pause();
          animation.currentTime = Number(animation.effect?.getComputedTiming().duration ?? 0) * fraction;
        }
        const box = element.getBoundingClientRect();
        if (box.top < label.bottom && box.bottom > label.top && box.left < label.right && box.right > label.left) found.push(`${fraction}: bubble ${Math.round(box.top)}–${Math.round(box.bottom)} over label ${Math.round(label.top)}–${Math.round(label.bottom)}`);
      }
      return found;
    });
    expect(overlaps).toEqual([]);
    await context.close();
  });

  test('game over shows the score and best with a spoiler-free Share and Try again', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    // A board one move from the end: moving right fills the last cell and nothing can merge.
    const values = [8, 16, 8, 16, 16, 8, 16, 8, 8, 16, 8, 16, 32, 64, 128, 0];
    const base = newGame(4, 'e2e-over');
    const cells = values.map((value, i) => (value ? { id: i + 1, value, row: Math.floor(i / 4), col: i % 4 } : null));
    const saved = { v: 1, data: toSaved({ ...base, score: 1500, grid: { size: 4, cells }, nextId: 20 }) };
    await page.addInitScript((save) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem('games:2048:game-4', save);
    }, JSON.stringify(saved));
    await page.goto('/game/2048');
    const board = page.getByTestId('board-2048');
    await expect(board).toBeVisible();
    await closeFirstVisitHelp(page);
    await board.focus();
    await page.keyboard.press('ArrowRight');
    await expect(board).toHaveAttribute('data-state', 'over');
    // GameFrame's result beside the board: its heading takes focus; Try again is reached with Tab.
    const panel = resultPanel(page);
    await expect(panel.getByRole('heading')).toHaveText('Game over!');
    await expect(panel.getByRole('heading')).toBeFocused();
    await expect(panel).toContainText('New best!');
    await panel.getByRole('button', { name: 'Share result' }).click();
    await expect(panel.getByRole('status')).toHaveText(/Shared\.|Copied to the clipboard\./);
    // Where there is no share sheet (desktop Chromium on Linux) the text is on the clipboard.
    if ((await panel.getByRole('status').textContent()) === 'Copied to the clipboard.') {
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Playfield 2048 · 4×4\n🏆 1,500 points · new best!\n🧱 Best tile 128');
    }
    await tabTo(page, panel.getByRole('button', { name: 'Try again' }));
    await page.keyboard.press('Enter');
    await expect(board).toHaveAttribute('data-state', 'playing');
    await expect(board).toHaveAttribute('data-score', '0');
    await context.close();
  });
});

