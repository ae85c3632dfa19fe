import { expect, type Locator, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from './first-visit';

/** Opens a seeded easy Queens board and reads its solution from the game's saved session. */
export async function openQueensWithSolution(page: Page, seed: string): Promise<{ board: Locator; solution: number[] }> {
  await page.goto(`/game/queens-game?seed=${seed}&difficulty=easy`);
  const board = page.getByTestId('queens-board');
  await expect(board).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);
  const saved = () => page.evaluate(() => window.localStorage.getItem('games:queens-game:game-easy'));
  await expect.poll(saved).toContain(`"seed":"${seed}"`);
  const solution: number[] = JSON.parse((await saved())!).data.puzzle.solution;
  return { board, solution };
}

/** Solves an easy Queens board by pointer from the solution the game saved; its result dialog is then open. */
export async function winQueens(page: Page, seed: string): Promise<void> {
  const { board, solution } = await openQueensWithSolution(page, seed);
  for (const [row, col] of solution.entries()) {
    const cell = board.locator(`[data-row="${row}"][data-col="${col}"]`);
    await cell.click();
    await cell.click();
  }
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}
