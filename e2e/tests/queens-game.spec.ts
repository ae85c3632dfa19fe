import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectConflictDrawn, expectCursorDrawn, expectOnScreen } from '../support/drawn';
import { closeFirstVisitHelp } from '../support/first-visit';
import type { Difficulty } from '../../remotes/queens-game/src/logic/difficulty';
import { generatePuzzle } from '../../remotes/queens-game/src/logic/generate';

/** The puzzle the game saved in its session (the generator's output in the browser's worker). */
async function savedPuzzle(page: Page, seed: string, difficulty: Difficulty): Promise<{ size: number; regions: number[]; solution: number[] }> {
  const key = `games:queens-game:game-${difficulty}`;
  await expect
    .poll(() => page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key))
    .toContain(`"seed":"${seed}"`);
  const raw = await page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
  return JSON.parse(raw!).data.puzzle;
}

async function openSeeded(page: Page, seed: string, difficulty: Difficulty) {
  await page.goto(`/game/queens-game?seed=${seed}&difficulty=${difficulty}`);
  const board = page.getByTestId('queens-board');
  // Generation runs in a worker; allow for a slow, busy machine.
  await expect(board).toBeVisible({ timeout: 30_000 });
  // The spec computes the puzzle itself: the same seed must give the same board in Node and in the browser.
  const puzzle = generatePuzzle(seed, difficulty);
  const dealt = await savedPuzzle(page, seed, difficulty);
  expect(dealt.regions).toEqual(puzzle.regions);
  expect(dealt.solution).toEqual(puzzle.solution);
  await expect(board).toHaveAttribute('data-size', String(puzzle.size));
  return { board, puzzle };
}

const cell = (board: Locator, row: number, col: number) => board.locator(`[data-row="${row}"][data-col="${col}"]`);

async function expectSolved(page: Page, board: Locator) {
  await expect(board).toHaveAttribute('data-state', 'won');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Solved!');
  await expect(dialog).toContainText('Flawless');
  // Issue 21: the result can be shared, as on LinkedIn.
  await expect(dialog.getByRole('button', { name: /share/i })).toBeVisible();
}

test.describe('Queens', () => {
  // Each test plays a whole board move by move; give a busy machine room.
  test.setTimeout(120_000);

  test('solves a seeded puzzle by pointer: drag paints ×, taps cycle × → queen', async ({ page }) => {
    const { board, puzzle } = await openSeeded(page, 'e2e-pointer', 'easy');
    await closeFirstVisitHelp(page);

    // Drag across the empty cells left of a queen in some row: they all get ×.
    const row = puzzle.solution.findIndex((col) => col >= 3);
    const first = (await cell(board, row, 0).boundingBox())!;
    const last = (await cell(board, row, puzzle.solution[row] - 1).boundingBox())!;
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    await page.mouse.down();
    await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2, { steps: 2 });
    await page.mouse.up();
    for (let col = 0; col < puzzle.solution[row]; col++) await expect(cell(board, row, col)).toHaveAttribute('data-mark', 'cross');

    // One undo removes the whole drag, redo brings it back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cell(board, row, 0)).toHaveAttribute('data-mark', /empty|auto-cross/);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(cell(board, row, 0)).toHaveAttribute('data-mark', 'cross');

    for (let r = 0; r < puzzle.size; r++) {
      const target = cell(board, r, puzzle.solution[r]);
      await target.click();
      await expect(target).toHaveAttribute('data-mark', 'cross');
      await target.click();
      await expect(target).toHaveAttribute('data-mark', 'queen');
    }
    await expectSolved(page, board);
  });

  test('solves a seeded puzzle with the keyboard only', async ({ page }) => {
    const { board, puzzle } = await openSeeded(page, 'e2e-keyboard', 'medium');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The board keeps one cell in the Tab order (a roving tabindex); focus it.
    await board.locator('[tabindex="0"]').focus();

    // A clash first: two queens side by side are both marked, then undone.
    await page.keyboard.press('q');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('q');
    await expect(cell(board, 0, 0)).toHaveAttribute('data-conflict', 'true');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(cell(board, 0, 0)).toHaveAttribute('data-mark', 'empty');

    const at = { row: 0, col: 1 };
    for (let row = 0; row < puzzle.size; row++) {
      const col = puzzle.solution[row];
      while (at.row < row) {
        await page.keyboard.press('ArrowDown');
        at.row++;
      }
      while (at.col < col) {
        await page.keyboard.press('ArrowRight');
        at.col++;
      }
      while (at.col > col) {
        await page.keyboard.press('ArrowLeft');
        at.col--;
      }
      // Space cycles: × then queen.
      await page.keyboard.press('Space');
      await page.keyboard.press('Space');
      await expect(cell(board, row, col)).toHaveAttribute('data-mark', 'queen');
    }
    await expect(board).toHaveAttribute('data-state', 'won');
    await expect(page.getByRole('dialog')).toContainText('Solved!');
  });

  test('a clash is drawn on the board (stripes, edge, ⚠) and said under it; the keyboard cursor shows', async ({ page }) => {
    const { board } = await openSeeded(page, 'e2e-drawn', 'easy');
    await closeFirstVisitHelp(page);
    await board.locator('[tabindex="0"]').focus();
    await page.keyboard.press('q');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('q');
    await expect(cell(board, 0, 0)).toHaveAttribute('data-conflict', 'true');
    await expectConflictDrawn(cell(board, 0, 0), cell(board, 3, 3));
    const message = page.getByTestId('game-message');
    await expect(message).toHaveText(/Row 1 has two queens\./);
    await expectOnScreen(message);
    await expectCursorDrawn(cell(board, 0, 1));
    // Taking the queen back clears the message; its line stays, so the board does not move.
    const boardBox = await board.boundingBox();
    await page.keyboard.press('Control+z');
    await expect(message).toHaveText('');
    expect(await board.boundingBox()).toEqual(boardBox);
  });

  test('keeps the progress after a reload in the middle', async ({ page }) => {
    const { board, puzzle } = await openSeeded(page, 'e2e-reload', 'easy');
    await closeFirstVisitHelp(page);
    const half = Math.floor(puzzle.size / 2);
    for (let r = 0; r < half; r++) {
      const target = cell(board, r, puzzle.solution[r]);
      await target.click();
      await target.click();
      await expect(target).toHaveAttribute('data-mark', 'queen');
    }
    await cell(board, puzzle.size - 1, puzzle.solution[puzzle.size - 1] === 0 ? 2 : 0).click();

    await page.goto('/game/queens-game');
    const restored = page.getByTestId('queens-board');
    await expect(restored).toBeVisible();
    for (let r = 0; r < half; r++) await expect(cell(restored, r, puzzle.solution[r])).toHaveAttribute('data-mark', 'queen');
    await expect(cell(restored, puzzle.size - 1, puzzle.solution[puzzle.size - 1] === 0 ? 2 : 0)).toHaveAttribute('data-mark', 'cross');

    for (let r = half; r < puzzle.size; r++) {
      const target = cell(restored, r, puzzle.solution[r]);
      await target.click();
      await target.click();
    }
    await expectSolved(page, restored);
  });
});

