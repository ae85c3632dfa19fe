import { expect, test, type Page } from '@playwright/test';
import data from '../../remotes/crossclimb-game/src/data/ladders.data.json';
import { boardFirstProblems, overflowingText } from '../support/board-first';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Crossclimb through the portal: a win by pointer (on-screen keys, drag handles), a win by keyboard alone
// (typing, Enter, arrows, Alt+arrows), a reload that keeps the game, and the phone layout.
// `?puzzle=<n>` opens archive ladder n, so every run plays known words.

const board = (page: Page) => page.getByTestId('crossclimb-game-board');
const rung = (page: Page, word: number) => board(page).locator(`[data-word="${word}"]`);
const wordsOf = (number: number) => data.ladders[number - 1].words;

async function open(page: Page, number: number) {
  await page.goto(`/game/crossclimb-game?puzzle=${number}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** The word indexes of the middle rungs as shown, top to bottom. */
const shownOrder = (page: Page) =>
  board(page)
    .locator('[data-row]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-word'))).slice(1, 6));

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

/** The stage line above the clue shows all its words (it clipped "Order the rungs: one letter changes…" on a phone). */
async function expectStageFits(page: Page, text: RegExp) {
  const stage = page.getByTestId('cc-stage');
  await expect(stage).toHaveText(text);
  expect(await stage.evaluate((line) => line.scrollWidth - line.clientWidth)).toBeLessThanOrEqual(0);
}

async function clickWord(page: Page, word: number, text: string) {
  await rung(page, word).locator('.cc-rung').click();
  for (const letter of text) await page.locator(`.cc-key[data-key="${letter}"]`).click();
  await expect(rung(page, word)).toHaveAttribute('data-solved', 'true');
}

test.describe('Crossclimb', () => {
  test('is won by pointer on a phone: on-screen keys, then dragging the rungs into a ladder; each stage line fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const words = wordsOf(3);
    await open(page, 3);
    await closeFirstVisitHelp(page);
    await expectStageFits(page, /^Solve the middle rungs · 0\/5$/);
    for (const word of [1, 2, 3, 4, 5]) await clickWord(page, word, words[word]);
    await expect(board(page)).toHaveAttribute('data-state', 'order');
    await expectStageFits(page, /^Order them/);
    for (let position = 0; position < 5; position += 1) {
      const order = await shownOrder(page);
      const from = order.indexOf(position + 1);
      if (from === position) continue;
      const handle = rung(page, position + 1).getByTestId('cc-handle');
      const target = board(page).locator(`[data-row="${position + 1}"]`);
      await handle.dragTo(target);
      await expect.poll(() => shownOrder(page).then((now) => now[position])).toBe(position + 1);
    }
    await expect(board(page)).toHaveAttribute('data-state', 'ends');
    await expectStageFits(page, /^Ladder done/);
    await clickWord(page, 0, words[0]);
    await clickWord(page, 6, words[6]);
    await expectWon(page);
  });

  test('is won by keyboard alone: type, Enter, arrows and Alt+arrows', async ({ page }) => {
    const words = wordsOf(4);
    await open(page, 4);
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const focusedWord = () => page.evaluate(() => Number(document.activeElement?.closest('[data-word]')?.getAttribute('data-word')));
    // Enter goes to the first open rung; a solved rung passes the cursor on to the next.
    if ((await focusedWord()) === 0) await page.keyboard.press('Enter');
    for (let i = 0; i < 5; i += 1) {
      const word = await focusedWord();
      expect(word).toBeGreaterThanOrEqual(1);
      await page.keyboard.type(words[word]);
      await expect(rung(page, word)).toHaveAttribute('data-solved', 'true');
    }
    await expect(board(page)).toHaveAttribute('data-state', 'order');
    for (let position = 0; position < 5 && (await board(page).getAttribute('data-state')) === 'order'; position += 1) {
      let order = await shownOrder(page);
      // Arrows walk the focus to the rung that belongs here, Alt+↑ carries it up.
      for (let at = order.indexOf(await focusedWord()); at !== order.indexOf(position + 1); at = order.indexOf(await focusedWord())) {
        await page.keyboard.press(at < order.indexOf(position + 1) ? 'ArrowDown' : 'ArrowUp');
      }
      for (let from = order.indexOf(position + 1); from > position; from -= 1) await page.keyboard.press('Alt+ArrowUp');
      order = await shownOrder(page);
      expect(order[position]).toBe(position + 1);
    }
    await expect(board(page)).toHaveAttribute('data-state', 'ends');
    await expect.poll(focusedWord).toBe(0);
    await page.keyboard.type(words[0]);
    await expect.poll(focusedWord).toBe(6);
    await page.keyboard.type(words[6]);
    await expectWon(page);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    const words = wordsOf(6);
    await open(page, 6);
    await closeFirstVisitHelp(page);
    await clickWord(page, 2, words[2]);
    await rung(page, 4).locator('.cc-rung').click();
    await page.locator('.cc-key[data-key="' + words[4][0] + '"]').click();
    const order = await shownOrder(page);
    await page.goto('/game/crossclimb-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await expect(rung(page, 2)).toHaveAttribute('data-solved', 'true');
    await expect(rung(page, 4).locator('.cc-cell').first()).toHaveText(words[4][0].toUpperCase());
    expect(await shownOrder(page)).toEqual(order);
  });

  test('fits a phone screen: ladder, keys and every tool (Archive too) on the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, 7);
    await closeFirstVisitHelp(page);
    expect(await boardFirstProblems(board(page))).toEqual([]);
    await expect(page.locator('.cc-keys')).toBeInViewport({ ratio: 1 });
    for (const name of ['Hint', 'Move rung up', 'Move rung down', 'Archive']) await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    expect(await overflowingText(page)).toEqual([]);
  });
});
