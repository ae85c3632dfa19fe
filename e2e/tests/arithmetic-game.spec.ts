import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Arithmetic Game through the portal: a whole (short) round by pointer and one by keyboard alone, ended by the
// clock after answering; a 2-minute round kept over a reload (it is long enough to matter). A fixed seed and
// `?duration=` (seconds) keep it short and repeatable; no sleeps: each step waits for the board to change.

const board = (page: Page) => page.getByTestId('arithmetic-game-board');

async function open(page: Page, query: string) {
  await page.goto(`/game/arithmetic-game?${query}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** The answer of the problem on the board, from its data attributes. */
async function shownAnswer(page: Page): Promise<number> {
  const { left, op, right } = await board(page).evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  const [a, b] = [Number(left), Number(right)];
  return { add: a + b, sub: a - b, mul: a * b, div: a / b }[op as 'add'];
}

async function expectScore(page: Page, score: number) {
  await expect(board(page)).toHaveAttribute('data-score', String(score));
}

async function expectTimeUp(page: Page, score: number) {
  const result = page.getByRole('dialog');
  await expect(result).toContainText('Time’s up!', { timeout: 20_000 });
  await expect(result).toContainText(`Score${score}`);
  await expect(result.getByRole('img', { name: /Recent scores/ })).toBeVisible();
}

test.describe('Arithmetic Game', () => {
  test('a round by pointer: Start, answers on the number pad, time up shows the result', async ({ page }) => {
    await open(page, 'seed=e2e-pointer&preset=kids&duration=8');
    await closeFirstVisitHelp(page);
    await board(page).getByRole('button', { name: 'Start' }).click();
    const pad = page.getByTestId('arithmetic-pad');
    for (let solved = 1; solved <= 2; solved++) {
      for (const digit of String(await shownAnswer(page))) await pad.getByRole('button', { name: digit, exact: true }).click();
      await expectScore(page, solved);
    }
    await expectTimeUp(page, 2);
  });

  test('a round by keyboard alone: Tab to Start, type answers (no Enter), time up', async ({ page }) => {
    await open(page, 'seed=e2e-keys&duration=8');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    const start = board(page).getByRole('button', { name: 'Start' });
    await tabTo(page, start);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /Answer to/ })).toBeFocused();
    for (let solved = 1; solved <= 2; solved++) {
      await page.keyboard.type(String(await shownAnswer(page)));
      await expectScore(page, solved);
    }
    await expectTimeUp(page, 2);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Play again' })).toBeVisible();
  });

  test('keeps a round over a reload, held until Resume', async ({ page }) => {
    await open(page, 'seed=e2e-reload&preset=standard');
    await closeFirstVisitHelp(page);
    await board(page).getByRole('button', { name: 'Start' }).click();
    const input = page.getByRole('textbox', { name: /Answer to/ });
    for (let solved = 1; solved <= 2; solved++) {
      await input.fill(String(await shownAnswer(page)));
      await expectScore(page, solved);
    }
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(board(page)).toHaveAttribute('data-state', 'playing');
    await expectScore(page, 2);
    await input.fill(String(await shownAnswer(page)));
    await expectScore(page, 3);
  });
});
