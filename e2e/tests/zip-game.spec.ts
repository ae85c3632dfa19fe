import { expect, test, type Locator, type Page } from '@playwright/test';
import { overflowingText } from '../support/board-first';
import { closeFirstVisitHelp } from '../support/first-visit';

type Difficulty = 'easy' | 'medium' | 'hard' | 'expert';

interface SavedPuzzle {
  puzzle: { size: number; checkpoints: number[] };
  solution: number[];
}

/** The dealt puzzle and its unique solution, as the game saved them (generation runs in the page's worker). */
async function savedPuzzle(page: Page, seed: string, difficulty: Difficulty): Promise<SavedPuzzle> {
  // The kit's puzzle session keeps each level's game in its own slot.
  const key = `games:zip-game:game-${difficulty}`;
  await expect.poll(() => page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key)).toContain(`"seed":"${seed}"`);
  const raw = await page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
  return JSON.parse(raw!).data.puzzle;
}

async function openSeeded(page: Page, seed: string, difficulty: Difficulty) {
  await page.goto(`/game/zip-game?seed=${seed}&difficulty=${difficulty}`);
  const board = page.getByTestId('zip-board');
  await expect(board).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);
  const saved = await savedPuzzle(page, seed, difficulty);
  await expect(board).toHaveAttribute('data-size', String(saved.puzzle.size));
  return { board, saved };
}

const cellLocator = (board: Locator, cell: number, size: number) =>
  board.locator(`[data-row="${Math.floor(cell / size)}"][data-col="${cell % size}"]`);

async function centreOf(board: Locator, cell: number, size: number) {
  const box = (await cellLocator(board, cell, size).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on the first cell, drags through the others in order and releases. */
async function drag(page: Page, board: Locator, cells: number[], size: number) {
  // Real mouse events hit only what is on screen: bring the whole board into view first.
  await board.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const first = await centreOf(board, cells[0], size);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const cell of cells.slice(1)) {
    const point = await centreOf(board, cell, size);
    await page.mouse.move(point.x, point.y, { steps: 2 });
  }
  await page.mouse.up();
}

function arrowFor(from: number, to: number): string {
  if (to === from + 1) return 'ArrowRight';
  if (to === from - 1) return 'ArrowLeft';
  return to > from ? 'ArrowDown' : 'ArrowUp';
}

test.describe('Zip', () => {
  test.setTimeout(120_000);

  test('solves a seeded puzzle by pointer: hint, drag, tap to cut back, drag on', async ({ page }) => {
    const { board, saved } = await openSeeded(page, 'e2e-pointer', 'easy');
    const { size } = saved.puzzle;
    const { solution } = saved;

    await page.getByRole('button', { name: /Hint/ }).click();
    await expect(board).toHaveAttribute('data-path-length', '1');
    await expect(page.getByTestId('puzzle-hint')).toContainText('starts at 1');

    const half = Math.floor(solution.length / 2);
    await drag(page, board, solution.slice(0, half + 1), size);
    await expect(board).toHaveAttribute('data-path-length', String(half + 1));

    // Dragging back over the path retracts it.
    await drag(page, board, [solution[half], solution[half - 1], solution[half - 2]], size);
    await expect(board).toHaveAttribute('data-path-length', String(half - 1));

    // A tap on a path cell cuts the path there.
    await board.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const tapAt = await centreOf(board, solution[2], size);
    await page.mouse.click(tapAt.x, tapAt.y);
    await expect(board).toHaveAttribute('data-path-length', '3');

    await drag(page, board, solution.slice(2), size);
    await expect(board).toHaveAttribute('data-state', 'solved');
    const dialog = page.getByRole('dialog');
    // Issue 27: a solve with a hint is honest about it and sets no best time.
    await expect(dialog).toContainText('Solved with 1 hint');
    await expect(dialog).toContainText('Best times count only solves without hints.');
    expect(await overflowingText(page, '.gk-result')).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('solves by keyboard only and keeps the path after a reload', async ({ page }) => {
    const { board, saved } = await openSeeded(page, 'e2e-keyboard', 'medium');
    const { size } = saved.puzzle;
    const { solution } = saved;
    await board.focus();
    // The first arrow starts at 1 and steps from there.
    const half = Math.floor(solution.length / 2);
    for (let i = 1; i <= half; i++) await page.keyboard.press(arrowFor(solution[i - 1], solution[i]));
    await expect(board).toHaveAttribute('data-path-length', String(half + 1));

    // Undo and redo by keyboard shortcut.
    await page.keyboard.press('Control+z');
    await expect(board).toHaveAttribute('data-path-length', String(half));
    await page.keyboard.press('Control+y');
    await expect(board).toHaveAttribute('data-path-length', String(half + 1));

    await page.goto('/game/zip-game');
    const restored = page.getByTestId('zip-board');
    await expect(restored).toBeVisible({ timeout: 30_000 });
    await expect(restored).toHaveAttribute('data-path-length', String(half + 1));
    for (let i = 0; i <= half; i++) {
      await expect(cellLocator(restored, solution[i], size)).toHaveAttribute('data-path-index', String(i));
    }

    await restored.focus();
    await page.keyboard.press('Backspace');
    await expect(restored).toHaveAttribute('data-path-length', String(half));
    for (let i = half; i < solution.length; i++) await page.keyboard.press(arrowFor(solution[i - 1], solution[i]));
    await expect(restored).toHaveAttribute('data-state', 'solved');
    await expect(page.getByRole('dialog')).toContainText('Solved!');
    await expect(page.getByRole('dialog')).toContainText('Time');
  });

  test('draws with touch on a phone without scrolling the page', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const { board, saved } = await openSeeded(page, 'e2e-touch', 'easy');
    const { size } = saved.puzzle;
    await board.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    // Touch pointer events through the board, as a finger drawing the first steps.
    const points = await Promise.all(saved.solution.slice(0, 4).map((cell) => centreOf(board, cell, size)));
    await board.dispatchEvent('pointerdown', { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: points[0].x, clientY: points[0].y, button: 0 });
    for (const point of points.slice(1)) {
      await board.dispatchEvent('pointermove', { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: point.x, clientY: point.y });
    }
    await board.dispatchEvent('pointerup', { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: points[3].x, clientY: points[3].y });
    await expect(board).toHaveAttribute('data-path-length', '4');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
