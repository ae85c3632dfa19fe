import { expect, test, type Page } from '@playwright/test';
import { solve } from '../../remotes/the-black/src/logic/solver';
import { overflowingText } from '../support/board-first';
import { expectOnScreen } from '../support/drawn';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// The Black through the portal: a win by pointer, a win by keyboard alone, and a reload that keeps the game.
// A fixed seed in the URL deals the same puzzle every run.

const board = (page: Page) => page.getByTestId('the-black-board');
const cells = (page: Page) => board(page).getByRole('gridcell');

/** The tiles row by row (true: white), as the board shows them. */
const shownLights = (page: Page) => cells(page).evaluateAll((all) => all.map((cell) => cell.getAttribute('data-lit') === 'true'));

async function open(page: Page, seed: string) {
  await page.goto(`/game/the-black?seed=${seed}&difficulty=3x3`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** A shortest set of presses that turns every tile black, as cell indexes. */
async function solution(page: Page): Promise<number[]> {
  const lights = await shownLights(page);
  const presses = solve(Math.sqrt(lights.length), lights);
  expect(presses, 'the dealt puzzle can be solved').not.toBeNull();
  return presses!;
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

test.describe('The Black', () => {
  test('is won by clicking the white tiles, after a restart that puts back the tiles and the move count', async ({ page }) => {
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    const start = await shownLights(page);
    const moves = page.locator('.gk-stat').filter({ hasText: 'Moves' }).locator('dd');
    const par = (await moves.textContent())!.split('/')[1];
    await cells(page).nth(0).click();
    await cells(page).nth(4).click();
    await expect(moves).toHaveText(`2/${par}`);
    // One way back to the start, which resets what the frame counts (a board-only Clear kept "2/par").
    const tools = page.getByRole('toolbar', { name: 'Puzzle tools' });
    await expect(tools.getByRole('button', { name: 'Clear' })).toHaveCount(0);
    await tools.getByRole('button', { name: 'Restart' }).click();
    await expect(moves).toHaveText(`0/${par}`);
    expect(await shownLights(page)).toEqual(start);
    for (const cell of await solution(page)) await cells(page).nth(cell).click();
    await expectWon(page);
  });

  test('is won by keyboard alone: Tab to the board, arrows move, Enter presses', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const size = Math.sqrt(await cells(page).count());
    let at = { row: 0, col: 0 };
    for (const cell of await solution(page)) {
      const to = { row: Math.floor(cell / size), col: cell % size };
      for (; at.row !== to.row; at = { ...at, row: at.row + Math.sign(to.row - at.row) }) await page.keyboard.press(to.row > at.row ? 'ArrowDown' : 'ArrowUp');
      for (; at.col !== to.col; at = { ...at, col: at.col + Math.sign(to.col - at.col) }) await page.keyboard.press(to.col > at.col ? 'ArrowRight' : 'ArrowLeft');
      await expect(cells(page).nth(cell)).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expectWon(page);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    await cells(page).nth(4).click();
    const played = await shownLights(page);
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/the-black');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    expect(await shownLights(page)).toEqual(played);
  });
});

test.describe('The Black on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  // Before, the board was 315 px (it left room for the par line twice) and Restart sat alone on a second row.
  test('the board takes the width, the par line and all four tools in one row under it on the first screen', async ({ page }) => {
    await open(page, 'e2e-phone');
    await closeFirstVisitHelp(page);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const shown = (await board(page).boundingBox())!;
    expect(shown.width).toBeGreaterThanOrEqual(width - 40);
    await expectOnScreen(page.getByTestId('game-message'));
    const tools = page.getByRole('toolbar', { name: 'Puzzle tools' }).getByRole('button');
    await expect(tools).toHaveText([/Undo/, /Redo/, /Hint/, /Restart/]);
    const boxes = await tools.evaluateAll((all) => all.map((tool) => tool.getBoundingClientRect().toJSON() as DOMRect));
    for (const box of boxes) {
      expect(box.top, 'one row').toBe(boxes[0].top);
      expect(box.bottom, 'on the first screen').toBeLessThanOrEqual(667);
    }
    expect(await overflowingText(page), 'every label fits its button').toEqual([]);
  });
});
