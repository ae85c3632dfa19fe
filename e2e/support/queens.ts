import { expect, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from './first-visit';

/** Solves an easy Queens board by pointer from the solution the game saved; its result dialog is then open. */
export async function winQueens(page: Page, seed: string): Promise<void> {
  await page.goto(`/game/queens-game?seed=${seed}&difficulty=easy`);
  const board = page.getByTestId('queens-board');
  await expect(board).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);
  const saved = () => page.evaluate(() => window.localStorage.getItem('games:queens-game:game-easy'));
  await expect.poll(saved).toContain(`"seed":"${seed}"`);
  const raw = await saved();
  const solution: number[] = JSON.parse(raw!).data.solution;
  for (const [row, col] of solution.entries()) {
    const cell = board.locator(`[data-row="${row}"][data-col="${col}"]`);
    await cell.click();
    await cell.click();
  }
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}
