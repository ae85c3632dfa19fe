import { expect, test, type Page } from '@playwright/test';
import type { Prompt, PromptPack } from '../../remotes/popular-words/src/logic/bank';
import food from '../../remotes/popular-words/src/data/food.data.json';
import home from '../../remotes/popular-words/src/data/home.data.json';
import leisure from '../../remotes/popular-words/src/data/leisure.data.json';
import places from '../../remotes/popular-words/src/data/places.data.json';
import { boardFirstProblems } from '../support/board-first';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Popular Words through the portal: two full rounds by pointer, a whole five-round game by keyboard alone, a reload in
// the middle that keeps the round, and the phone layout. A fixed seed in the URL deals the same five prompts;
// the spec reads the prompt's id from the board and its answers from the remote's own data files.

const PROMPTS = new Map<string, Prompt>(([home, food, places, leisure] as PromptPack[]).flatMap((pack) => pack.prompts.map((p) => [p.id, p] as [string, Prompt])));

const board = (page: Page) => page.getByTestId('popular-words-board');
const input = (page: Page) => page.getByRole('textbox', { name: 'Your guess' });
const slots = (page: Page) => board(page).getByRole('listitem');

async function open(page: Page, seed: string) {
  await page.goto(`/game/popular-words?seed=${seed}`);
  await expect(board(page)).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
}

/** The answers of the prompt on the board. */
async function answers(page: Page): Promise<string[]> {
  const id = await board(page).getAttribute('data-prompt-id');
  const prompt = PROMPTS.get(id ?? '');
  expect(prompt, `prompt ${id} is in the data`).toBeDefined();
  return prompt!.answers.map((answer) => answer.text);
}

async function expectFinished(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'over');
  await expect(page.getByRole('dialog')).toContainText('Game over!');
  await expect(page.getByRole('dialog')).toContainText('Answers found');
}

test.describe('Popular Words', () => {
  // Generous for a shared, busy machine; a quiet one plays each test in a few seconds.
  test.describe.configure({ timeout: 90_000 });

  test('two full rounds by pointer: guesses flip answers, a strike, a hint, a cleared board, three strikes', async ({ page }) => {
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    const guess = async (text: string) => {
      await input(page).fill(text);
      await page.getByRole('button', { name: 'Guess' }).click();
    };
    const texts = await answers(page);
    await guess('zzzz qqqq');
    await expect(board(page).getByLabel('Strikes: 1 of 3')).toBeVisible();
    await page.getByRole('button', { name: /^Hint/ }).click();
    await expect(slots(page).nth(0)).toHaveAttribute('aria-label', new RegExp(`starts with ${texts[0][0].toUpperCase()}`));
    for (const [i, text] of texts.entries()) {
      await guess(text.toLowerCase());
      await expect(slots(page).nth(i)).toHaveAttribute('data-state', 'found');
    }
    await expect(board(page)).toHaveAttribute('data-state', 'round-over');
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect(board(page)).toHaveAttribute('data-round', '2');
    await guess((await answers(page))[2]);
    for (const wrong of ['zzzz', 'qqqq', 'xxxx']) await guess(wrong);
    await expect(board(page).locator('[data-state="missed"]')).toHaveCount(4);
    await expect(slots(page).nth(2)).toHaveAttribute('data-state', 'found');
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect(board(page)).toHaveAttribute('data-round', '3');
  });

  test('a whole game by keyboard alone: type and Enter, Tab to Hint, Enter on Next round', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, input(page));
    await expectVisibleFocus(page);
    for (let round = 1; round <= 5; round++) {
      await expect(board(page)).toHaveAttribute('data-round', String(round));
      await expect(input(page)).toBeFocused();
      const texts = await answers(page);
      if (round === 1) {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: /^Hint/ })).toBeFocused();
        await expectVisibleFocus(page);
        await page.keyboard.press('Enter');
        await expect(slots(page).nth(0)).toHaveAttribute('aria-label', /starts with/);
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Shift+Tab');
        await expect(input(page)).toBeFocused();
        // The first board is cleared, typed key by key (plurals count).
        for (const [i, text] of texts.entries()) {
          await page.keyboard.type(`${text}s`.replace(/ss$/, 's'));
          await page.keyboard.press('Enter');
          await expect(slots(page).nth(i)).toHaveAttribute('data-state', 'found');
        }
      } else {
        // The later rounds are lost on strikes, and the answers not found are revealed.
        for (const wrong of ['zzzz', 'qqqq', 'xxxx']) {
          await page.keyboard.insertText(wrong);
          await page.keyboard.press('Enter');
        }
        await expect(board(page).locator('[data-state="missed"]')).toHaveCount(5);
      }
      const next = page.getByRole('button', { name: round < 5 ? 'Next round' : 'See result' });
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expectFinished(page);
  });

  test('keeps the round after a reload, and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    expect(await boardFirstProblems(board(page))).toEqual([]);
    const texts = await answers(page);
    for (const guess of [texts[1], 'zzzz', texts[3]]) {
      await input(page).fill(guess);
      await input(page).press('Enter');
    }
    const id = await board(page).getAttribute('data-prompt-id');
    const score = await board(page).getAttribute('data-score');
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/popular-words');
    await expect(board(page)).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
    await expect(board(page)).toHaveAttribute('data-prompt-id', id!);
    await expect(board(page)).toHaveAttribute('data-score', score!);
    await expect(board(page).getByLabel('Strikes: 1 of 3')).toBeVisible();
    await expect(board(page).locator('[data-state="found"]')).toHaveCount(2);
    expect(await boardFirstProblems(board(page))).toEqual([]);
  });
});
