import { expect, test, type Page } from '@playwright/test';
import type { Bits } from '../../remotes/reversi-game/src/logic/bitboard';
import { movesFor, type Position } from '../../remotes/reversi-game/src/logic/game';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Reversi through the portal: a whole game against Easy by pointer, one by keyboard alone, and a reload that
// keeps the game. A fixed seed makes the computer's replies the same every run; the spec always plays the
// first legal move, computed from the game's own rules.

const board = (page: Page) => page.getByTestId('reversi-game-board');
const cells = (page: Page) => board(page).getByRole('gridcell');

async function open(page: Page, seed: string) {
  await page.goto(`/game/reversi-game?seed=${seed}&difficulty=easy`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** The discs as shown, square by square. */
const shownDiscs = (page: Page) => cells(page).evaluateAll((all) => all.map((cell) => cell.getAttribute('data-disc') ?? 'empty'));

async function shownPosition(page: Page): Promise<Position> {
  const discs = await shownDiscs(page);
  const set = (side: string): Bits => discs.reduce<[number, number]>((acc, d, s) => (d !== side ? acc : s < 32 ? [acc[0], acc[1] | (1 << s)] : [acc[0] | (1 << (s - 32)), acc[1]]), [0, 0]);
  return { black: set('black'), white: set('white'), toMove: 'black' };
}

/** Waits until it is the human's (Black's) turn again or the game is over; true while the game goes on. */
async function waitForOurTurn(page: Page, pliesBefore: number): Promise<boolean> {
  await expect
    .poll(async () => {
      const [ply, toMove, state] = await board(page).evaluate((el) => [Number(el.getAttribute('data-ply')), el.getAttribute('data-to-move'), el.getAttribute('data-state')] as const);
      return ply > pliesBefore && (toMove === 'black' || state === 'over');
    }, { timeout: 15_000 })
    .toBe(true);
  return (await board(page).getAttribute('data-state')) !== 'over';
}

const ply = async (page: Page) => Number(await board(page).getAttribute('data-ply'));

async function playToTheEnd(page: Page, press: (square: number) => Promise<void>) {
  for (let turn = 0; turn < 40; turn++) {
    const moves = movesFor(await shownPosition(page));
    expect(moves.length, 'Black has a move on its turn').toBeGreaterThan(0);
    const before = await ply(page);
    await press(moves[0]);
    if (!(await waitForOurTurn(page, before))) break;
  }
  await expect(board(page)).toHaveAttribute('data-state', 'over');
  await expect(page.getByRole('dialog')).toContainText(/You win!|The computer wins|Draw/);
  await expect(page.getByRole('dialog')).toContainText('Score');
}

test.describe('Reversi', () => {
  // A whole game is some thirty moves and the computer's answers: a hang guard, not a speed check (busy machine).
  test.describe.configure({ timeout: 90_000 });

  test('a whole game against Easy by pointer', async ({ page }) => {
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    await playToTheEnd(page, (square) => cells(page).nth(square).click());
  });

  test('a whole game by keyboard alone: Tab to the board, arrows move, Enter plays', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    let at = { row: 2, col: 3 };
    await playToTheEnd(page, async (square) => {
      const to = { row: square >> 3, col: square & 7 };
      for (; at.row !== to.row; at = { ...at, row: at.row + Math.sign(to.row - at.row) }) await page.keyboard.press(to.row > at.row ? 'ArrowDown' : 'ArrowUp');
      for (; at.col !== to.col; at = { ...at, col: at.col + Math.sign(to.col - at.col) }) await page.keyboard.press(to.col > at.col ? 'ArrowRight' : 'ArrowLeft');
      await expect(cells(page).nth(square)).toBeFocused();
      await page.keyboard.press('Enter');
    });
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    for (let i = 0; i < 2; i++) {
      const before = await ply(page);
      await cells(page).nth(movesFor(await shownPosition(page))[0]).click();
      await waitForOurTurn(page, before);
    }
    const played = await shownDiscs(page);
    expect(played.filter((d) => d !== 'empty').length).toBeGreaterThan(4);
    // Without the seed the page continues the saved game instead of starting the seeded one again.
    await page.goto('/game/reversi-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    expect(await shownDiscs(page)).toEqual(played);
  });
});
