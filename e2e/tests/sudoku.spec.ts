import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';
import { countSolutions } from '../../remotes/sudoku/src/logic/solver';

const board = (page: Page) => page.getByTestId('sudoku-board');
const cell = (page: Page, index: number) => board(page).locator(`[data-row="${Math.floor(index / 9)}"][data-col="${index % 9}"]`);

/** The digits on the board, row by row (0 for empty cells). */
async function readValues(page: Page): Promise<number[]> {
  return board(page)
    .locator('[data-row][data-col]')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value') || 0)));
}

async function solutionOf(page: Page): Promise<number[]> {
  const givens = await board(page)
    .locator('[data-row][data-col]')
    .evaluateAll((cells) => cells.map((c) => (c.hasAttribute('data-given') ? Number(c.getAttribute('data-value')) : 0)));
  const result = countSolutions(givens, 2);
  expect(result.count).toBe(1);
  return result.solution!;
}

async function expectFlawlessWin(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Solved!');
  await expect(dialog).toContainText('Flawless');
}

test.describe('sudoku', () => {
  // Entering a whole grid takes a few hundred clicks or key presses.
  test.describe.configure({ timeout: 240_000 });

  test('solves a seeded puzzle by pointer, keeping progress across a reload', async ({ page }) => {
    await page.goto('/game/sudoku?seed=e2e-pointer&difficulty=easy');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const solution = await solutionOf(page);
    const start = await readValues(page);
    const empties = start.map((v, i) => (v === 0 ? i : -1)).filter((i) => i >= 0);
    const pad = page.getByTestId('sudoku-pad');
    const half = Math.floor(empties.length / 2);

    // Notes: pencil a candidate, then placing a digit clears it from the peers.
    await cell(page, empties[0]).click();
    await pad.getByRole('button', { name: /^Notes/ }).click();
    await pad.locator(`[data-digit="${solution[empties[1]]}"]`).click();
    await pad.getByRole('button', { name: /^Notes/ }).click();

    for (const index of empties.slice(0, half)) {
      await cell(page, index).click();
      await pad.locator(`[data-digit="${solution[index]}"]`).click();
    }
    await expect(cell(page, empties[half - 1])).toHaveAttribute('data-value', String(solution[empties[half - 1]]));
    const midway = await readValues(page);

    await page.goto('/game/sudoku');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => readValues(page)).toEqual(midway);

    for (const index of empties.slice(half)) {
      await cell(page, index).click();
      await pad.locator(`[data-digit="${solution[index]}"]`).click();
    }
    await expectFlawlessWin(page);
  });

  test('solves a seeded puzzle with the keyboard only', async ({ page }) => {
    await page.goto('/game/sudoku?seed=e2e-keyboard&difficulty=easy');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const solution = await solutionOf(page);
    const start = await readValues(page);

    // Go to the top-left corner, then walk the grid as a snake: even rows rightwards with the arrows, odd rows
    // leftwards with WASD, one step down between rows.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowLeft');
    }
    await expect(cell(page, 0)).toHaveAttribute('aria-selected', 'true');

    let checkedUndo = false;
    for (let row = 0; row < 9; row++) {
      const odd = row % 2 === 1;
      for (let step = 0; step < 9; step++) {
        const index = row * 9 + (odd ? 8 - step : step);
        if (start[index] === 0) {
          await page.keyboard.press(String(solution[index]));
          if (!checkedUndo) {
            checkedUndo = true;
            await page.keyboard.press('Control+z');
            await expect(cell(page, index)).toHaveAttribute('data-value', '');
            await page.keyboard.press('Control+y');
            await expect(cell(page, index)).toHaveAttribute('data-value', String(solution[index]));
            // Notes mode on and off again: a pencil mark never counts as a digit.
            await page.keyboard.press('n');
            await page.keyboard.press('n');
          }
        }
        if (step < 8) await page.keyboard.press(odd ? 'a' : 'ArrowRight');
      }
      if (row < 8) await page.keyboard.press(odd ? 's' : 'ArrowDown');
    }
    await expectFlawlessWin(page);
  });

  test('a wrong digit in the daily counts as a mistake and is shown as wrong, in colour, mark and label', async ({ page }) => {
    await page.goto('/game/sudoku');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const solution = await solutionOf(page);
    const start = await readValues(page);
    const [wrongCell, rightCell] = start.map((v, i) => (v === 0 ? i : -1)).filter((i) => i >= 0);
    const wrongDigit = (solution[wrongCell] % 9) + 1;

    await cell(page, rightCell).click();
    await page.keyboard.press(String(solution[rightCell]));
    await cell(page, wrongCell).click();
    await page.keyboard.press(String(wrongDigit));

    await expect(page.locator('.gk-stat', { hasText: 'Mistakes' }).locator('dd')).toHaveText('1');
    const wrong = cell(page, wrongCell);
    await expect(wrong).toHaveAttribute('data-value', String(wrongDigit));
    await expect(wrong).toHaveAttribute('aria-label', new RegExp(`, ${wrongDigit}, wrong`));
    await expect(wrong.getByText('✕')).toBeVisible();
    const right = cell(page, rightCell);
    await expect(right).not.toHaveAttribute('aria-label', /wrong/);
    await expect(right.getByText('✕')).toHaveCount(0);
    // Not colour alone, but colour too: the wrong digit is not drawn like a right entry.
    const colourOf = (index: number) => cell(page, index).locator('.sdk-cell__value').evaluate((el) => getComputedStyle(el).color);
    expect(await colourOf(wrongCell)).not.toBe(await colourOf(rightCell));
  });

  test('on a 375×667 phone the board takes the width it has with the digits on the first screen, and a hint explains its step', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto('/game/sudoku?seed=e2e-hint&difficulty=easy');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    // Before: 272 px of the 343 px free, with the folded Options kept on the first screen instead.
    await expect.poll(async () => (await board(page).boundingBox())!.width).toBeGreaterThanOrEqual(320);
    const digits = (await page.getByRole('group', { name: 'Digits' }).boundingBox())!;
    expect(digits.y + digits.height).toBeLessThanOrEqual(667);
    const before = await readValues(page);
    await page.getByRole('button', { name: /^Hint/ }).click();
    await expect(page.getByTestId('puzzle-hint')).toContainText(/(Naked|Hidden) single: /);
    await expect.poll(async () => (await readValues(page)).filter(Boolean).length).toBe(before.filter(Boolean).length + 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
