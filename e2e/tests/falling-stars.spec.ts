import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';
import { resultPanel } from '../support/result-layout';
import { WORLD_WIDTH } from '../../remotes/falling-stars/src/logic/config';
import { spawnItem } from '../../remotes/falling-stars/src/logic/spawn';

const SEED = 'e2e-1';

/** Where the seeded run drops its first star (spawns are reproducible from the seed), in world units. */
function firstStarX(seed: string): number {
  for (let index = 0; index < 20; index++) {
    const { item } = spawnItem(seed, index, 0, index);
    if (item.kind === 'star' || item.kind === 'gold') return item.x;
  }
  throw new Error(`no star early in seed ${seed}`);
}

const score = async (page: Page) => Number(await page.getByTestId('falling-stars').getAttribute('data-score'));

test.describe('falling-stars', () => {
  test('plays a seeded run with mouse and keyboard, pauses, ends and restarts', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/game/falling-stars?seed=${SEED}&lives=3`);
    const game = page.getByTestId('falling-stars');
    const canvas = page.getByTestId('falling-stars-canvas');
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    await expect(game).toHaveAttribute('data-state', 'ready');
    await expect(game).toHaveAttribute('data-lives', '3');
    await expect(canvas).toHaveCSS('touch-action', 'none');

    // The canvas is drawn at the device pixel ratio.
    const backing = await canvas.evaluate((c: HTMLCanvasElement) => ({ w: c.width, css: c.getBoundingClientRect().width, dpr: devicePixelRatio }));
    expect(Math.abs(backing.w - backing.css * backing.dpr)).toBeLessThanOrEqual(1);

    // Mouse: aim the basket under the seeded run's first star before starting, then catch it.
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // Only x steers; stay within the viewport.
    const y = box.y + Math.min(box.height * 0.5, 100);
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.move(box.x + (firstStarX(SEED) / WORLD_WIDTH) * box.width, y, { steps: 10 });
    await page.getByRole('application', { name: /Falling Stars/ }).focus();
    await page.keyboard.press('Space');
    await expect(game).toHaveAttribute('data-state', 'running');
    await expect.poll(() => score(page), { timeout: 30_000 }).toBeGreaterThan(0);

    // Keyboard: P pauses and resumes; arrows and A/D steer.
    await page.keyboard.press('p');
    await expect(game).toHaveAttribute('data-state', 'paused');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.keyboard.press('p');
    await expect(game).toHaveAttribute('data-state', 'running');
    await page.keyboard.down('ArrowLeft');
    await page.waitForTimeout(300);
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.down('d');
    await page.waitForTimeout(300);
    await page.keyboard.up('d');

    // Stand still off to the side: missed stars cost lives until the game ends.
    await page.mouse.move(box.x + box.width - 4, y, { steps: 5 });
    await page.mouse.move(box.x + box.width + 30, y);
    await expect(game).toHaveAttribute('data-state', 'over', { timeout: 60_000 });
    await expect(game).toHaveAttribute('data-lives', '0');
    // GameFrame's result beside the sky: its heading takes focus; Play again is in the panel.
    await expect(resultPanel(page).getByRole('heading')).toHaveText('Game over');
    await expect(resultPanel(page).getByRole('heading')).toBeFocused();
    // The step-score session counted the run: the first one is the best.
    await expect(resultPanel(page)).toContainText('New best!');
    const playAgain = resultPanel(page).getByRole('button', { name: 'Play again' });

    await playAgain.click();
    await expect(game).toHaveAttribute('data-state', 'running');
    await expect(game).toHaveAttribute('data-score', '0');
    await expect(game).toHaveAttribute('data-lives', '3');
  });

  test('fits a phone screen and steers by touch drag without scrolling', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto('/game/falling-stars?seed=e2e-touch');
    const game = page.getByTestId('falling-stars');
    const canvas = page.getByTestId('falling-stars-canvas');
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeLessThanOrEqual(667);
    await canvas.scrollIntoViewIfNeeded();
    await canvas.tap({ position: { x: 20, y: 20 }, force: true });
    await expect(game).toHaveAttribute('data-state', 'running');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const b = (await canvas.boundingBox())!;
    const cy = b.y + b.height * 0.8;
    await canvas.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: b.x + 20, clientY: cy, buttons: 1 });
    for (let i = 1; i <= 10; i++) {
      await canvas.dispatchEvent('pointermove', { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: b.x + 20 + (i * (b.width - 40)) / 10, clientY: cy, buttons: 1 });
    }
    await canvas.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: b.x + b.width - 20, clientY: cy });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(game).toHaveAttribute('data-state', 'running');
    await context.close();
  });

  test('at 1400×900 the whole play area, basket included, is on the first screen before and after Start', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/game/falling-stars?seed=${SEED}`);
    const game = page.getByTestId('falling-stars');
    const stage = page.getByRole('application', { name: /Falling Stars/ });
    await expect(page.getByTestId('falling-stars-canvas')).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    // The basket sits at the bottom of the sky: the stage's bottom edge must be inside the viewport, unscrolled.
    const stageBottom = () => stage.evaluate((element) => (window.scrollTo(0, 0), element.getBoundingClientRect().bottom));
    await expect.poll(stageBottom).toBeLessThanOrEqual(900);
    const before = await stage.boundingBox();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(game).toHaveAttribute('data-state', 'running');
    // Start adds nothing above the sky: it neither moves down nor leaves the first screen.
    await expect(page.getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(await stageBottom()).toBeLessThanOrEqual(900);
    expect((await stage.boundingBox())!.y).toBeCloseTo(before!.y, 0);
    await context.close();
  });
});

