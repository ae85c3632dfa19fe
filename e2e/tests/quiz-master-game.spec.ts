import { expect, test, type Page } from '@playwright/test';
import { solve } from '../../remotes/quiz-master-game/src/logic/solve';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Quiz Master Game through the portal: a win by pointer, a win by keyboard alone, and a reload that keeps the game.
// A fixed seed in the URL deals the same puzzle every run.

const board = (page: Page) => page.getByTestId('quiz-master-game-board');
const cells = (page: Page) => board(page).getByRole('gridcell');

/** The lights row by row, as the board shows them. */
const shownLights = (page: Page) => cells(page).evaluateAll((all) => all.map((cell) => cell.getAttribute('data-lit') === 'true'));

async function open(page: Page, seed: string) {
  await page.goto(`/game/quiz-master-game?seed=${seed}&difficulty=easy`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** The presses that switch every light off, as cell indexes. */
async function solution(page: Page): Promise<number[]> {
  const lights = await shownLights(page);
  const presses = solve(Math.sqrt(lights.length), lights);
  expect(presses, 'the dealt puzzle can be solved').not.toBeNull();
  return presses!;
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

test.describe('Quiz Master Game', () => {
  test('is won by clicking the lights', async ({ page }) => {
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    for (const cell of await solution(page)) await cells(page).nth(cell).click();
    await expectWon(page);
  });

  test('is won by keyboard alone: Tab to the board, arrows move, Enter presses', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const size = Math.sqrt(await cells(page).count());
    let at = { row: 0, col: 0 };
    for (const cell of await solution(page)) {
      const to = { row: Math.floor(cell / size), col: cell % size };
      for (; at.row !== to.row; at = { ...at, row: at.row + Math.sign(to.row - at.row) }) await page.keyboard.press(to.row > at.row ? 'ArrowDown' : 'ArrowUp');
      for (; at.col !== to.col; at = { ...at, col: at.col + Math.sign(to.col - at.col) }) await page.keyboard.press(to.col > at.col ? 'ArrowRight' : 'ArrowLeft');
      await expect(cells(page).nth(cell)).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expectWon(page);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    await cells(page).nth(4).click();
    const played = await shownLights(page);
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/quiz-master-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    expect(await shownLights(page)).toEqual(played);
  });
});
