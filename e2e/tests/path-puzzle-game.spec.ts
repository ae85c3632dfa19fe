import { expect, test, type Locator, type Page } from '@playwright/test';
import { generatePuzzle } from '../../remotes/path-puzzle-game/src/logic/generator';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Flow (path-puzzle-game) through the portal: not in the gallery but playable at its URL; a win by pointer,
// a win by keyboard alone, a reload that keeps the pipes. A fixed seed in the URL deals the same board.

const board = (page: Page) => page.getByTestId('path-puzzle-game-board');
const cell = (page: Page, id: number) => board(page).locator(`[data-cell="${id}"]`);

async function open(page: Page, seed: string, level = 'pack5') {
  await page.goto(`/game/path-puzzle-game?seed=${seed}&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
  return generatePuzzle(seed, level);
}

async function centre(target: Locator) {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on the path's first cell, drags through the rest in order and releases. */
async function drag(page: Page, path: readonly number[]) {
  const start = await centre(cell(page, path[0]));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const id of path.slice(1)) {
    const at = await centre(cell(page, id));
    await page.mouse.move(at.x, at.y, { steps: 2 });
  }
  await page.mouse.up();
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

const arrowFor = (from: number, to: number) => (to === from + 1 ? 'ArrowRight' : to === from - 1 ? 'ArrowLeft' : to > from ? 'ArrowDown' : 'ArrowUp');

test.describe('Path Puzzle Game (Flow)', () => {
  test('is not in the gallery but opens from its URL', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main a[href^="/game/"]').first()).toBeVisible();
    await expect(page.locator('a[href="/game/path-puzzle-game"]')).toHaveCount(0);
    await open(page, 'e2e-url');
    await expect(board(page).locator('[data-dot]').first()).toBeVisible();
  });

  test('is won by dragging each pipe', async ({ page }) => {
    const { solution } = await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    for (const path of solution) await drag(page, path);
    await expectWon(page);
  });

  test('is won by keyboard alone: number keys pick a colour, arrows draw it', async ({ page }) => {
    const { solution } = await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    for (const [k, path] of solution.entries()) {
      await page.keyboard.press(String(k + 1));
      for (let i = 1; i < path.length; i++) await page.keyboard.press(arrowFor(path[i - 1], path[i]));
    }
    await expectWon(page);
  });

  test('keeps the pipes after a reload', async ({ page }) => {
    const { solution } = await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    await drag(page, solution[0]);
    await expect(board(page).locator('.flow-cell--filled')).toHaveCount(solution[0].length);
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/path-puzzle-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await expect(board(page).locator('.flow-cell--filled')).toHaveCount(solution[0].length);
  });
});
