import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectTapTargetsLargeEnough } from '../support/axe';
import { closeFirstVisitHelp } from '../support/first-visit';
import { openQueensWithSolution } from '../support/queens';
import { expectBoardFirst } from '../support/board-first';
import { KNOWN_BOARD_DRAG_SCROLLS, pageScrollFromBoardDrags, touchDrag } from '../support/board-drag';
import { expectFrameFits } from '../support/frame-fit';
import { GAMES, PAGES, boardOf, openPage } from '../support/site-map';

// Runs in the 'phone' project only: a 375×667 touch screen at device pixel ratio 2.

/** How far the page reaches past the right edge of the screen (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const doc = document.scrollingElement!;
    return doc.scrollWidth - document.documentElement.clientWidth;
  });

/** A finger swipe across `target`, from its centre. */
async function swipe(page: Page, target: Locator, dx: number, dy: number) {
  const box = (await target.boundingBox())!;
  await touchDrag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, dx, dy);
}

test.describe('phone', () => {
  test('the gallery shows two columns of games', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('.gallery__grid > li');
    await expect(items.first()).toBeVisible();
    // A masonry of CSS columns: count the distinct left edges of the cards.
    const lefts = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(2);
  });

  test('no page scrolls sideways or has tap targets under 24 px', async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of PAGES) {
      await openPage(page, route);
      expect(await sidewaysOverflow(page), `${route.path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectTapTargetsLargeEnough(page, route.path);
    }
  });

  // One page load per game: board first (the whole board on the first screen, nothing over it, no text
  // overflowing), the frame fits (no text cut off, no controls overlapping, the title on one line), no
  // sideways scrolling, tap targets of 24 px, and a finger drag that starts on the board never scrolls the page.
  for (const game of GAMES) {
    test(`${game.slug}: board first, frame fits, no sideways scrolling, no tap targets under 24 px, board drags keep the page still`, async ({ page }) => {
      await page.goto(`/game/${game.slug}?seed=e2e-board`);
      await expect(page.getByTestId(game.ready)).toBeVisible({ timeout: 30_000 });
      await expectBoardFirst(page, boardOf(page, game), async () => {
        expect(await sidewaysOverflow(page), 'with the help dialog open').toBeLessThanOrEqual(0);
      });
      await expectFrameFits(page, game.slug, 'phone');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectTapTargetsLargeEnough(page, `/game/${game.slug}`);
      const scrolled = await pageScrollFromBoardDrags(page, boardOf(page, game));
      if (KNOWN_BOARD_DRAG_SCROLLS.has(game.slug)) expect(scrolled, 'listed in KNOWN_BOARD_DRAG_SCROLLS, but keeps its drags now: remove it from the list').toBeGreaterThan(0);
      else expect(scrolled, 'px the page scrolled under finger drags that started on the board').toBe(0);
    });
  }

  test('2048 plays by swiping', async ({ page }) => {
    await page.goto('/game/2048?seed=e2e-phone');
    const board = page.getByTestId('board-2048');
    await expect(board).toBeVisible();
    await closeFirstVisitHelp(page);
    await board.scrollIntoViewIfNeeded();
    const tiles = () => board.locator('[data-value]').evaluateAll((els) => els.map((t) => `${t.getAttribute('data-row')},${t.getAttribute('data-col')}=${t.getAttribute('data-value')}`).join(' '));
    const start = await tiles();
    for (const [dx, dy] of [
      [-120, 0],
      [0, -120],
      [120, 0],
      [0, 120],
    ]) {
      await swipe(page, board, dx, dy);
    }
    await expect.poll(tiles).not.toBe(start);
    await expect.poll(() => board.locator('[data-value]').count()).toBeGreaterThan(2);
  });

  test('Queens is solved by tapping', async ({ page }) => {
    const { board, solution } = await openQueensWithSolution(page, 'e2e-phone-taps');
    for (const [row, col] of solution.entries()) {
      const cell = board.locator(`[data-row="${row}"][data-col="${col}"]`);
      // A tap marks ×, a second tap makes it a queen.
      await cell.tap();
      await expect(cell).toHaveAttribute('data-mark', 'cross');
      await cell.tap();
      await expect(cell).toHaveAttribute('data-mark', 'queen');
    }
    await expect(board).toHaveAttribute('data-state', 'won');
    await expect(page.getByRole('dialog')).toContainText('Solved!');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
