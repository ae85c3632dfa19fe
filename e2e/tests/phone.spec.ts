import { expect, test, type Page } from '@playwright/test';
import { expectTapTargetsLargeEnough } from '../support/axe';
import { pageScrollFromBoardDrags, touchDrag } from '../support/touch-drag';
import { closeFirstVisitHelp } from '../support/first-visit';
import { openQueensWithSolution } from '../support/queens';
import { expectBoardFirst } from '../support/board-first';
import { GAMES, PAGES, boardOf, openPage } from '../support/site-map';

// Runs in the 'phone' project only: a 375×667 touch screen at device pixel ratio 2.

/** How far the page reaches past the right edge of the screen (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const doc = document.scrollingElement!;
    return doc.scrollWidth - document.documentElement.clientWidth;
  });

/**
 * Games whose boards are checked for issue 27's "a drag that starts on any board never scrolls the page";
 * the other slices of the issue add theirs until the check covers every game.
 */
const DRAG_KEEPS_PAGE = new Set(['arithmetic-game', 'brainvita', 'connections-game', 'crossclimb-game', 'falling-stars', 'flexibility-game', 'matching-card', 'memory-game', 'popular-words', 'quiz-master-game', 'sequence-game', 'tic-tac-toe', 'word-scrabble', 'word-scramble', 'word-search']);

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
  // overflowing), no sideways scrolling, tap targets of 24 px.
  for (const game of GAMES) {
    test(`${game.slug}: board first, no sideways scrolling, no tap targets under 24 px`, async ({ page }) => {
      await page.goto(`/game/${game.slug}?seed=e2e-board`);
      await expect(page.getByTestId(game.ready)).toBeVisible({ timeout: 30_000 });
      await expectBoardFirst(page, boardOf(page, game), async () => {
        expect(await sidewaysOverflow(page), 'with the help dialog open').toBeLessThanOrEqual(0);
      });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectTapTargetsLargeEnough(page, `/game/${game.slug}`);
      if (DRAG_KEEPS_PAGE.has(game.slug)) expect(await pageScrollFromBoardDrags(page, boardOf(page, game)), 'px the page scrolled under a drag on the board').toBe(0);
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
      await touchDrag(page, board, [0.5, 0.5], [dx, dy]);
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
