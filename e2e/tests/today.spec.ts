import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';
import { GAME_RECORDS } from '../support/remotes';

// Issue #30: home knows the returning player, with no account. The games publish their progress
// (games:progress:<slug>); home shows today's dailies with their state, the streaks, Continue and Recently played.
const DAILY_GAMES = Object.entries(GAME_RECORDS)
  .filter(([, record]) => record.daily && !record.hidden)
  .sort(([, a], [, b]) => a.id - b.id)
  .map(([slug, catalog]) => ({ slug, catalog }));
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const todaySection = (page: Page) => page.getByRole('region', { name: /^Today/ });
const tile = (page: Page, title: string) => todaySection(page).getByRole('link', { name: new RegExp(`^${title} daily`) });

function summary(slug: string, data: Record<string, unknown>) {
  return [`games:progress:${slug}`, JSON.stringify({ v: 1, data: { slug, lastPlayedAt: Date.now(), solvedDays: [], bestStreak: 0, ...data } })] as const;
}

async function seed(page: Page, entries: readonly (readonly [string, string])[]) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    for (const [key, value] of values) localStorage.setItem(key, value);
  }, entries);
}

/** WCAG contrast of two computed rgb() colours. */
function contrastRatio(a: string, b: string): number {
  const lum = (colour: string) => {
    const [r, g, bl] = colour.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test.describe('today', () => {
  test('a first visit: every daily game as Play, the same boxes with and without JavaScript, no hydration error', async ({ page, browser }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    const section = todaySection(page);
    await expect(section).toBeVisible();
    await expect(section.getByRole('link')).toHaveCount(DAILY_GAMES.length);
    await expect(section.getByText('0 of', { exact: false })).toBeVisible();
    const states = await section.locator('.today-tile__state').allTextContents();
    expect(new Set(states)).toEqual(new Set(['Play']));
    // Above the gallery, and the first tiles are on the first screen.
    const first = (await section.getByRole('link').first().boundingBox())!;
    expect(first.y + first.height).toBeLessThan(page.viewportSize()!.height);
    const hydrated = (await section.boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()!, baseURL: test.info().project.use.baseURL });
    try {
      const served = await noScript.newPage();
      await served.goto('/');
      const box = (await todaySection(served).boundingBox())!;
      const servedHeading = (await served.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(Math.abs(box.height - hydrated.height), 'the section keeps its size when the page hydrates').toBeLessThanOrEqual(1);
      // (Without JavaScript a notice sits above the page: positions are compared from the page's heading.)
      expect(Math.abs(box.y - servedHeading.y - (hydrated.y - heading.y))).toBeLessThanOrEqual(1);
    } finally {
      await noScript.close();
    }
  });

  test("a game left unfinished comes first in Continue and opens where it was left", async ({ page }) => {
    // Another game left earlier: the one just left must come before it.
    await seed(page, [summary('2048', { lastPlayedAt: Date.now() - 3_600_000, resume: { path: '/game/2048', label: 'Round in play', savedAt: Date.now() - 3_600_000 } })]);
    await page.goto('/game/sudoku?mode=daily');
    const board = page.getByTestId('sudoku-board');
    await expect(board).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    // The mode picker shows the daily (a native select: its value, not its options' text).
    await expect(page.locator('select.gk-mode-level, .gk-mode-level select').first()).toHaveValue('daily');
    // One digit in the first empty cell: the daily is started.
    const empty = board.locator('[data-row][data-col]:not([data-given])').first();
    const [row, col] = await empty.evaluate((cell) => [cell.getAttribute('data-row'), cell.getAttribute('data-col')]);
    await empty.click();
    await page.getByTestId('sudoku-pad').locator('[data-digit="1"]').click();
    await expect(empty).toHaveAttribute('data-value', '1');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(tile(page, 'Sudoku')).toContainText(/Continue/);
    const cards = page.getByRole('region', { name: 'Continue' }).getByRole('link');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('href', '/game/sudoku?mode=daily');
    await expect(cards.first()).toContainText(/Sudoku.*Daily · \d+:\d\d/);
    await cards.first().click();
    await expect(page).toHaveURL(/\/game\/sudoku\?mode=daily$/);
    await expect(page.getByTestId('sudoku-board').locator(`[data-row="${row}"][data-col="${col}"]`)).toHaveAttribute('data-value', '1', { timeout: 30_000 });
  });

  test("two dailies solved for real (Queens and Tango, today's seeds) show on home as solved with their times, and the streak across games is 1", async ({ page }) => {
    test.setTimeout(90_000);
    const savedDaily = async (slug: string) => {
      const read = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.data?.puzzle ?? null, `games:${slug}:game-daily`);
      await expect.poll(read).not.toBeNull();
      return read();
    };
    await page.goto('/game/queens-game?mode=daily');
    await closeFirstVisitHelp(page);
    const queens = page.getByTestId('queens-board');
    const { solution } = (await savedDaily('queens-game')) as { solution: number[] };
    for (const [row, col] of solution.entries()) {
      const cell = queens.locator(`[data-row="${row}"][data-col="${col}"]`);
      await cell.click();
      await cell.click();
    }
    await expect(page.getByRole('dialog')).toContainText('Solved!');

    await page.goto('/game/tango-game?mode=daily');
    await closeFirstVisitHelp(page);
    const tango = page.getByTestId('tango-board');
    const puzzle = (await savedDaily('tango-game')) as { size: number; givens: number[]; solution: number[] };
    for (const [index, given] of puzzle.givens.entries()) {
      if (given !== 0) continue;
      const cell = tango.locator(`[data-row="${Math.floor(index / puzzle.size)}"][data-col="${index % puzzle.size}"]`);
      for (let tap = 0; tap < puzzle.solution[index]; tap++) await cell.click();
    }
    await expect(page.getByRole('dialog')).toContainText('Solved!');

    await page.goto('/');
    for (const title of ['Queens Game', 'Tango Game']) {
      await expect(tile(page, title).locator('.today-tile__state')).toHaveText(/^Solved in \d+:\d\d ✓$/);
      await expect(tile(page, title).locator('.today-tile__state')).toBeVisible();
      // Each game's own streak: its first day, drawn as a badge and read with the tile.
      await expect(tile(page, title).locator('.today-tile__streak')).toBeVisible();
      await expect(tile(page, title)).toHaveAccessibleName(/, 1-day streak$/);
    }
    await expect(todaySection(page).getByText('1-day streak', { exact: true })).toBeVisible();
    await expect(todaySection(page).getByText(`2 of ${DAILY_GAMES.length} done`)).toBeVisible();
  });

  test('a returning player: solved and missed dailies, the streaks, Recently played, and a corrupt summary ignored', async ({ page }) => {
    const [solved, missed, playing] = DAILY_GAMES;
    await seed(page, [
      summary(solved.slug, { daily: { date: today(), state: 'solved', timeMs: 134_000 }, solvedDays: [yesterday(), today()], bestStreak: 2, best: { label: 'Best time (Hard)', value: '1:05' } }),
      summary(missed.slug, { daily: { date: today(), state: 'failed', mistakes: 4 } }),
      summary(playing.slug, { daily: { date: today(), state: 'in-progress', timeMs: 42_000 }, resume: { path: `/game/${playing.slug}?mode=daily`, label: 'Daily · 0:42', savedAt: Date.now() } }),
      ['games:progress:2048', '{"v":1,"data":{"slug":"2048","solvedDays":"broken"}}'],
    ]);
    await page.goto('/');
    await expect(tile(page, solved.catalog.title)).toContainText('Solved in 2:14 ✓');
    await expect(tile(page, missed.catalog.title)).toContainText('Not solved');
    await expect(tile(page, playing.catalog.title)).toContainText('Continue · 0:42');
    await expect(todaySection(page).getByText(`2 of ${DAILY_GAMES.length} done`)).toBeVisible();
    await expect(todaySection(page).getByText('2-day streak', { exact: true })).toBeVisible();
    // The game's own streak, drawn on its tile's picture, read as part of the tile; none on the others.
    await expect(tile(page, solved.catalog.title)).toHaveAccessibleName(/Solved in 2:14\s*, 2-day streak$/);
    const badge = tile(page, solved.catalog.title).locator('.today-tile__streak');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(/2/);
    // On the picture, clear of the words.
    const [badgeBox, pictureBox, stateBox] = await Promise.all(['.today-tile__streak', 'img', '.today-tile__state'].map(async (part) => (await tile(page, solved.catalog.title).locator(part).boundingBox())!));
    expect(badgeBox.x).toBeGreaterThan(pictureBox.x);
    expect(badgeBox.y).toBeLessThan(pictureBox.y + pictureBox.height);
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(stateBox.x);
    await expect(tile(page, missed.catalog.title).locator('.today-tile__streak')).toHaveCount(0);
    // The solved state is readable on its green tint (WCAG AA), as drawn, in the light theme and the dark.
    const solvedState = tile(page, solved.catalog.title).locator('.today-tile__state');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const [text, background] = await solvedState.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.closest('a')!).backgroundColor]);
      expect(contrastRatio(text, background), `${colorScheme}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    await page.emulateMedia({ colorScheme: null });
    await expect(page.getByRole('region', { name: 'Continue' }).getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Recently played' }).getByRole('link', { name: new RegExp(solved.catalog.title) })).toContainText('Best time (Hard): 1:05');
    // The gallery is whole below.
    await expect(page.getByRole('link', { name: 'Play 2048' })).toBeVisible();
  });

  test('all done: the day is complete and says when the next dailies come', async ({ page }) => {
    await seed(page, DAILY_GAMES.map((game) => summary(game.slug, { daily: { date: today(), state: 'solved', timeMs: 60_000 }, solvedDays: [today()], bestStreak: 1 })));
    await page.goto('/');
    await expect(todaySection(page).getByText('All done for today!')).toBeVisible();
    await expect(todaySection(page).getByText(/New puzzles at 00:00 UTC/)).toBeVisible();
    await tile(page, DAILY_GAMES[0].catalog.title).click();
    await expect(page).toHaveURL(new RegExp(`/game/${DAILY_GAMES[0].slug}\\?mode=daily$`));
  });

  test("a game leads on to another game's daily through the host's router, and Back returns", async ({ page }) => {
    await page.goto('/game/sudoku?seed=e2e-next-daily');
    await expect(page.getByTestId('sudoku-board')).toBeVisible({ timeout: 30_000 });
    // What the kit's "Next daily: … →" does (openPortalPage): a history entry the host's router follows.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/game/tango-game?mode=daily');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await expect(page.getByTestId('tango-board')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tango/);
    await page.goBack();
    await expect(page.getByTestId('sudoku-board')).toBeVisible({ timeout: 30_000 });
  });
});
