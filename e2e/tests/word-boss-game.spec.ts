import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { BossData, LevelId } from '../../remotes/word-boss-game/src/logic/data';
import { dealBoard } from '../../remotes/word-boss-game/src/logic/deal';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Word Boss through the portal: a game by pointer (a reload in the middle keeps the found words, a full word
// takes it to round 2, a round without one ends it), and a game by keyboard alone. A fixed seed in the URL deals
// the same boards every run; the spec deals them too.

test.use({ trace: 'off' });

const boardsOf = (level: LevelId) => JSON.parse(fs.readFileSync(path.join(__dirname, `../../remotes/word-boss-game/src/data/boards-${level}.json`), 'utf8')) as BossData;
const board = (page: Page) => page.getByTestId('word-boss-game-board');
const tiles = (page: Page) => page.getByTestId('boss-tiles');

async function open(page: Page, seed: string, level: LevelId) {
  await page.goto(`/game/word-boss-game?seed=${seed}&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
  // Navigation start → the first board playable (the remote, its boards and the deal).
  const readyMs = await page.evaluate(() => Math.round(performance.now()));
  test.info().annotations.push({ type: 'first playable board (ms)', description: String(readyMs) });
}

async function tapWord(page: Page, word: string) {
  for (const letter of word) await tiles(page).locator(`[data-letter="${letter}"][data-used="false"]`).first().click();
  await page.getByRole('button', { name: 'Enter', exact: true }).click();
}

test.describe('Word Boss', () => {
  test('a game by pointer: words fill slots, a reload keeps them, a full word goes on, a round without one ends it', async ({ page }) => {
    const data = boardsOf('six');
    const first = dealBoard(data, 'six', 'e2e-pointer', 1);
    await open(page, 'e2e-pointer', 'six');
    await closeFirstVisitHelp(page);
    const short = first.slots.filter((word) => word.length < 6).slice(0, 3);
    for (const [i, word] of short.entries()) {
      await tapWord(page, word);
      await expect(board(page)).toHaveAttribute('data-found', String(i + 1));
    }
    await page.reload();
    await expect(board(page)).toHaveAttribute('data-found', String(short.length), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Resume' }).click();
    // Last word brings back the last try; trying it again says it was found already.
    await page.getByRole('button', { name: 'Last word' }).click();
    await expect(page.getByTestId('boss-entry').locator('.boss-entry__cell--filled')).toHaveCount(short[short.length - 1].length);
    await page.getByRole('button', { name: 'Clear' }).click();
    await tapWord(page, first.seed);
    await expect(board(page)).toHaveAttribute('data-found', String(short.length + 1));
    await page.getByRole('button', { name: 'End round' }).click();
    await expect(board(page)).toHaveAttribute('data-state', 'ended');
    // The missed words, with their short definitions.
    const missed = page.getByTestId('boss-missed');
    await expect(missed.locator('dd').first()).not.toHaveText(/^(…)?$/);
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect(board(page)).toHaveAttribute('data-round', '2');
    const second = dealBoard(data, 'six', 'e2e-pointer', 2, first.seed);
    await expect(board(page)).toHaveAttribute('data-letters', second.order.map((id) => second.seed[id]).join(''));
    await tapWord(page, second.slots[0]);
    await page.getByRole('button', { name: 'End round' }).click();
    const result = page.getByRole('dialog');
    await expect(result).toContainText('Game over!');
    await expect(result.getByRole('button', { name: /Share/ })).toBeVisible();
  });

  test('a game by keyboard alone: type words, Enter, Backspace, Space shuffles; finding every word ends the round', async ({ page }) => {
    const data = boardsOf('seven');
    const first = dealBoard(data, 'seven', 'e2e-keys', 1);
    await open(page, 'e2e-keys', 'seven');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const before = await board(page).getAttribute('data-letters');
    await page.keyboard.press('Space');
    await expect(board(page)).not.toHaveAttribute('data-letters', before!);
    await page.keyboard.type(first.slots[0]);
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('boss-entry').locator('.boss-entry__cell--filled')).toHaveCount(first.slots[0].length - 1);
    await page.keyboard.type(first.slots[0].slice(-1));
    await page.keyboard.press('Enter');
    await expect(board(page)).toHaveAttribute('data-found', '1');
    for (const word of first.slots.slice(1)) {
      await page.keyboard.type(word);
      await page.keyboard.press('Enter');
    }
    // Every slot found: the round ends with the bonus, and Enter goes on.
    await expect(board(page)).toHaveAttribute('data-state', 'ended');
    await expect(page.getByTestId('boss-end')).toContainText('You found every word!');
    await page.keyboard.press('Enter');
    await expect(board(page)).toHaveAttribute('data-round', '2');
    await expect(board(page)).toBeFocused();
    // End the round from the toolbar without a full word: game over.
    await tabTo(page, page.getByRole('toolbar', { name: 'Word tools' }));
    const endButton = page.getByRole('button', { name: 'End round' });
    for (let n = 0; n < 6 && !(await endButton.evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText('Game over!');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the whole board and its tools fit the first screen, nothing scrolls sideways', async ({ page }) => {
    await page.goto('/game/word-boss-game?seed=e2e-phone&difficulty=seven');
    await expect(page.getByTestId('word-boss-game-board')).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    for (const part of [page.getByTestId('word-boss-game-board'), page.getByTestId('boss-tiles'), page.getByRole('toolbar', { name: 'Word tools' })]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
