import { expect, test, type Page } from '@playwright/test';
import { patternFor } from '../../remotes/memory-game/src/logic/pattern';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Memory Matrix through the portal: a full round by pointer and one by keyboard alone (perfect trials, then
// wrong tiles until the lives run out), and a reload in the middle of a trial. A fixed seed deals the same
// patterns; the spec waits on the board's data-phase (reveal → recall → review → over), never on time.

const board = (page: Page) => page.getByTestId('memory-game-board');
const tiles = (page: Page) => board(page).getByRole('gridcell');

async function open(page: Page, seed: string) {
  await page.goto(`/game/memory-game?seed=${seed}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

const phase = (page: Page, value: string) => expect(board(page)).toHaveAttribute('data-phase', value, { timeout: 15_000 });

/**
 * The tiles of a trial, from the seed (the pattern shows only for the reveal time, too short to read reliably
 * on a busy machine): trial `trial` (0-based) with `count` tiles. Checks the board shows that trial.
 */
async function trialTiles(page: Page, seed: string, trial: number, count: number): Promise<number[]> {
  await expect(board(page)).toHaveAttribute('data-trial', String(trial + 1), { timeout: 15_000 });
  return patternFor(seed, trial, count).tiles;
}

async function wrongTile(page: Page, lit: number[]): Promise<number> {
  const count = await tiles(page).count();
  return Array.from({ length: count }, (_, i) => i).find((i) => !lit.includes(i))!;
}

/** Moves the keyboard cursor from the focused tile to `cell`. */
async function keyTo(page: Page, cell: number) {
  const side = Number(await board(page).getAttribute('data-side'));
  const focused = page.locator('[role="gridcell"]:focus');
  const at = { row: Number(await focused.getAttribute('data-row')), col: Number(await focused.getAttribute('data-col')) };
  const to = { row: Math.floor(cell / side), col: cell % side };
  for (; at.row !== to.row; at.row += Math.sign(to.row - at.row)) await page.keyboard.press(to.row > at.row ? 'ArrowDown' : 'ArrowUp');
  for (; at.col !== to.col; at.col += Math.sign(to.col - at.col)) await page.keyboard.press(to.col > at.col ? 'ArrowRight' : 'ArrowLeft');
  await expect(tiles(page).nth(cell)).toBeFocused();
}

test.describe('Memory Matrix', () => {
  test('a full round by pointer: two perfect trials, then three misses', async ({ page }) => {
    const seed = 'e2e-pointer';
    await open(page, seed);
    await closeFirstVisitHelp(page);
    await board(page).getByRole('button', { name: 'Start' }).click();
    for (let trial = 0; trial < 2; trial++) {
      const lit = await trialTiles(page, seed, trial, 3 + trial);
      expect(lit).toHaveLength(3 + trial);
      await phase(page, 'recall');
      for (const cell of lit) await tiles(page).nth(cell).click();
      await phase(page, 'review');
      for (const cell of lit) await expect(tiles(page).nth(cell)).toHaveAttribute('data-state', 'correct');
      await page.getByRole('button', { name: 'Next trial' }).click();
    }
    // Two perfect trials: the next asks for 5 tiles, then one fewer after each miss (never under 3).
    for (let life = 3; life > 0; life--) {
      const lit = await trialTiles(page, seed, 5 - life, 2 + life);
      await phase(page, 'recall');
      const wrong = await wrongTile(page, lit);
      await tiles(page).nth(wrong).click();
      await phase(page, 'review');
      await expect(tiles(page).nth(wrong)).toHaveAttribute('data-state', 'wrong');
      await expect(tiles(page).nth(lit[0])).toHaveAttribute('data-state', 'missed');
      await page.getByRole('button', { name: life > 1 ? 'Next trial' : 'See result' }).click();
    }
    await phase(page, 'over');
    const result = page.getByRole('dialog');
    await expect(result).toContainText('Score');
    await expect(result).toContainText('7');
    await expect(result).toContainText('Level reached');
  });

  test('a full round by keyboard alone', async ({ page }) => {
    const seed = 'e2e-keys';
    await open(page, seed);
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    // The help hands focus back when it has closed: wait for that before tabbing.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const start = board(page).getByRole('button', { name: 'Start' });
    await tabTo(page, start);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const lit = await trialTiles(page, seed, 0, 3);
    await phase(page, 'recall');
    await expect(tiles(page).first()).toBeFocused();
    for (const cell of lit) {
      await keyTo(page, cell);
      await page.keyboard.press('Space');
    }
    await phase(page, 'review');
    await page.keyboard.press('Enter');
    for (let life = 3; life > 0; life--) {
      const shown = await trialTiles(page, seed, 4 - life, Math.max(3, life + 1));
      await phase(page, 'recall');
      await keyTo(page, await wrongTile(page, shown));
      await page.keyboard.press('Enter');
      await phase(page, 'review');
      await page.keyboard.press('Enter');
    }
    await phase(page, 'over');
    await expect(page.getByRole('dialog')).toContainText('Score');
  });

  test('keeps the round after a reload in the middle of a trial', async ({ page }) => {
    const seed = 'e2e-reload';
    await open(page, seed);
    await closeFirstVisitHelp(page);
    await board(page).getByRole('button', { name: 'Start' }).click();
    const lit = await trialTiles(page, seed, 0, 3);
    await phase(page, 'recall');
    await tiles(page).nth(lit[0]).click();
    await expect(tiles(page).nth(lit[0])).toHaveAttribute('data-state', 'picked');
    await page.goto('/game/memory-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await phase(page, 'recall');
    await expect(tiles(page).nth(lit[0])).toHaveAttribute('data-state', 'picked');
    await tiles(page).nth(lit[1]).click();
    await expect(tiles(page).nth(lit[1])).toHaveAttribute('data-state', 'picked');
  });
});
