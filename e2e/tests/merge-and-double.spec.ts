import { expect, test, type Page } from '@playwright/test';
import { CELL_COUNT, COLS } from '../../remotes/merge-and-double/src/logic/board';
import { drop, isOver, newGame, type GameState } from '../../remotes/merge-and-double/src/logic/game';
import { closeFirstVisitHelp } from '../support/first-visit';
import { resultPanel } from '../support/result-layout';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Merge & Double through the portal: drops by pointer and by keyboard alone (checked against the game's own
// logic replaying the same seed), a reload that keeps the game, and a round played to its end from a saved
// near-end board. A fixed seed in the URL deals the same blocks every run.

const board = (page: Page) => page.getByTestId('merge-and-double-board');
const column = (page: Page, col: number) => board(page).locator(`button[data-col="${col}"]`);

/** The settled board as shown (after any drop animation), row by row like the logic's cells. */
async function shownCells(page: Page): Promise<number[]> {
  await expect(board(page)).toHaveAttribute('data-animating', 'false');
  return board(page).evaluate((element, { cols, count }) => {
    const cells = new Array<number>(count).fill(0);
    element.querySelectorAll('button[data-col]').forEach((button) => {
      const col = Number(button.getAttribute('data-col'));
      button.querySelectorAll('[data-row]').forEach((slot) => {
        const value = slot.querySelector('[data-value]')?.getAttribute('data-value');
        if (value) cells[Number(slot.getAttribute('data-row')) * cols + col] = Number(value);
      });
    });
    return cells;
  }, { cols: COLS, count: CELL_COUNT });
}

/** A column where the next block merges (else one it fits), as a player would pick. */
function pick(state: GameState, turn: number): number {
  const cols = Array.from({ length: COLS }, (_, col) => col);
  return cols.find((col) => (drop(state, col)?.points ?? 0) > 0) ?? cols.find((col) => drop(state, (col + turn) % COLS)) ?? 0;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

test.describe('Merge & Double', () => {
  test('drops blocks by pointer: merges and chain reactions score as the rules say, the page never scrolls', async ({ page }) => {
    await open(page, '/game/merge-and-double?seed=e2e-pointer');
    await closeFirstVisitHelp(page);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    let state = newGame('e2e-pointer');
    for (let turn = 0; turn < 12; turn++) {
      const col = (turn % 3 === 0 ? turn % COLS : pick(state, turn));
      await column(page, col).click();
      state = drop(state, col)!.state;
      await expect(board(page)).toHaveAttribute('data-score', String(state.score));
    }
    expect(state.score, 'the seeded drops merged').toBeGreaterThan(0);
    expect(await shownCells(page)).toEqual(state.cells);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // A finger sliding over the board never scrolls or zooms the page.
    expect(await board(page).evaluate((element) => getComputedStyle(element).touchAction)).toBe('none');
  });

  test('plays by keyboard alone: arrows choose the column, Enter, Space, ↓ and 1–5 drop; reduced motion shows no steps', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/game/merge-and-double?seed=e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    let state = newGame('e2e-keys');
    let at = 2; // the chosen column starts in the middle
    const keys = ['Enter', 'Space', 'ArrowDown'];
    for (let turn = 0; turn < 9; turn++) {
      const col = pick(state, turn);
      if (turn % 4 === 3) await page.keyboard.press(String(col + 1));
      else {
        for (; at !== col; at += Math.sign(col - at)) await page.keyboard.press(col > at ? 'ArrowRight' : 'ArrowLeft');
        await expect(column(page, col)).toBeFocused();
        await page.keyboard.press(keys[turn % 3]);
      }
      at = col;
      state = drop(state, col)!.state;
      await expect(board(page)).toHaveAttribute('data-score', String(state.score));
      await expect(board(page)).toHaveAttribute('data-animating', 'false');
    }
    expect(await shownCells(page)).toEqual(state.cells);
  });

  test('keeps the game after a reload', async ({ page }) => {
    await open(page, '/game/merge-and-double?seed=e2e-reload');
    await closeFirstVisitHelp(page);
    for (const col of [0, 0, 1, 2, 2]) await column(page, col).click();
    const played = await shownCells(page);
    const score = await board(page).getAttribute('data-score');
    const current = await page.getByTestId('md-current').textContent();
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await open(page, '/game/merge-and-double');
    expect(await shownCells(page)).toEqual(played);
    await expect(board(page)).toHaveAttribute('data-score', score!);
    await expect(page.getByTestId('md-current')).toHaveText(current!);
  });

  test('ends the round when the block fits no column, and the end survives a reload', async ({ page }) => {
    // A saved board with one free cell: the 32 fills it and the 128 after it fits nowhere.
    const rows = Array.from({ length: 7 }, (_, row) => (row % 2 ? [8, 16, 8, 16, 8] : [2, 4, 2, 4, 2]));
    rows[0] = [32, 64, 32, 64, 0];
    const nearEnd: GameState = { ...newGame('e2e-end'), cells: rows.flat(), queue: [32, 128, 2], score: 700, bestTile: 64 };
    expect(isOver(drop(nearEnd, 4)!.state)).toBe(true);
    await page.addInitScript((save) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem('games:merge-and-double:game', save);
    }, JSON.stringify({ v: 1, data: nearEnd }));
    await open(page, '/game/merge-and-double');
    await closeFirstVisitHelp(page);
    await column(page, 4).click();
    await expect(board(page)).toHaveAttribute('data-state', 'over');
    const panel = resultPanel(page);
    await expect(panel.getByRole('heading')).toHaveText('Game over!');
    await expect(panel.getByRole('heading')).toBeFocused();
    await expect(panel).toContainText('700');
    await expect(panel).toContainText('New best!');
    await open(page, '/game/merge-and-double');
    await expect(board(page)).toHaveAttribute('data-state', 'over');
    await expect(resultPanel(page)).toContainText('700');
    await page.getByRole('button', { name: 'Play again' }).click();
    await expect(board(page)).toHaveAttribute('data-state', 'playing');
    await expect(board(page).locator('[data-value]')).toHaveCount(0);
  });
});
