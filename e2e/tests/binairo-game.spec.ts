import { expect, test, type Page } from '@playwright/test';
import { generatePuzzle } from '../../remotes/binairo-game/src/logic/generate';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Binairo through the portal: a win by pointer, a win by keyboard alone, and a reload that keeps the game.
// A fixed seed in the URL deals the same puzzle every run (the generator is seeded, so the spec knows it).

const board = (page: Page) => page.getByTestId('binairo-game-board');
const cells = (page: Page) => board(page).getByRole('gridcell');
const shown = (page: Page) => cells(page).evaluateAll((all) => all.map((cell) => cell.getAttribute('data-value')));

async function open(page: Page, seed: string) {
  await page.goto(`/game/binairo-game?seed=${seed}&difficulty=6x6`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

test.describe('Binairo', () => {
  test('is won by tapping: each tap cycles empty → 0 → 1', async ({ page }) => {
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    const puzzle = generatePuzzle('e2e-pointer', '6x6');
    for (const [index, given] of puzzle.givens.entries()) {
      if (given !== null) continue;
      const taps = puzzle.solution[index] === 0 ? 1 : 2;
      for (let t = 0; t < taps; t++) await cells(page).nth(index).click();
    }
    await expectWon(page);
  });

  test('is won by keyboard alone: Tab to the board, arrows move, 0 and 1 place', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const puzzle = generatePuzzle('e2e-keys', '6x6');
    const { size } = puzzle;
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const index = row * size + col;
        if (col > 0) await page.keyboard.press('ArrowRight');
        if (puzzle.givens[index] === null) await page.keyboard.press(String(puzzle.solution[index]));
      }
      if (row < size - 1) {
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Home');
      }
    }
    await expectWon(page);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    const puzzle = generatePuzzle('e2e-reload', '6x6');
    const free = puzzle.givens.findIndex((value) => value === null);
    await cells(page).nth(free).click();
    await expect(cells(page).nth(free)).toHaveAttribute('data-value', '0');
    const played = await shown(page);
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/binairo-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    expect(await shown(page)).toEqual(played);
  });
});
