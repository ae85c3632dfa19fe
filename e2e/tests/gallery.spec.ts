import { expect, test } from '@playwright/test';
import { HOST_URL } from '../support/env';

const CASUAL = ['tic-tac-toe', 'word-match', 'memory-game', 'number-connect', 'merge-and-double', 'quiz-master-game', 'reversi-game', '2048', 'zip-game', 'connections-game', 'domino-merge-game', 'popular-words'];

test.describe('gallery', () => {
  test('home lists the 35 games as links to their pages, with sized images', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('main a[href^="/game/"]');
    await expect(cards).toHaveCount(35);
    await expect(cards.first()).toHaveAttribute('href', '/game/word-search');
    const img = cards.first().locator('img');
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
    await expect(img).not.toHaveAttribute('alt', '');
    await expect(page.locator('main a[href="/game/path-puzzle-game"]')).toHaveCount(0);
    await expect(page).toHaveTitle(/.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${HOST_URL}/`);
  });

  test('grid columns follow the breakpoints 6/4/3/2', async ({ page }) => {
    await page.goto('/');
    const grid = page.locator('.gallery__grid');
    for (const [width, columns] of [
      [1400, '6'],
      [1280, '4'],
      [768, '3'],
      [480, '2'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => grid.evaluate((el) => getComputedStyle(el).columnCount)).toBe(columns);
    }
  });

  test('category buttons filter, head the page and add the description; causal games stay out of casual', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Casual Games' }).click();
    await expect(page).toHaveURL(/\/casual-games$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Casual Games' })).toBeVisible();
    const hrefs = await page.locator('main a[href^="/game/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.map((h) => h!.replace('/game/', ''))).toEqual(CASUAL);
    await expect(page.locator('.category-description')).toBeVisible();
    await page.getByRole('link', { name: 'Skill Games' }).click();
    await expect(page.locator('main a[href="/game/matching-card"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/game/falling-stars"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'All Games' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.category-description')).toHaveCount(0);
  });

  test('the category bar is sticky with 21 or fewer games, after the grid otherwise', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('nav.category-bar')).toHaveCSS('position', 'static');
    await page.goto('/word-games');
    await expect(page.locator('nav.category-bar')).toHaveCSS('position', 'sticky');
  });

  test('an unknown category slug redirects home, replacing history', async ({ page }) => {
    await page.goto('/aboutus');
    await page.goto('/strategy-games');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/aboutus$/);
  });
});
