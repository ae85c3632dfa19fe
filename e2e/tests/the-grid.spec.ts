import { expect, test, type Page } from '@playwright/test';
import { generatePuzzle } from '../../remotes/the-grid/src/logic/generate';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// The Grid (nonogram) through the portal: a win by pointer (taps and a drag), a win by keyboard alone, and a
// reload that keeps the game. A fixed seed in the URL deals the same picture every run; the test reads the
// picture from the same generator the game uses.

const board = (page: Page) => page.getByTestId('the-grid-board');
const cells = (page: Page) => board(page).getByRole('gridcell');
const marks = (page: Page) => cells(page).evaluateAll((all) => all.map((cell) => cell.getAttribute('data-mark')));

async function open(page: Page, seed: string, level = 'easy') {
  await page.goto(`/game/the-grid?seed=${seed}&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

async function expectWon(page: Page, name: string) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  const result = page.getByRole('dialog');
  await expect(result).toContainText('Solved!');
  await expect(result).toContainText(name);
}

test.describe('The Grid', () => {
  test('is won by pointer: a drag along a row, then taps', async ({ page }) => {
    const puzzle = generatePuzzle('e2e-pointer', 'easy');
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    const size = puzzle.width;
    // Drag across the first row that has a run of 2+ filled cells.
    const row = puzzle.rowClues.findIndex((clue) => clue.some((n) => n >= 2));
    const line = puzzle.solution.slice(row * size, row * size + size);
    const start = line.findIndex((v, i) => v === 1 && line[i + 1] === 1);
    let end = start;
    while (line[end + 1] === 1) end++;
    const from = (await cells(page).nth(row * size + start).boundingBox())!;
    const to = (await cells(page).nth(row * size + end).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // drifting a little off the row still paints along it: the drag keeps to its line
    await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.9, { steps: 6 });
    await page.mouse.up();
    for (let col = start; col <= end; col++) await expect(cells(page).nth(row * size + col)).toHaveAttribute('data-mark', 'filled');
    const now = await marks(page);
    for (const [cell, filled] of puzzle.solution.entries()) {
      if (filled && now[cell] !== 'filled') await cells(page).nth(cell).click();
    }
    await expectWon(page, puzzle.name);
  });

  test('is won by keyboard alone: Tab to the board, arrows move, Space fills', async ({ page }) => {
    const puzzle = generatePuzzle('e2e-keys', 'easy');
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const size = puzzle.width;
    const won = async () => (await board(page).getAttribute('data-state')) === 'won';
    // A snake through the grid: fill what the picture fills (X the rest, though finished lines cross themselves).
    walk: for (let row = 0; row < size; row++) {
      for (let step = 0; step < size; step++) {
        const col = row % 2 === 0 ? step : size - 1 - step;
        const cell = row * size + col;
        await expect(cells(page).nth(cell)).toBeFocused();
        const mark = await cells(page).nth(cell).getAttribute('data-mark');
        if (puzzle.solution[cell] === 1 && mark !== 'filled') await page.keyboard.press('Space');
        else if (puzzle.solution[cell] === 0 && mark === 'blank') await page.keyboard.press('x');
        if (await won()) break walk;
        if (step < size - 1) await page.keyboard.press(row % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
      }
      await page.keyboard.press('ArrowDown');
    }
    await expectWon(page, puzzle.name);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await open(page, 'e2e-reload', 'medium');
    await closeFirstVisitHelp(page);
    await cells(page).nth(0).click({ button: 'right' });
    await cells(page).nth(12).click();
    const played = await marks(page);
    expect(played.filter((mark) => mark !== 'blank').length).toBeGreaterThanOrEqual(2);
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/the-grid');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    expect(await marks(page)).toEqual(played);
  });
});
