import { expect, test, type Page } from '@playwright/test';
import { generatePuzzle } from '../../remotes/cross-sums/src/logic/generate';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Cross Sums (Number Sums) through the portal: a win by pointer, a win by keyboard alone, and a reload that
// keeps the game. A fixed seed in the URL deals the same grid every run; the test reads the answer from the
// same generator the game uses.

const board = (page: Page) => page.getByTestId('cross-sums-board');
const cells = (page: Page) => board(page).getByRole('gridcell');
const marks = (page: Page) => cells(page).evaluateAll((all) => all.map((cell) => cell.getAttribute('data-mark')));

async function open(page: Page, seed: string, level = 'easy') {
  await page.goto(`/game/cross-sums?seed=${seed}&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

test.describe('Cross Sums', () => {
  test('is won by tapping every unneeded digit with Erase; sums get a check mark', async ({ page }) => {
    const puzzle = generatePuzzle('e2e-pointer', 'hard');
    await open(page, 'e2e-pointer', 'hard');
    await closeFirstVisitHelp(page);
    // Keep one needed digit with the Keep tool first.
    await page.getByRole('button', { name: 'Keep' }).click();
    await cells(page).nth(puzzle.solution.indexOf(1)).click();
    await expect(cells(page).nth(puzzle.solution.indexOf(1))).toHaveAttribute('data-mark', 'kept');
    await page.getByRole('button', { name: 'Erase' }).click();
    for (const [cell, kept] of puzzle.solution.entries()) {
      if (kept || (await cells(page).nth(cell).getAttribute('data-mark')) === 'erased') continue;
      await cells(page).nth(cell).click();
      if ((await board(page).getAttribute('data-state')) === 'won') break;
    }
    await expectWon(page);
    await expect(page.getByRole('listitem').filter({ hasText: '✓' }).first()).toBeVisible();
  });

  test('is won by keyboard alone: Tab to the board, arrows move, X erases', async ({ page }) => {
    const puzzle = generatePuzzle('e2e-keys', 'easy');
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const size = puzzle.size;
    walk: for (let row = 0; row < size; row++) {
      for (let step = 0; step < size; step++) {
        const col = row % 2 === 0 ? step : size - 1 - step;
        const cell = row * size + col;
        await expect(cells(page).nth(cell)).toBeFocused();
        if (!puzzle.solution[cell] && (await cells(page).nth(cell).getAttribute('data-mark')) !== 'erased') await page.keyboard.press('x');
        if ((await board(page).getAttribute('data-state')) === 'won') break walk;
        if (step < size - 1) await page.keyboard.press(row % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
      }
      await page.keyboard.press('ArrowDown');
    }
    await expectWon(page);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    const puzzle = generatePuzzle('e2e-reload', 'medium');
    await open(page, 'e2e-reload', 'medium');
    await closeFirstVisitHelp(page);
    await cells(page).nth(puzzle.solution.indexOf(0)).click();
    const played = await marks(page);
    expect(played).toContain('erased');
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/cross-sums');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    expect(await marks(page)).toEqual(played);
  });
});
