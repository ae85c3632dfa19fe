import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dealIndex } from '../../remotes/quartiles/src/logic/deal';
import { quartilesOf, unpackBoard, type Pack } from '../../remotes/quartiles/src/logic/pack';
import { boardFirstProblems } from '../support/board-first';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Quartiles through the portal: the five quartiles found by pointer and by keyboard alone, a reload that keeps
// the game, and the phone layout. A fixed seed in the URL deals the same board of the pack every run; the
// answers come from the same pack the game loads.

test.use({ trace: 'off' });

const pack = JSON.parse(fs.readFileSync(path.join(__dirname, '../../remotes/quartiles/src/data/boards.data.json'), 'utf8')) as Pack;
const quartilesFor = (seed: string) => quartilesOf(unpackBoard(pack.boards[dealIndex({ mode: 'unlimited', seed }, pack.boards.length)]));

const board = (page: Page) => page.getByTestId('quartiles-board');
const tile = (page: Page, index: number) => board(page).locator(`[data-tile="${index}"]`);
const key = (index: number) => String.fromCharCode(97 + index);

/** Opens a seeded board; returns the milliseconds from navigation start to the tiles on screen. */
async function open(page: Page, seed: string): Promise<number> {
  await page.goto(`/game/quartiles?seed=${seed}`);
  const handle = await page.waitForFunction(() => (document.querySelector('[data-testid="quartiles-board"] [data-tile="19"]') ? performance.now() : 0), null, {
    timeout: 30_000,
    polling: 'raf',
  });
  await expect(board(page)).toBeVisible();
  return (await handle.jsonValue()) as number;
}

async function expectComplete(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'complete');
  await expect(page.getByRole('dialog')).toContainText('All five quartiles!');
}

test.describe('Quartiles', () => {
  test('is completed by clicking tiles and Submit', async ({ page }) => {
    const readyMs = await open(page, 'e2e-pointer');
    test.info().annotations.push({ type: 'first playable board', description: `${Math.round(readyMs)} ms after navigation start` });
    await closeFirstVisitHelp(page);
    for (const quartile of quartilesFor('e2e-pointer')) {
      for (const index of quartile) await tile(page, index).click();
      await page.getByRole('button', { name: 'Submit' }).click();
    }
    await expectComplete(page);
    await expect(page.getByRole('dialog')).toContainText('Score');
    // Play may continue after the puzzle is complete.
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('quartiles-found')).not.toContainText('?');
  });

  test('is completed by keyboard alone: Tab to the tiles, arrows and Space, tile letters, Enter', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const [first, ...rest] = quartilesFor('e2e-keys');
    // The first quartile by moving the cursor (one tab stop, arrows) and Space.
    let at = 0;
    for (const index of first) {
      for (; Math.floor(at / 4) !== Math.floor(index / 4); at += index > at ? 4 : -4) await page.keyboard.press(index > at ? 'ArrowDown' : 'ArrowUp');
      for (; at !== index; at += index > at ? 1 : -1) await page.keyboard.press(index > at ? 'ArrowRight' : 'ArrowLeft');
      await expect(tile(page, index)).toBeFocused();
      await page.keyboard.press('Space');
    }
    await page.keyboard.press('Enter');
    // The others by their tile letters.
    for (const quartile of rest) {
      for (const index of quartile) await page.keyboard.press(key(index));
      await page.keyboard.press('Enter');
    }
    await expectComplete(page);
  });

  test('keeps the words found after a reload', async ({ page }) => {
    await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    const [quartile] = quartilesFor('e2e-reload');
    for (const index of quartile) await tile(page, index).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('quartiles-found')).toContainText(/[a-z]{8,}/);
    const found = await page.getByTestId('quartiles-found').textContent();
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/quartiles');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('quartiles-found')).toHaveText(found!);
    await expect(page.getByRole('combobox', { name: 'Mode' })).toHaveValue('unlimited');
  });

  test('shows the whole board on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, 'e2e-phone');
    await closeFirstVisitHelp(page);
    expect(await boardFirstProblems(board(page))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeInViewport({ ratio: 1 });
  });
});
