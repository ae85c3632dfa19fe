import { expect, test, type Page } from '@playwright/test';
import { VARIANTS, type Cell } from '../../remotes/tic-tac-toe/src/logic/board';
import { scoreMoves } from '../../remotes/tic-tac-toe/src/logic/engine';
import { closeFirstVisitHelp } from '../support/first-visit';
import { winQueens } from '../support/queens';
import { expectResultBesideBoard } from '../support/result-layout';

// One result layout for every game (GameFrame's result, kit README): after a win the board's deciding cells
// stay in view and uncovered on a phone and on a laptop, with Share inside the panel and the panel hidden
// and brought back. Queens (a puzzle: PuzzleGameFrame) and tic-tac-toe (an opponent game: its own result).

async function winTicTacToe(page: Page) {
  await page.goto('/game/tic-tac-toe?seed=e2e-pointer&difficulty=easy');
  const board = page.getByTestId('tic-tac-toe-board');
  await expect(board).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);
  for (let turn = 0; turn < 5; turn++) {
    await expect(board).toHaveAttribute('data-thinking', 'false');
    if ((await board.getAttribute('data-state')) !== 'playing') break;
    const now = (await board.getByRole('gridcell').evaluateAll((all) => all.map((c) => c.getAttribute('data-mark') || null))) as Cell[];
    const scored = scoreMoves(now, VARIANTS['3'], 'X');
    const top = Math.max(...scored.map((s) => s.score));
    await board.getByRole('gridcell').nth(scored.find((s) => s.score === top)!.move).click();
  }
  await expect(board).toHaveAttribute('data-state', 'won');
  return board;
}

const SCREENS = [
  { name: 'phone', use: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'laptop', use: { viewport: { width: 1366, height: 768 } } },
] as const;

for (const screen of SCREENS) {
  test.describe(`the result on a ${screen.name}`, () => {
    test.use(screen.use);

    test('Queens: every queen stays in view beside the result; Share is in the panel; it hides and comes back', async ({ page }) => {
      await winQueens(page, 'e2e-result');
      const board = page.getByTestId('queens-board');
      await expectResultBesideBoard(page, { title: 'Solved!', board, cells: board.locator('[data-mark="queen"]') });
    });

    test('tic-tac-toe: the winning line stays in view beside the result', async ({ page }) => {
      const board = await winTicTacToe(page);
      await expectResultBesideBoard(page, { title: 'You win!', board, cells: board.locator('[role="gridcell"][aria-label*="winning line"]') });
    });
  });
}
