import { expect, test, type Page } from '@playwright/test';
import { VARIANTS, type Cell } from '../../remotes/tic-tac-toe/src/logic/board';
import { scoreMoves } from '../../remotes/tic-tac-toe/src/logic/engine';
import { frameFitProblems } from '../support/frame-fit';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Tic-tac-toe through the portal: wins against Easy by pointer and by keyboard alone (a fixed seed makes
// Easy's random replies reproducible; the player's moves come from the game's own minimax), a game against
// Impossible that the player cannot win, and a reload that keeps the game in progress.

const V3 = VARIANTS['3'];
const board = (page: Page) => page.getByTestId('tic-tac-toe-board');
const cells = (page: Page) => board(page).getByRole('gridcell');
const shown = (page: Page): Promise<Cell[]> => cells(page).evaluateAll((all) => all.map((cell) => (cell.getAttribute('data-mark') || null) as Cell));

async function open(page: Page, query: string) {
  await page.goto(`/game/tic-tac-toe?${query}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** Waits for the player's turn (X, moving first) or the end; returns the board then. */
async function myTurn(page: Page): Promise<Cell[]> {
  await expect(board(page)).toHaveAttribute('data-thinking', 'false');
  return shown(page);
}

/** The best move for X (quickest win first), the first such cell. */
function bestFor(cellsNow: Cell[], mark: 'X' | 'O'): number {
  const scored = scoreMoves(cellsNow, V3, mark);
  const top = Math.max(...scored.map((s) => s.score));
  return scored.find((s) => s.score === top)!.move;
}

async function playUntilOver(page: Page, move: (cell: number) => Promise<void>, choose: (now: Cell[]) => number) {
  for (let turn = 0; turn < 5; turn++) {
    const now = await myTurn(page);
    if ((await board(page).getAttribute('data-state')) !== 'playing') return;
    await move(choose(now));
  }
}

/**
 * The winning line as drawn, not by colour alone: the strike runs through the centre of each of its cells
 * and past the end ones, its cells are ringed, and the other cells fade back.
 */
function winningLineProblems(page: Page): Promise<string[]> {
  return page.getByTestId('tic-tac-toe-board').evaluate((grid) => {
    const problems: string[] = [];
    const core = document.querySelector<SVGLineElement>('[data-testid="tic-tac-toe-strike"] line:last-of-type');
    if (!core) return ['no strike is drawn'];
    const svg = core.ownerSVGElement!.getBoundingClientRect();
    const at = (x: number, y: number) => ({ x: svg.left + (x / 100) * svg.width, y: svg.top + (y / 100) * svg.height });
    const a = at(core.x1.baseVal.value, core.y1.baseVal.value);
    const b = at(core.x2.baseVal.value, core.y2.baseVal.value);
    const cells = Array.from(grid.querySelectorAll<HTMLElement>('[role="gridcell"]'));
    const win = cells.filter((cell) => cell.getAttribute('aria-label')?.includes('winning line'));
    if (win.length < 3) problems.push(`${win.length} cells are named as the winning line`);
    for (const cell of win) {
      const box = cell.getBoundingClientRect();
      const c = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const t = ((c.x - a.x) * (b.x - a.x) + (c.y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2);
      const off = Math.hypot(a.x + t * (b.x - a.x) - c.x, a.y + t * (b.y - a.y) - c.y);
      if (t < 0.05 || t > 0.95) problems.push(`the strike ends inside ${cell.getAttribute('aria-label')}`);
      if (off > box.width * 0.1) problems.push(`the strike passes ${Math.round(off)}px from the centre of ${cell.getAttribute('aria-label')}`);
      if (!getComputedStyle(cell).boxShadow.includes('inset')) problems.push(`${cell.getAttribute('aria-label')} is not ringed`);
    }
    for (const cell of cells.filter((c) => !win.includes(c))) {
      if (Number(getComputedStyle(cell).opacity) > 0.6) problems.push(`${cell.getAttribute('aria-label')} does not fade back`);
    }
    return problems;
  });
}

test.describe('Tic-tac-toe', () => {
  test('is won against Easy by clicking, with the line drawn and the tally saved', async ({ page }) => {
    await open(page, 'seed=e2e-pointer&difficulty=easy');
    await closeFirstVisitHelp(page);
    await playUntilOver(page, (cell) => cells(page).nth(cell).click(), (now) => bestFor(now, 'X'));
    await expect(board(page)).toHaveAttribute('data-state', 'won');
    await expect(page.getByTestId('tic-tac-toe-strike')).toBeVisible();
    expect(await winningLineProblems(page)).toEqual([]);
    await expect(page.getByRole('dialog')).toContainText('You win!');
    await expect(page.getByTestId('tic-tac-toe-tally')).toHaveText('1–0–0');
  });

  test('is won against Easy by keyboard alone: Tab to the board, arrows move, Enter places', async ({ page }) => {
    await open(page, 'seed=e2e-keys&difficulty=easy');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    let at = { row: 0, col: 0 };
    await playUntilOver(
      page,
      async (cell) => {
        const to = { row: Math.floor(cell / 3), col: cell % 3 };
        for (; at.row !== to.row; at = { ...at, row: at.row + Math.sign(to.row - at.row) }) await page.keyboard.press(to.row > at.row ? 'ArrowDown' : 'ArrowUp');
        for (; at.col !== to.col; at = { ...at, col: at.col + Math.sign(to.col - at.col) }) await page.keyboard.press(to.col > at.col ? 'ArrowRight' : 'ArrowLeft');
        await expect(cells(page).nth(cell)).toBeFocused();
        await page.keyboard.press('Enter');
      },
      (now) => bestFor(now, 'X'),
    );
    await expect(board(page)).toHaveAttribute('data-state', 'won');
    await expect(page.getByRole('dialog')).toContainText('You win!');
  });

  test('cannot be won against Impossible: playing the first empty cell ends in a loss or a draw', async ({ page }) => {
    await open(page, 'seed=e2e-impossible&difficulty=impossible');
    await closeFirstVisitHelp(page);
    await playUntilOver(page, (cell) => cells(page).nth(cell).click(), (now) => now.indexOf(null));
    await expect(board(page)).toHaveAttribute('data-state', /^(lost|draw)$/);
    await expect(page.getByRole('dialog')).toContainText(/The computer wins|Draw/);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await open(page, 'seed=e2e-reload&difficulty=medium');
    await closeFirstVisitHelp(page);
    await cells(page).nth(4).click();
    await expect(board(page).locator('[data-mark="O"]')).toHaveCount(1);
    const played = await shown(page);
    // Without the seed the page continues the saved game.
    await page.goto('/game/tic-tac-toe');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    expect(await shown(page)).toEqual(played);
    await expect(page.getByTestId('tic-tac-toe-turn')).toHaveText('Your turn (X)');
    // Opened, the options beside the board fit too: each choice whole ("3×3 (three i…" was cut in the narrow column).
    await page.locator('.gk-options__summary').click();
    await expect(page.getByRole('combobox', { name: 'Board' })).toBeVisible();
    expect(await frameFitProblems(page)).toEqual([]);
  });
});
