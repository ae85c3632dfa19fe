import { readFileSync } from 'fs';
import path from 'path';
import { expect, test, type Page } from '@playwright/test';
import { CATEGORY_IDS, type CategoryId } from '../../remotes/quiz-master-game/src/logic/categories';
import type { Question } from '../../remotes/quiz-master-game/src/logic/question';
import { startRound } from '../../remotes/quiz-master-game/src/logic/round';
import { boardFirstProblems } from '../support/board-first';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Quiz Master through the portal: a whole classic round by pointer and one by keyboard alone, a reload in the
// middle that keeps the round, and the card fitting a phone. `?seed=…&categories=…` fixes the questions; the
// spec reads the bank to know each answer (and checks the seed dealt the questions the logic says it would).

const DIR = path.join(__dirname, '../../remotes/quiz-master-game/src/data/questions');
const bankOf = (categories: readonly CategoryId[]): Question[] => categories.flatMap((c) => JSON.parse(readFileSync(path.join(DIR, `${c}.json`), 'utf8')) as Question[]);
const ALL = bankOf(CATEGORY_IDS);
const answerOf = (text: string) => {
  const q = ALL.find((x) => x.question === text);
  expect(q, `"${text}" is in the bank`).toBeDefined();
  return q!.answer;
};

const CATEGORIES: CategoryId[] = ['science', 'history'];
const board = (page: Page) => page.getByTestId('quiz-master-game-board');
const questionText = async (page: Page) => (await board(page).locator('.quiz-question').textContent()) ?? '';
/** The option button showing the right answer of the question on screen. */
const rightOption = async (page: Page) => board(page).locator('.quiz-option').filter({ has: page.locator('.quiz-option__text', { hasText: new RegExp(`^${answerOf(await questionText(page)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });

async function open(page: Page, seed: string) {
  await page.goto(`/game/quiz-master-game?seed=${seed}&mode=classic&categories=${CATEGORIES.join(',')}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** The questions the seed deals (a seeded round ignores what the player has seen), by the game's own logic. */
const dealt = (seed: string) => startRound({ mode: 'classic', seed, categories: CATEGORIES, bank: bankOf(CATEGORIES), seen: [], dateKey: '2026-01-01' }).round.asked;
/** The right option of the i-th dealt question, once that question is on the card. */
const rightOf = (page: Page, asked: ReturnType<typeof dealt>, i: number) =>
  board(page).locator(`.quiz-card[data-question-id="${asked[i].question.id}"] .quiz-option[data-option="${asked[i].answer}"]`);

async function expectComplete(page: Page) {
  const result = page.getByRole('dialog');
  await expect(result).toContainText('Round complete!');
  await expect(result).toContainText('10 / 10');
  await expect(result.getByRole('button', { name: /Share/ })).toBeVisible();
}

test.describe('Quiz Master', () => {
  test('a whole classic round by pointer: every answer right, explanation after each', async ({ page }) => {
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    await board(page).getByRole('button', { name: 'Start' }).click();
    const asked = dealt('e2e-pointer');
    await expect(board(page).locator('.quiz-question')).toHaveText(asked[0].question.question);
    await expect(rightOf(page, asked, 0)).toContainText(asked[0].question.answer);
    for (let i = 0; i < 10; i++) {
      await rightOf(page, asked, i).click();
      if (i === 0) {
        await expect(board(page).locator('.quiz-verdict')).toContainText('Right!');
        await expect(board(page).getByRole('link', { name: 'Source' })).toBeVisible();
      }
      await board(page).locator('.quiz-next').click();
    }
    await expectComplete(page);
  });

  test('a whole round by keyboard alone: Tab to Start, 1–4 or A–D answer, Enter goes on', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    const start = board(page).getByRole('button', { name: 'Start' });
    await tabTo(page, start);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(board(page).locator('.quiz-option').first()).toBeFocused();
    const asked = dealt('e2e-keys');
    for (let i = 0; i < 10; i++) {
      await expect(rightOf(page, asked, i)).toBeEnabled();
      const option = asked[i].answer;
      await page.keyboard.press(i % 2 ? 'ABCD'[option] : String(option + 1));
      await expect(board(page).locator('.quiz-next')).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expectComplete(page);
  });

  test('keeps the round after a reload, held until Resume', async ({ page }) => {
    await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    await board(page).getByRole('button', { name: 'Start' }).click();
    for (let i = 1; i <= 2; i++) {
      await (await rightOption(page)).click();
      await board(page).getByRole('button', { name: 'Next question' }).click();
    }
    await expect(board(page).getByText('Question 3 of 10')).toBeVisible();
    const asked = await questionText(page);
    const score = await page.locator('.gk-frame__header').textContent();
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(board(page).getByText('Question 3 of 10')).toBeVisible();
    expect(await questionText(page)).toBe(asked);
    expect(await page.locator('.gk-frame__header').textContent()).toBe(score);
    await (await rightOption(page)).click();
    await expect(board(page).locator('.quiz-verdict')).toContainText('Right!');
  });

  test('the question card fits a phone screen, before and after an answer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, 'e2e-phone');
    await closeFirstVisitHelp(page);
    expect(await boardFirstProblems(board(page))).toEqual([]);
    await board(page).getByRole('button', { name: 'Start' }).click();
    await expect(board(page).locator('.quiz-question')).toBeVisible();
    expect(await boardFirstProblems(board(page))).toEqual([]);
    await (await rightOption(page)).click();
    await expect(board(page).locator('.quiz-next')).toBeVisible();
    expect(await boardFirstProblems(board(page))).toEqual([]);
  });
});
