import { expect, test } from '@playwright/test';

// Issue #30: a search box in the header of every page finds a game by name, category or tagline.
test.describe('search', () => {
  test('typing lists the matching games on screen; the arrows and Enter open one; no request is made', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search games' });
    await expect(box).toBeVisible();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!/\.(js|css|svg|png|webp|jpe?g|json)$/.test(request.url())) requests.push(request.url());
    });
    await box.fill('queens');
    const list = page.getByRole('listbox', { name: 'Games found' });
    await expect(list.getByRole('option').first()).toHaveText(/Queens/);
    // Drawn over the page, not clipped by the header.
    const option = (await list.getByRole('option').first().boundingBox())!;
    expect(option.height).toBeGreaterThan(30);
    expect(requests, 'searching asks the server for nothing').toEqual([]);
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/game\/queens-game$/);
    await expect(page.getByRole('combobox', { name: 'Search games' })).toHaveValue('');
  });

  test('finds games by category and by tagline words, from a game page too', async ({ page }) => {
    await page.goto('/faq');
    const box = page.getByRole('combobox', { name: 'Search games' });
    await box.fill('word games');
    const titles = await page.getByRole('option').locator('.game-search__title').allTextContents();
    expect(titles.length).toBeGreaterThan(3);
    expect(titles).toEqual(expect.arrayContaining(['Word Search']));
    await box.fill('nothing like this');
    await expect(page.getByText('No game matches “nothing like this”', { exact: true }).first()).toBeVisible();
    await box.fill('sudo');
    await page.getByRole('option', { name: /Sudoku/ }).click();
    await expect(page).toHaveURL(/\/game\/sudoku$/);
  });
});
