import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';

// Issue #30 item 3: favourites kept in this browser, no account. A heart on every gallery card and in a game
// page's title row; a 'Your favourites' row on home above the grid, newest first.

const KEY = 'games:favourites';

/** Console errors and uncaught errors of the page, as text. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** React reports a hydration mismatch as a recoverable error (minified #418/#423/#425 in production). */
const hydrationErrors = (errors: string[]) => errors.filter((text) => /hydrat|#41[89]|#42[0-9]/i.test(text));

/** The server-rendered element is React's now: clicks on it are handled, not lost before the script runs. */
async function hydrated(target: Locator) {
  await expect.poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}

/** How the heart is drawn: its fill ('none' when off) and its colour. */
const heartPaint = (heart: Locator) =>
  heart.locator('svg').evaluate((svg) => {
    const style = getComputedStyle(svg);
    return { fill: style.fill, color: style.color };
  });

const favouritesRow = (page: Page) => page.getByRole('region', { name: 'Your favourites' });
const rowTitles = (page: Page) => favouritesRow(page).getByRole('link').allTextContents();

test.describe('favourites', () => {
  test('hearts on home by click and by keyboard fill, list the games newest first, survive a reload; the game header takes one out', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(favouritesRow(page)).toHaveCount(0);

    const sudokuHeart = page.getByRole('button', { name: 'Add Sudoku to favourites' });
    await hydrated(sudokuHeart);
    const off = await heartPaint(sudokuHeart);
    expect(off.fill).toBe('none');
    // A thumb-sized target, over the art's corner: clear of the centred play button and of the title.
    const heartBox = (await sudokuHeart.boundingBox())!;
    expect(heartBox.width).toBeGreaterThanOrEqual(44);
    expect(heartBox.height).toBeGreaterThanOrEqual(44);
    const card = page.getByRole('link', { name: 'Play Sudoku' });
    const titleBox = (await card.locator('.game-card__title').boundingBox())!;
    expect(heartBox.y + heartBox.height, 'the heart stays above the title').toBeLessThanOrEqual(titleBox.y);
    await card.hover();
    const playBox = (await card.locator('.game-card__play').boundingBox())!;
    const apart = heartBox.x >= playBox.x + playBox.width || heartBox.y + heartBox.height <= playBox.y;
    expect(apart, 'the heart does not cover the play button').toBe(true);

    // By click.
    await sudokuHeart.click();
    const sudokuOn = page.getByRole('button', { name: 'Remove Sudoku from favourites' });
    await expect(sudokuOn).toHaveAttribute('aria-pressed', 'true');
    const on = await heartPaint(sudokuOn);
    expect(on.fill, 'a favourite heart is filled').not.toBe('none');
    expect(on.color).not.toBe(off.color);
    await expect(favouritesRow(page)).toBeVisible();
    expect(await rowTitles(page)).toEqual(['Sudoku']);

    // By keyboard: Tab from the card's link reaches its heart, Space presses it, the focus ring shows.
    await page.getByRole('link', { name: 'Play 2048' }).focus();
    await page.keyboard.press('Tab');
    const heart2048 = page.getByRole('button', { name: 'Add 2048 to favourites' });
    await expect(heart2048).toBeFocused();
    expect(await heart2048.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Space');
    const on2048 = page.getByRole('button', { name: 'Remove 2048 from favourites' });
    await expect(on2048).toBeFocused();
    expect((await heartPaint(on2048)).fill).not.toBe('none');
    expect(await rowTitles(page), 'newest first').toEqual(['2048', 'Sudoku']);

    // The row sits between the page's heading and the grid.
    const rowBox = (await favouritesRow(page).boundingBox())!;
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const gridBox = (await page.locator('.gallery__grid').boundingBox())!;
    expect(rowBox.y).toBeGreaterThan(headingBox.y + headingBox.height);
    expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(gridBox.y);

    // Kept over a reload, drawn after hydration without a mismatch.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove Sudoku from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect((await heartPaint(page.getByRole('button', { name: 'Remove Sudoku from favourites' }))).fill).not.toBe('none');
    expect(await rowTitles(page)).toEqual(['2048', 'Sudoku']);

    // The game page's header heart shows it as a favourite and takes it out.
    await favouritesRow(page).getByRole('link', { name: 'Sudoku' }).click();
    await expect(page).toHaveURL(/\/game\/sudoku$/);
    await closeFirstVisitHelp(page);
    const headerHeart = page.locator('.game-page__header').getByRole('button', { name: 'Remove Sudoku from favourites' });
    await expect(headerHeart).toHaveAttribute('aria-pressed', 'true');
    expect((await heartPaint(headerHeart)).fill).not.toBe('none');
    await headerHeart.click();
    await expect(page.locator('.game-page__header').getByRole('button', { name: 'Add Sudoku to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // The URL changes as the navigation starts; the home page and its rows are drawn after it.
    await expect.poll(() => rowTitles(page)).toEqual(['2048']);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY))!)).toEqual({ v: 1, data: ['2048'] });
    expect(hydrationErrors(errors)).toEqual([]);
  });

  test('a corrupt saved value shows home as usual, without favourites and without errors', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript((key) => localStorage.setItem(key, '{"v":1,"data":["sudoku",'), KEY);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const heart = page.getByRole('button', { name: 'Add Sudoku to favourites' });
    await hydrated(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(favouritesRow(page)).toHaveCount(0);
    expect(await page.locator('.gallery__grid > li').count()).toBeGreaterThan(30);
    expect(errors).toEqual([]);
  });

  test('a saved favourite of a game the catalogue does not have is left out', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ v: 1, data: ['no-such-game', 'chess'] })), KEY);
    await page.goto('/');
    await expect(favouritesRow(page)).toBeVisible();
    expect(await rowTitles(page)).toEqual(['Chess']);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test("the game header's heart fits beside Home and search, clear of a long title on one line", async ({ page }) => {
      await page.goto('/game/sequent-number-game');
      await closeFirstVisitHelp(page);
      const heart = page.locator('.game-page__header').getByRole('button', { name: 'Add Sequent Number Game to favourites' });
      await expect(heart).toBeVisible();
      const boxes = await page.evaluate(() => {
        const box = (el: Element | Range | null) => {
          const r = el!.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        const range = document.createRange();
        range.selectNodeContents(document.querySelector('.game-page__title')!);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
        return {
          home: box(document.querySelector('.home-button')),
          search: box(document.querySelector('.game-search')),
          heart: box(document.querySelector('.game-page__header .favourite-button')),
          title: box(range),
          download: box(document.querySelector('.download-fab__button')),
          lines,
        };
      });
      expect(boxes.heart.right - boxes.heart.left).toBeGreaterThanOrEqual(44);
      expect(boxes.heart.left).toBeGreaterThanOrEqual(boxes.search.right);
      expect(boxes.search.left).toBeGreaterThanOrEqual(boxes.home.right);
      expect(boxes.title.left, 'the title starts after the heart').toBeGreaterThanOrEqual(boxes.heart.right);
      expect(boxes.title.right, 'and ends before the download button').toBeLessThanOrEqual(boxes.download.left);
      expect(boxes.lines, 'the title stays on one line').toBe(1);
      // One row: the heart is level with Home.
      expect(Math.abs((boxes.heart.top + boxes.heart.bottom) / 2 - (boxes.home.top + boxes.home.bottom) / 2)).toBeLessThanOrEqual(4);
      await heart.tap();
      await expect(page.locator('.game-page__header').getByRole('button', { name: 'Remove Sequent Number Game from favourites' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
