import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PuzzleBank } from '../../remotes/connections-game/src/logic/puzzle';
import { dailyIndex, pastDailies } from '../../remotes/connections-game/src/logic/schedule';
import { boardFirstProblems, overflowingText } from '../support/board-first';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Connections through the portal: a puzzle solved by pointer, one by keyboard alone, and a reload that keeps
// the game. `?puzzle=<n>` opens a fixed archive puzzle; its groups come from the remote's data file.

const bank = JSON.parse(readFileSync(join(__dirname, '../../remotes/connections-game/src/data/puzzles.data.json'), 'utf8')) as PuzzleBank;
const groupsOf = (n: number) => bank.puzzles[n - 1].groups.map((g) => [...g.words]);

const board = (page: Page) => page.getByTestId('connections-game-board');
const tile = (page: Page, word: string) => board(page).locator(`[role="gridcell"][data-word="${word}"]`);
const shownWords = (page: Page) => board(page).getByRole('gridcell').evaluateAll((all) => all.map((cell) => cell.getAttribute('data-word') ?? ''));

async function open(page: Page, n: number) {
  await page.goto(`/game/connections-game?puzzle=${n}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText(/Perfect!|Solved!/);
}

test.describe('Connections', () => {
  // The machine running the suite is shared and slow; a whole puzzle is some forty clicks or key presses.
  test.describe.configure({ timeout: 90_000 });

  test('is solved by clicking the words, with a wrong guess first', async ({ page }) => {
    await open(page, 3);
    await closeFirstVisitHelp(page);
    const groups = groupsOf(3);
    // Three of yellow and one of green: one away.
    for (const word of [...groups[0].slice(0, 3), groups[1][0]]) await tile(page, word).click();
    const grid = board(page).getByRole('grid');
    const before = await grid.boundingBox();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('connections-message')).toContainText('One away');
    // The message beside the board does not move it, and the same four cannot be sent again (the line says why).
    expect(await grid.boundingBox()).toEqual(before);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.getByTestId('connections-message')).toBeInViewport();
    await expect(page.getByTestId('connections-message')).toContainText('Change a word to guess again');
    await page.getByRole('button', { name: 'Deselect all' }).click();
    for (const [i, group] of groups.entries()) {
      for (const word of group) await tile(page, word).click();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(board(page)).toHaveAttribute('data-solved', String(i + 1));
    }
    await expectWon(page);
    await expect(board(page).getByRole('listitem')).toHaveCount(4);
  });

  test('is solved by keyboard alone: Tab to the words, arrows move, Space selects, Enter submits', async ({ page }) => {
    await open(page, 8);
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page).getByRole('grid'));
    await expectVisibleFocus(page);
    await page.keyboard.press('s');
    let at = 0;
    for (const group of groupsOf(8)) {
      const order = await shownWords(page);
      for (const word of group) {
        const to = order.indexOf(word);
        while (Math.floor(at / 4) !== Math.floor(to / 4)) {
          await page.keyboard.press(to > at ? 'ArrowDown' : 'ArrowUp');
          at += to > at ? 4 : -4;
        }
        while (at !== to) {
          await page.keyboard.press(to > at ? 'ArrowRight' : 'ArrowLeft');
          at += to > at ? 1 : -1;
        }
        await expect(tile(page, word)).toBeFocused();
        await page.keyboard.press('Space');
        await expect(tile(page, word)).toHaveAttribute('aria-selected', 'true');
      }
      await page.keyboard.press('Enter');
      at = Math.min(at, order.length - 5);
      if (order.length > 4) await expect(board(page).getByRole('gridcell').nth(at)).toBeFocused();
    }
    await expectWon(page);
  });

  test('the archive and Random offer past dailies only, never tomorrow\'s', async ({ page }) => {
    await page.goto('/game/connections-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const today = new Date().toISOString().slice(0, 10);
    const count = bank.puzzles.length;
    const offered = pastDailies(today, count).map(({ index }) => `Puzzle ${index + 1},`);
    await page.getByRole('button', { name: 'Archive' }).click();
    const items = page.getByRole('dialog').getByRole('list', { name: 'Puzzles' }).getByRole('button');
    await expect(items.first()).toHaveAccessibleName(/today's daily/);
    const names = await items.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(names.map((name) => name.replace(/,.*/, ','))).toEqual(offered);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(names.filter((name) => name.startsWith(`Puzzle ${dailyIndex(tomorrow, count) + 1},`))).toEqual([]);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await open(page, 5);
    await closeFirstVisitHelp(page);
    const groups = groupsOf(5);
    for (const word of groups[2]) await tile(page, word).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(board(page)).toHaveAttribute('data-solved', '1');
    for (const word of [groups[0][0], groups[1][0], groups[3][0], groups[3][1]]) await tile(page, word).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('.cg-mistakes__dots')).toHaveAttribute('data-left', '3');
    await page.getByRole('button', { name: 'Deselect all' }).click();
    await tile(page, groups[0][1]).click();
    await tile(page, groups[3][1]).click();
    const before = await shownWords(page);
    await page.reload();
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await expect(board(page)).toHaveAttribute('data-solved', '1');
    expect(await shownWords(page)).toEqual(before);
    await expect(tile(page, groups[0][1])).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.cg-mistakes__dots')).toHaveAttribute('data-left', '3');
  });

  test('fits a phone: the words (the longest too) and the buttons on the first screen; a message moves nothing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, 64); // ULTRAVIOLET, one of the longest words
    await closeFirstVisitHelp(page);
    expect(await boardFirstProblems(board(page))).toEqual([]);
    expect(await overflowingText(page, '.cg-board, .gk-frame__header, .gk-frame__toolbar')).toEqual([]);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Shuffle' })).toBeInViewport({ ratio: 1 });
    const groups = groupsOf(64);
    const grid = board(page).getByRole('grid');
    const before = { grid: await grid.boundingBox(), submit: await page.getByRole('button', { name: 'Submit' }).boundingBox() };
    for (const word of [...groups[0].slice(0, 3), groups[1][0]]) await tile(page, word).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('connections-message')).toContainText('One away… 3 mistakes left. Change a word');
    expect({ grid: await grid.boundingBox(), submit: await page.getByRole('button', { name: 'Submit' }).boundingBox() }).toEqual(before);
    // Other long words (with wide letters) fit their tiles too.
    for (const n of [88, 122, 47]) {
      await open(page, n);
      expect(await overflowingText(page, '.cg-board'), `puzzle ${n}`).toEqual([]);
    }
  });
});
