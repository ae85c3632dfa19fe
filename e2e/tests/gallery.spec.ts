import { expect, test, type Page } from '@playwright/test';
import { HOST_URL, REMOTES_URL } from '../support/env';
import { GAME_RECORDS, galleryGames } from '../support/remotes';

/** The slugs of the game cards on the page, in order. */
const cardSlugs = (page: Page) => page.locator('main a[href^="/game/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.replace('/game/', '')));

test.describe('gallery', () => {
  test("home lists every gallery game, each deployed with its record, with its art from its release at the record's size", async ({ page, request }) => {
    const registry = (await (await request.get(`${REMOTES_URL}/registry.json`)).json()) as { games: Record<string, { version: string; catalog?: { image: { src: string } } }> };
    await page.goto('/');
    expect(await cardSlugs(page)).toEqual(galleryGames());
    for (const slug of galleryGames()) expect(registry.games[slug]?.catalog, `${slug} is deployed with its catalogue record`).toBeDefined();
    const hidden = Object.keys(GAME_RECORDS).filter((slug) => GAME_RECORDS[slug].hidden);
    for (const slug of hidden) await expect(page.locator(`main a[href="/game/${slug}"]`)).toHaveCount(0);
    // Every card picture is drawn at the size its record states, from its release's folder on the remotes origin.
    const pictures = await page.locator('main a[href^="/game/"] img').evaluateAll((images) =>
      images.map((img) => ({ src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src, width: img.getAttribute('width'), height: img.getAttribute('height'), alt: img.getAttribute('alt') })),
    );
    pictures.forEach((picture, index) => {
      const slug = galleryGames()[index];
      const catalog = GAME_RECORDS[slug];
      expect(picture).toEqual({ src: `${REMOTES_URL}/${slug}/${registry.games[slug].version}/${catalog.image.src}`, width: String(catalog.image.width), height: String(catalog.image.height), alt: catalog.image.alt });
    });
    const first = page.locator('main a[href^="/game/"] img').first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
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
    expect(await cardSlugs(page)).toEqual(galleryGames('casual'));
    // Games filed under the misspelt 'causal' (SPEC §3) are not casual games.
    const causal = Object.keys(GAME_RECORDS).filter((slug) => (GAME_RECORDS[slug].categories as readonly string[]).includes('causal'));
    for (const slug of causal) expect(await cardSlugs(page)).not.toContain(slug);
    await expect(page.locator('.category-description')).toBeVisible();
    await page.getByRole('link', { name: 'Skill Games' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Skill Games' })).toBeVisible();
    expect(await cardSlugs(page)).toEqual(galleryGames('skill'));
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
