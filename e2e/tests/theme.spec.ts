import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { closeFirstVisitHelp } from '../support/first-visit';
import { GAMES, PAGES, openGame, openPage } from '../support/site-map';

/** Relative luminance of an element's computed colour property (0 black … 1 white), as drawn. */
async function luminanceOf(page: Page, selector: string, property: 'background-color' | 'color'): Promise<number> {
  return page.locator(selector).first().evaluate((element, prop) => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = getComputedStyle(element).getPropertyValue(prop);
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(probe.getImageData(0, 0, 1, 1).data.slice(0, 3)).map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }, property);
}

const isDark = async (page: Page) => (await luminanceOf(page, 'body', 'background-color')) < 0.05;

test.describe('the dark theme', () => {
  test('follows the system, and the header switch overrides it and is remembered before any script of the app runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await isDark(page)).toBe(true);
    expect(await luminanceOf(page, 'h1, h2', 'color')).toBeGreaterThan(0.6);

    await page.emulateMedia({ colorScheme: 'light' });
    expect(await isDark(page)).toBe(false);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await isDark(page)).toBe(true);

    // The server-rendered page with the app's scripts blocked: only the inline head script (allowed by its
    // CSP hash) can have set the theme, so the first paint is already dark. No CSP violation is reported.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
    });
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'All Games' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await isDark(page)).toBe(true);
    expect(violations).toEqual([]);
    await page.unroute(/\.js(\?|$)/);

    // A game follows the shell: its frame's text is light on the dark page.
    await page.goto('/game/sudoku?seed=e2e-theme');
    await closeFirstVisitHelp(page);
    expect(await luminanceOf(page, '.gk-frame', 'color')).toBeGreaterThan(0.6);
  });

  test('the switch is in the header of every page, and on a game page below laptop width it gives the row to the game: hidden, never covered', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/game/2048');
    await closeFirstVisitHelp(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toBeVisible();
    // Nothing lies over it: a click at its centre reaches it.
    const box = (await toggle.boundingBox())!;
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'), { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe('Dark theme');
    await page.setViewportSize({ width: 375, height: 667 });
    await expect(toggle).toBeHidden();
    await page.goto('/faq');
    await expect(toggle).toBeVisible();
  });

  for (const route of PAGES) {
    test(`${route.path} in dark has no serious accessibility violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await openPage(page, route);
      expect(await isDark(page)).toBe(true);
      await expectNoSeriousA11yViolations(page, `${route.path} (dark)`);
    });
  }

  // Every game in dark: its text keeps AA contrast in its help, then on its board (axe's colour-contrast rule).
  for (const game of GAMES) {
    test(`${game.slug} in dark keeps its text readable`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await openGame(page, game);
      const contrast = async (state: string) => {
        const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const where = violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
        expect(where, `low contrast in ${game.slug} (dark, ${state})`).toEqual([]);
      };
      await contrast('how to play');
      await closeFirstVisitHelp(page);
      await contrast('board');
      expect(await isDark(page)).toBe(true);
    });
  }
});
