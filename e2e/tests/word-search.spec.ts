import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';
import { locate, readGrid, unfoundWords } from '../support/word-search-grid';

// Parallel suites share test-results/; traces there can vanish under another run's cleanup.
test.use({ trace: 'off' });

async function dragWord(page: Page, rows: string[], word: string) {
  const { start, end } = locate(rows, word);
  const grid = page.getByTestId('word-search-grid');
  const center = async ([row, col]: [number, number]) => {
    const box = (await grid.locator(`[data-row="${row}"][data-col="${col}"]`).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const from = await center(start);
  const to = await center(end);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('word-list').locator(`[data-word="${word}"]`)).toHaveAttribute('data-found', 'true');
}

test.describe('word search', () => {
  test('solves a seeded Easy puzzle by dragging, keeping progress over a reload', async ({ page }) => {
    await page.goto('/game/word-search?seed=e2e&difficulty=easy');
    const game = page.getByTestId('word-search');
    // The first load fetches the remote, its word list and the generator chunk.
    await expect(game).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    await expect(page.getByTestId('word-search-grid')).toHaveAttribute('data-size', '8');
    const rows = await readGrid(page);
    const words = await unfoundWords(page);
    expect(words.length).toBeGreaterThanOrEqual(6);
    expect(words.length).toBeLessThanOrEqual(8);

    // Half the words, then a reload: they stay found.
    const half = Math.floor(words.length / 2);
    for (const word of words.slice(0, half)) await dragWord(page, rows, word);
    await expect(game).toHaveAttribute('data-found', String(half));
    await page.waitForTimeout(300);
    await page.reload();
    await expect(page.getByTestId('word-search')).toHaveAttribute('data-found', String(half));
    expect(await readGrid(page)).toEqual(rows);

    for (const word of await unfoundWords(page)) await dragWord(page, rows, word);
    await expect(page.getByTestId('word-search')).toHaveAttribute('data-state', 'won');
    const result = page.getByRole('dialog');
    await expect(result).toContainText('Solved!');
    await expect(result).toContainText('Time');
    await expect(result).toContainText('Hints');
    // Issue 21: a spoiler-free share, as LinkedIn's games offer.
    await expect(result.getByRole('button', { name: /Share/ })).toBeVisible();
  });

});

test.describe('word search on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fits a 375px phone with the Hard grid and accepts keyboard selection', async ({ page }) => {
    await page.goto('/game/word-search?seed=e2e-phone&difficulty=hard');
    const grid = page.getByTestId('word-search-grid');
    await expect(grid).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    await expect(grid).toHaveAttribute('data-size', '15');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const cell = (await grid.locator('[data-row="0"][data-col="0"]').boundingBox())!;
    expect(cell.width).toBeGreaterThanOrEqual(20);
    await expect(grid).toHaveCSS('touch-action', 'none');

    // Keyboard: walk the cursor to a word's first letter, anchor, walk to its last letter, anchor.
    const rows = await readGrid(page);
    const [word] = await unfoundWords(page);
    const { start, end } = locate(rows, word);
    await grid.focus();
    const walk = async (from: [number, number], to: [number, number]) => {
      for (let r = from[0]; r < to[0]; r++) await page.keyboard.press('ArrowDown');
      for (let r = from[0]; r > to[0]; r--) await page.keyboard.press('ArrowUp');
      for (let c = from[1]; c < to[1]; c++) await page.keyboard.press('ArrowRight');
      for (let c = from[1]; c > to[1]; c--) await page.keyboard.press('ArrowLeft');
    };
    await walk([0, 0], start);
    await page.keyboard.press('Enter');
    await walk(start, end);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('word-list').locator(`[data-word="${word}"]`)).toHaveAttribute('data-found', 'true');

    // Tap the first letter, then the last: the small-screen alternative to dragging.
    const [second] = await unfoundWords(page);
    const line = locate(rows, second);
    await grid.locator(`[data-row="${line.start[0]}"][data-col="${line.start[1]}"]`).click();
    await grid.locator(`[data-row="${line.end[0]}"][data-col="${line.end[1]}"]`).click();
    await expect(page.getByTestId('word-list').locator(`[data-word="${second}"]`)).toHaveAttribute('data-found', 'true');
    await expect(page.getByTestId('word-search')).toHaveAttribute('data-found', '2');
  });
});

test.describe('word search on a 375×667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the grid, every word to find and Hint are on the first screen (Medium and Hard)', async ({ page }) => {
    for (const difficulty of ['medium', 'hard'] as const) {
      await page.goto(`/game/word-search?seed=e2e-phone&difficulty=${difficulty}`);
      const grid = page.getByTestId('word-search-grid');
      await expect(grid).toBeVisible({ timeout: 30_000 });
      if (difficulty === 'medium') await closeFirstVisitHelp(page);
      const chips = page.getByTestId('word-list').getByRole('listitem');
      await expect(chips).toHaveCount(Number(await page.getByTestId('word-search').getAttribute('data-total')));
      // toPass: the grid makes room for the list once the list has been measured.
      await expect(async () => {
        await expect(grid).toBeInViewport({ ratio: 1 });
        for (const chip of await chips.all()) await expect(chip).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('button', { name: /^Hint/ })).toBeInViewport({ ratio: 1 });
      }).toPass({ timeout: 10_000 });
      const cell = (await grid.locator('[data-row="0"][data-col="0"]').boundingBox())!;
      expect(cell.width).toBeGreaterThanOrEqual(difficulty === 'hard' ? 18 : 22);
    }
  });
});
