import { expect, test, type Page } from '@playwright/test';
import { HOST_URL, REMOTES_URL } from '../support/env';
import { GAME_RECORDS, galleryGames } from '../support/remotes';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the gallery's cells (one card each, without the card's hover lift), in page coordinates, in DOM order. */
const cellBoxes = (page: Page): Promise<Box[]> =>
  page.locator('.gallery__grid > li').evaluateAll((cells) =>
    cells.map((cell) => {
      const r = cell.getBoundingClientRect();
      return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
    }),
  );

/** Two boxes share more than a hairline of area. */
const overlap = (a: Box, b: Box) => Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

/** The slugs of the game cards on the page, in order. */
const cardSlugs = (page: Page) => page.locator('.gallery__grid a[href^="/game/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.replace('/game/', '')));

test.describe('gallery', () => {
  test("home lists every gallery game, each deployed with its record, with its art from its release at the record's size", async ({ page, request }) => {
    const registry = (await (await request.get(`${REMOTES_URL}/registry.json`)).json()) as { games: Record<string, { version: string; catalog?: { image: { src: string } } }> };
    await page.goto('/');
    expect(await cardSlugs(page)).toEqual(galleryGames());
    for (const slug of galleryGames()) expect(registry.games[slug]?.catalog, `${slug} is deployed with its catalogue record`).toBeDefined();
    const hidden = Object.keys(GAME_RECORDS).filter((slug) => GAME_RECORDS[slug].hidden);
    for (const slug of hidden) await expect(page.locator(`main a[href^="/game/${slug}"]`)).toHaveCount(0);
    // Every card picture is drawn at the size its record states, from its release's folder on the remotes origin.
    const pictures = await page.locator('.gallery__grid a[href^="/game/"] img').evaluateAll((images) =>
      images.map((img) => ({ src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src, width: img.getAttribute('width'), height: img.getAttribute('height'), alt: img.getAttribute('alt') })),
    );
    pictures.forEach((picture, index) => {
      const slug = galleryGames()[index];
      const catalog = GAME_RECORDS[slug];
      expect(picture).toEqual({ src: `${REMOTES_URL}/${slug}/${registry.games[slug].version}/${catalog.image.src}`, width: String(catalog.image.width), height: String(catalog.image.height), alt: catalog.image.alt });
    });
    const first = page.locator('.gallery__grid a[href^="/game/"] img').first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page).toHaveTitle(/.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${HOST_URL}/`);
  });

  test('grid columns follow the breakpoints 6/4/3/2, and no card overlaps another', async ({ page }) => {
    await page.goto('/');
    for (const [width, columns] of [
      [1400, 6],
      [1280, 4],
      [768, 3],
      [480, 2],
      [375, 2],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      // Columns are the distinct left edges of the cards.
      await expect.poll(async () => new Set((await cellBoxes(page)).map((box) => Math.round(box.x))).size, `${width} px wide`).toBe(columns);
      const boxes = await cellBoxes(page);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j]), `cards ${i + 1} and ${j + 1} overlap at ${width} px`).toBe(false);
    }
  });

  test('cards are laid out in rows, in gallery order: Tab walks them left to right, row after row', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/');
    const cards = page.locator('.gallery__grid a[href^="/game/"]');
    const count = await cards.count();
    // The first six games head the six columns (the masonry used to fill the first column top to bottom).
    const boxes = await cellBoxes(page);
    expect(new Set(boxes.slice(0, 6).map((box) => Math.round(box.y))).size).toBe(1);
    await cards.first().focus();
    const visited: { slug: string; box: Box }[] = [];
    // Tab from the first card; anything focusable inside a card (a button on it) is passed over.
    for (let presses = 0; visited.length < count && presses < count * 3; presses++) {
      if (presses > 0) await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const link = document.activeElement?.closest('.gallery__grid a[href^="/game/"]');
        if (!link || link !== document.activeElement) return null;
        const r = link.closest('li')!.getBoundingClientRect();
        return { slug: link.getAttribute('href')!.replace('/game/', ''), box: { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height } };
      });
      if (focused && focused.slug !== visited.at(-1)?.slug) visited.push(focused);
    }
    expect(visited.map((card) => card.slug)).toEqual(await cardSlugs(page));
    for (let i = 1; i < visited.length; i++) {
      const [previous, next] = [visited[i - 1].box, visited[i].box];
      const sameRow = Math.abs(next.y - previous.y) <= 2;
      // Each next card starts lower than the one before, or beside it to the right in the same row.
      expect(sameRow ? next.x > previous.x : next.y > previous.y, `${visited[i].slug} after ${visited[i - 1].slug}`).toBe(true);
    }
  });

  test('a phone screen shows at least eight games, and the cards keep readable titles', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    await expect(page.locator('.gallery__grid a').first()).toBeVisible();
    const seen = await page.locator('.gallery__grid a[href^="/game/"]').evaluateAll((links) => {
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      // One screen of the grid, below the site header, from the grid's top (home's Today section and the
      // player's rows sit above it): a card counts when at least half of it is in it.
      const top = document.querySelector('.gallery__grid')!.getBoundingClientRect().top;
      const bottom = top + innerHeight - header;
      return links.filter((link) => {
        const r = link.getBoundingClientRect();
        return Math.min(r.bottom, bottom) - Math.max(r.top, top) >= r.height / 2;
      }).length;
    });
    // Was 4 with the column masonry (1 fully on screen per column and a half).
    expect(seen).toBeGreaterThanOrEqual(8);
    // Titles are one line of 13 px or more (a long one ends in an ellipsis; the link's label has it whole).
    const titles = await page.locator('.gallery__grid a[href^="/game/"] > span:last-child').evaluateAll((spans) =>
      spans.map((span) => {
        const style = getComputedStyle(span);
        const text = span.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return { title: span.textContent, font: parseFloat(style.fontSize), lines: text / parseFloat(style.lineHeight) };
      }),
    );
    for (const { title, font, lines } of titles) {
      expect(font, title!).toBeGreaterThanOrEqual(13);
      expect(lines, title!).toBeCloseTo(1, 1);
    }
    for (const height of await page.locator('.gallery__grid a[href^="/game/"]').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height)))
      expect(height, 'a card is a tap target of 44 px or more').toBeGreaterThanOrEqual(44);
  });

  test('the server-rendered grid is the hydrated grid: the same card boxes with and without script', async ({ browser, baseURL }) => {
    for (const width of [1366, 375]) {
      const boxesOf = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto('/puzzle-games');
        await expect(page.locator('.gallery__grid > li').first()).toBeVisible();
        // With script: after hydration and the registry's catalogue.
        await page.waitForLoadState('networkidle');
        const boxes = await cellBoxes(page);
        await context.close();
        // Within the grid (what is above it may differ without script).
        return boxes.map((box) => [box.x - boxes[0].x, box.y - boxes[0].y, box.width, box.height].map(Math.round));
      };
      expect(await boxesOf(true), `${width} px wide`).toEqual(await boxesOf(false));
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