test.describe('Queens options and daily (issue 21)', () => {
  test('regions show no letters until the colour-blind switch, which is remembered; Auto-× is off until switched on', async ({ page }) => {
    const { board, puzzle } = await openSeeded(page, 'e2e-options', 'easy');
    await closeFirstVisitHelp(page);
    await expect(board.locator('.qg-cell__letter')).toHaveCount(0);
    await expect(cell(board, 0, 0)).toHaveText('');

    const colourBlind = page.getByRole('switch', { name: 'Colour-blind' });
    // The options sit behind one disclosure, open beside the board and folded under it.
    const options = page.locator('summary', { hasText: 'Options' });
    if (!(await colourBlind.isVisible())) await options.click();
    await colourBlind.check();
    await expect(cell(board, 0, 0)).toHaveText('A');
    await expect(board.locator('.qg-cell__letter')).toHaveCount(puzzle.size * puzzle.size);

    // A queen rules out its row, column, region and neighbours, but Auto-× leaves them alone until asked.
    const autoCross = page.getByRole('switch', { name: 'Auto-×' });
    await expect(autoCross).not.toBeChecked();
    const queen = cell(board, 0, puzzle.solution[0]);
    await queen.click();
    await queen.click();
    await expect(queen).toHaveAttribute('data-mark', 'queen');
    await expect(board.locator('[data-mark="auto-cross"]')).toHaveCount(0);
    await autoCross.check();
    await expect(board.locator('[data-mark="auto-cross"]').first()).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('queens-board')).toBeVisible({ timeout: 30_000 });
    if (!(await colourBlind.isVisible())) await options.click();
    await expect(colourBlind).toBeChecked();
    await expect(cell(page.getByTestId('queens-board'), 0, 0)).toHaveText('A');
  });

  test('the daily puzzle shows the streak', async ({ page }) => {
    await page.goto('/game/queens-game');
    await expect(page.getByTestId('queens-board')).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    await expect(page.getByRole('combobox', { name: 'Puzzle' })).toHaveValue('daily');
    await expect(page.locator('.gk-stat', { hasText: 'Streak' })).toBeVisible();
  });
});

test('fits a 375 px phone without horizontal scroll and paints × by touch drag', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const { board, puzzle } = await openSeeded(page, 'e2e-phone', 'hard');
  await closeFirstVisitHelp(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // A touch drag along one row (pointer events with pointerType "touch", as a finger sends them).
  const row = puzzle.solution.findIndex((col) => col >= 3);
  const from = (await cell(board, row, 0).boundingBox())!;
  const to = (await cell(board, row, 2).boundingBox())!;
  const point = (box: { x: number; y: number; width: number; height: number }) => ({ clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 });
  const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
  await cell(board, row, 0).dispatchEvent('pointerdown', { ...touch, ...point(from), button: 0 });
  await board.dispatchEvent('pointermove', { ...touch, ...point(to) });
  await board.dispatchEvent('pointerup', { ...touch, ...point(to) });
  for (const col of [0, 1, 2]) await expect(cell(board, row, col)).toHaveAttribute('data-mark', 'cross');
  await page.screenshot({ path: testInfo.outputPath('queens-phone.png'), fullPage: true });
  await board.screenshot({ path: testInfo.outputPath('queens-board.png') });
  await context.close();
});
