import { expect, test, type Page } from '@playwright/test';
import { boardFromRows } from '../../remotes/domino-merge-game/src/logic/board';
import { gameFrom, place } from '../../remotes/domino-merge-game/src/logic/game';
import { toSaved } from '../../remotes/domino-merge-game/src/logic/serialize';
import { closeFirstVisitHelp } from '../support/first-visit';
import { resultPanel } from '../support/result-layout';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Domino Merge through the portal: a whole round to game over by pointer and by keyboard alone, a piece dragged
// from the tray, and a reload that keeps the game. Fixed seeds (in the URL or in a saved game) deal the same pieces.

const board = (page: Page) => page.getByTestId('domino-merge-game-board');
const cell = (page: Page, row: number, col: number) => board(page).locator(`.dm-cell[data-row="${row}"][data-col="${col}"]`);
const values = (page: Page) => board(page).locator('.dm-cell').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-value')).join(''));

/** A board with one free cell (bottom right) late in a game: the next single fills it and nothing merges, so the round ends. */
function lastMoveSave() {
  const rows = ['12121', '21212', '12121', '21212', '1212.'];
  for (let i = 0; ; i++) {
    const game = gameFrom(`e2e-end-${i}`, boardFromRows(rows), { turn: 40, score: 1200, bestTile: 6 });
    if (!game.over && place(game, { anchor: { row: 4, col: 4 }, rotation: 0 }).over) return JSON.stringify({ v: 1, data: toSaved(game) });
  }
}

async function openWithSave(page: Page, save: string) {
  await page.addInitScript((data) => {
    if (sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    localStorage.setItem('games:domino-merge-game:game', data);
  }, save);
  await page.goto('/game/domino-merge-game');
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

async function expectRoundOver(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'over');
  // GameFrame's result beside the board (a sheet on phones): its heading takes focus, Play again is a Tab away.
  const panel = resultPanel(page);
  await expect(panel.getByRole('heading')).toHaveText('Game over!');
  await expect(panel.getByRole('heading')).toBeFocused();
  await expect(panel).toContainText('New best!');
  await expect(panel).toContainText('Best tile');
  return panel;
}

test.describe('Domino Merge', () => {
  test('plays a round to game over by pointer: a tap on the last free cell', async ({ page }) => {
    await openWithSave(page, lastMoveSave());
    await closeFirstVisitHelp(page);
    await cell(page, 4, 4).click();
    const panel = await expectRoundOver(page);
    await panel.getByRole('button', { name: 'Play again' }).click();
    await expect(board(page)).toHaveAttribute('data-state', 'playing');
    await expect(board(page)).toHaveAttribute('data-turn', '0');
  });

  test('drags the piece from the tray onto the board', async ({ page }) => {
    await page.goto('/game/domino-merge-game?seed=e2e-drag');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const piece = page.getByTestId('domino-merge-piece');
    const tiles = (await piece.getAttribute('data-piece'))!.split('|').length;
    const from = (await piece.boundingBox())!;
    const to = (await cell(page, 2, 2).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (const f of [0.25, 0.5, 0.75, 1]) {
      await page.mouse.move(from.x + from.width / 2 + (to.x + to.width / 2 - from.x - from.width / 2) * f, from.y + from.height / 2 + (to.y + to.height / 2 - from.y - from.height / 2) * f);
    }
    await expect(board(page).locator('[data-ghost="fits"]')).toHaveCount(tiles);
    await page.mouse.up();
    await expect(board(page)).toHaveAttribute('data-turn', '1');
    expect((await values(page)).replace(/0/g, '')).toHaveLength(tiles);
  });

  test('plays a round to game over by keyboard alone', async ({ page }) => {
    await openWithSave(page, lastMoveSave());
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    // The ghost starts at row 3, column 2: two steps right and two down reach the free corner.
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    await expect(board(page)).toHaveAttribute('data-ghost-row', '4');
    await expect(board(page)).toHaveAttribute('data-ghost-col', '4');
    await page.keyboard.press('Enter');
    const panel = await expectRoundOver(page);
    await tabTo(page, panel.getByRole('button', { name: 'Play again' }));
    await page.keyboard.press('Enter');
    await expect(board(page)).toHaveAttribute('data-turn', '0');
    await expect(board(page)).toHaveAttribute('data-state', 'playing');
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await page.goto('/game/domino-merge-game?seed=e2e-reload');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    await cell(page, 0, 0).click();
    await cell(page, 3, 1).click();
    await expect(board(page)).toHaveAttribute('data-turn', '2');
    const played = await values(page);
    const score = await board(page).getAttribute('data-score');
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/domino-merge-game');
    await expect(board(page)).toHaveAttribute('data-turn', '2', { timeout: 30_000 });
    expect(await values(page)).toBe(played);
    await expect(board(page)).toHaveAttribute('data-score', score!);
  });
});
