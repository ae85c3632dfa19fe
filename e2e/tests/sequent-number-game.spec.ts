import { expect, test, type Page } from '@playwright/test';
import { generatePuzzle } from '../../remotes/sequent-number-game/src/logic/generate';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Sequent (Hidato / Numbrix) through the portal: a win by dragging chains, a win by keyboard alone, and a
// reload that keeps the numbers. A fixed seed in the URL deals the same puzzle every run.

const board = (page: Page) => page.getByTestId('sequent-number-game-board');
const cell = (page: Page, id: number) => board(page).locator(`[data-cell="${id}"]`);

async function open(page: Page, seed: string, level: string) {
  await page.goto(`/game/sequent-number-game?seed=${seed}&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
  return generatePuzzle(seed, level);
}

async function centre(page: Page, id: number) {
  const box = (await cell(page, id).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags from the cell holding `from` through the cells of the numbers after it, up to `to`. */
async function dragChain(page: Page, solution: readonly number[], from: number, to: number) {
  const start = await centre(page, solution.indexOf(from));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let v = from + 1; v <= to; v++) {
    const at = await centre(page, solution.indexOf(v));
    await page.mouse.move(at.x, at.y, { steps: 2 });
  }
  await page.mouse.up();
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

test.describe('Sequent Number Game', () => {
  test('Hidato is won by dragging chains from the given numbers (diagonal steps included)', async ({ page }) => {
    const { puzzle, solution } = await open(page, 'e2e-pointer', 'hidato5');
    await closeFirstVisitHelp(page);
    const total = solution.length;
    for (let v = 1; v < total; v++) {
      if (!puzzle.givens.includes(v) || puzzle.givens.includes(v + 1)) continue;
      let last = v + 1;
      while (!puzzle.givens.includes(last + 1)) last++;
      await dragChain(page, solution, v, last);
    }
    await expectWon(page);
  });

  test('Numbrix is won by keyboard alone: arrows move, digits type', async ({ page }) => {
    const { puzzle, solution } = await open(page, 'e2e-keys', 'numbrix6');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const { size } = puzzle;
    let at = { row: 0, col: 0 };
    for (const [id, v] of solution.entries()) {
      if (puzzle.givens[id] !== 0) continue;
      const to = { row: Math.floor(id / size), col: id % size };
      for (; at.row !== to.row; at = { ...at, row: at.row + Math.sign(to.row - at.row) }) await page.keyboard.press(to.row > at.row ? 'ArrowDown' : 'ArrowUp');
      for (; at.col !== to.col; at = { ...at, col: at.col + Math.sign(to.col - at.col) }) await page.keyboard.press(to.col > at.col ? 'ArrowRight' : 'ArrowLeft');
      await expect(cell(page, id)).toBeFocused();
      await page.keyboard.type(String(v));
    }
    await expectWon(page);
  });

  test('keeps the numbers and pencil marks after a reload', async ({ page }) => {
    const { puzzle, solution } = await open(page, 'e2e-reload', 'hidato6');
    await closeFirstVisitHelp(page);
    const [id, other] = puzzle.givens.flatMap((v, c) => (v === 0 ? [c] : [])).slice(0, 2);
    await cell(page, id).click();
    await page.keyboard.type(String(solution[id]));
    await expect(cell(page, id)).toHaveAttribute('data-value', String(solution[id]));
    // Notes from the pad's toggle: typed numbers become pencil marks.
    await cell(page, other).click();
    await page.getByTestId('sequent-pad').getByRole('button', { name: /notes/i }).click();
    await page.getByTestId('sequent-pad').getByRole('button', { name: /^Note 2$/ }).click();
    await page.getByTestId('sequent-pad').getByRole('button', { name: /^Note 7$/ }).click();
    await expect(cell(page, other).locator('[data-notes]')).toHaveAttribute('data-notes', '27');
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/sequent-number-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await expect(cell(page, id)).toHaveAttribute('data-value', String(solution[id]));
    await expect(cell(page, other).locator('[data-notes]')).toHaveAttribute('data-notes', '27');
  });

  test('deals a 10×10 Hidato from its pack, fully visible', async ({ page }) => {
    await page.goto('/game/sequent-number-game?seed=e2e-pack&difficulty=hidato10');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    await expect(board(page)).toHaveAttribute('data-size', '10');
    await expect(board(page).locator('[data-cell]')).toHaveCount(100);
    const box = (await board(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  });
});
