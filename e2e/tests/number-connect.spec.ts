import { expect, test, type Page } from '@playwright/test';
import { cellOf, CELL_COUNT } from '../../remotes/number-connect/src/logic/board';
import { hammer, isOver, newGame, type GameState } from '../../remotes/number-connect/src/logic/game';
import { firstPair } from '../../remotes/number-connect/src/logic/moves';
import { stuckBoard } from '../../remotes/number-connect/src/logic/testBoards';
import { closeFirstVisitHelp } from '../support/first-visit';
import { resultPanel } from '../support/result-layout';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Number Connect (2248) through the portal: chains by pointer and by keyboard alone, a reload that keeps the
// game, and a round played to its end from a saved near-end board. A fixed seed in the URL deals the same board.

const board = (page: Page) => page.getByTestId('number-connect-board');
const tiles = (page: Page) => board(page).locator('[data-value]');
const shownCells = (page: Page) => tiles(page).evaluateAll((all) => all.map((tile) => Number(tile.getAttribute('data-value'))));
const score = async (page: Page) => Number(await board(page).getAttribute('data-score'));

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
  await expect(tiles(page)).toHaveCount(CELL_COUNT);
}

/** Drags the mouse from the centre of one tile through the others, as a player draws a chain. */
async function dragChain(page: Page, cells: number[]) {
  const centre = async (cell: number) => {
    const box = (await tiles(page).nth(cell).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const start = await centre(cells[0]);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const cell of cells.slice(1)) {
    const to = await centre(cell);
    await page.mouse.move(to.x, to.y, { steps: 4 });
  }
  await page.mouse.up();
}

test.describe('Number Connect', () => {
  test('chains tiles by pointer: the preview shows the value, release merges and scores, the page never scrolls', async ({ page }) => {
    await open(page, '/game/number-connect?seed=e2e-pointer');
    await closeFirstVisitHelp(page);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    for (let move = 1; move <= 3; move++) {
      const cells = await shownCells(page);
      const pair = firstPair(cells)!;
      expect(pair, 'the board has a chain to make').not.toBeNull();
      const before = await score(page);
      await dragChain(page, pair);
      await expect.poll(() => score(page)).toBe(before + cells[pair[0]] * 2);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // A finger's drag on the grid chains tiles; the browser must never take it for a scroll.
    expect(await board(page).getByRole('grid').evaluate((grid) => getComputedStyle(grid).touchAction)).toBe('none');
  });

  test('on a 375×667 phone the board takes the room it has: tiles of 40 px, the board and the first row of tools on the first screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await open(page, '/game/number-connect?seed=e2e-phone');
    await closeFirstVisitHelp(page);
    // Before: a 218 px board of 32 px tiles, with the tools in two rows under it.
    const tile = (await tiles(page).first().boundingBox())!;
    expect(Math.min(tile.width, tile.height)).toBeGreaterThanOrEqual(40);
    const shown = (await board(page).boundingBox())!;
    expect(shown.y + shown.height).toBeLessThanOrEqual(667);
    for (const name of ['Undo', 'Shuffle']) {
      const tool = (await page.getByRole('button', { name: new RegExp(`^${name}`) }).boundingBox())!;
      expect(tool.y + tool.height, `${name} on the first screen`).toBeLessThanOrEqual(667);
    }
    await context.close();
  });

  test('plays by keyboard alone: Enter starts and extends the chain, Enter on its end merges', async ({ page }) => {
    await open(page, '/game/number-connect?seed=e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page).getByRole('grid'));
    await expectVisibleFocus(page);
    let at = { row: 0, col: 0 };
    const goTo = async (cell: number) => {
      const to = cellOf(cell);
      for (; at.row !== to.row; at = { ...at, row: at.row + Math.sign(to.row - at.row) }) await page.keyboard.press(to.row > at.row ? 'ArrowDown' : 'ArrowUp');
      for (; at.col !== to.col; at = { ...at, col: at.col + Math.sign(to.col - at.col) }) await page.keyboard.press(to.col > at.col ? 'ArrowRight' : 'ArrowLeft');
    };
    const cells = await shownCells(page);
    const [a, b] = firstPair(cells)!;
    await goTo(a);
    await page.keyboard.press('Enter');
    await goTo(b);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('nc-preview')).toHaveText(String(cells[a] * 2));
    // Backspace steps back, Space extends again, Enter on the end merges.
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('nc-preview')).toHaveCount(0);
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect.poll(() => score(page)).toBe(cells[a] * 2);
  });

  test('keeps the game after a reload', async ({ page }) => {
    await open(page, '/game/number-connect?seed=e2e-reload');
    await closeFirstVisitHelp(page);
    await dragChain(page, firstPair(await shownCells(page))!);
    await expect.poll(() => score(page)).toBeGreaterThan(0);
    const played = await shownCells(page);
    const points = await score(page);
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await open(page, '/game/number-connect');
    expect(await shownCells(page)).toEqual(played);
    expect(await score(page)).toBe(points);
  });

  test('a stuck board is rescued by the hammer until the round ends, and the end survives a reload', async ({ page }) => {
    // A saved board with no chain left and one hammer: the smash that leaves no chain ends the round.
    const stuck: GameState = { ...newGame('e2e-end'), cells: stuckBoard(), score: 900, bestTile: 256, shuffles: 0, hammers: 1 };
    const smash = Array.from({ length: CELL_COUNT }, (_, cell) => cell).find((cell) => isOver(hammer(stuck, cell)!));
    expect(smash, 'some smash leaves no chain').toBeDefined();
    await page.addInitScript((save) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem('games:number-connect:game', save);
    }, JSON.stringify({ v: 1, data: stuck }));
    await open(page, '/game/number-connect');
    // Not closeFirstVisitHelp: the stuck board's "No moves left" (the frame's result, a dialog) shows as the help closes.
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('dialog', { name: 'How to play' })).toHaveCount(0);
    await expect(board(page)).toHaveAttribute('data-state', 'stuck');
    await expect(resultPanel(page).getByRole('heading')).toHaveText('No moves left');
    await page.getByRole('button', { name: /Hammer \(1 left\)/ }).click();
    await tiles(page).nth(smash!).click();
    await expect(board(page)).toHaveAttribute('data-state', 'over');
    const panel = resultPanel(page);
    await expect(panel.getByRole('heading')).toHaveText('Game over!');
    await expect(panel.getByRole('heading')).toBeFocused();
    await expect(panel).toContainText('900');
    await expect(panel).toContainText('New best!');
    await open(page, '/game/number-connect');
    await expect(board(page)).toHaveAttribute('data-state', 'over');
    await expect(resultPanel(page)).toContainText('900');
    await page.getByRole('button', { name: 'Play again' }).click();
    await expect(board(page)).toHaveAttribute('data-state', 'playing');
  });
});
