import { expect, test, type Page } from '@playwright/test';
import { sequenceOf } from '../../remotes/sequence-game/src/logic/sequence';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Sequence memory through the portal: a full game by pointer (3×3 grid) and one by keyboard alone (Simon's
// four pads), and a reload in the middle. A fixed seed gives a known sequence; the spec waits on the board's
// data-level and data-phase="input" (input is locked while the sequence plays), never on time.

const board = (page: Page) => page.getByTestId('sequence-game-board');
const pads = (page: Page) => board(page).getByRole('gridcell');

async function open(page: Page, seed: string, mode: string) {
  await page.goto(`/game/sequence-game?seed=${seed}&mode=${mode}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** Waits for the player's turn at a sequence of `length` steps. */
async function yourTurn(page: Page, length: number) {
  await expect(board(page)).toHaveAttribute('data-level', String(length), { timeout: 15_000 });
  await expect(board(page)).toHaveAttribute('data-phase', 'input', { timeout: 15_000 });
}

test.describe('Sequence memory', () => {
  test('a full game by pointer on the 3×3 grid: three rounds, then a wrong pad', async ({ page }) => {
    const seed = 'e2e-pointer';
    const sequence = sequenceOf(seed, 9, 4);
    await open(page, seed, 'grid9');
    await closeFirstVisitHelp(page);
    await board(page).getByRole('button', { name: 'Start' }).click();
    // Presses while the sequence plays are ignored.
    await expect(board(page)).toHaveAttribute('data-phase', 'playback');
    for (let length = 1; length <= 3; length++) {
      await yourTurn(page, length);
      for (const pad of sequence.slice(0, length)) await pads(page).nth(pad).click();
    }
    await yourTurn(page, 4);
    await pads(page).nth((sequence[0] + 1) % 9).click();
    await expect(board(page)).toHaveAttribute('data-phase', 'over');
    await expect(page.getByRole('dialog')).toContainText('Level 3');
  });

  test('a full game by keyboard alone on Simon’s pads: arrows and Enter, then letter keys', async ({ page }) => {
    const seed = 'e2e-keys';
    const sequence = sequenceOf(seed, 4, 4);
    const letters = ['q', 'w', 'a', 's'];
    await open(page, seed, 'simon');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    // The help hands focus back when it has closed: wait for that before tabbing.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await tabTo(page, board(page).getByRole('button', { name: 'Start' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await yourTurn(page, 1);
    // The first round on the grid's cursor: it starts at the top left pad.
    await expect(pads(page).first()).toBeFocused();
    const first = sequence[0];
    if (first % 2 === 1) await page.keyboard.press('ArrowRight');
    if (first >= 2) await page.keyboard.press('ArrowDown');
    await expect(pads(page).nth(first)).toBeFocused();
    await page.keyboard.press('Enter');
    for (let length = 2; length <= 3; length++) {
      await yourTurn(page, length);
      for (const pad of sequence.slice(0, length)) await page.keyboard.press(letters[pad]);
    }
    await yourTurn(page, 4);
    await page.keyboard.press(letters[(sequence[0] + 1) % 4]);
    await expect(board(page)).toHaveAttribute('data-phase', 'over');
    await expect(page.getByRole('dialog')).toContainText('Level 3');
  });

  test('keeps the game after a reload and plays its sequence again', async ({ page }) => {
    const seed = 'e2e-reload';
    const sequence = sequenceOf(seed, 9, 3);
    await open(page, seed, 'grid9');
    await closeFirstVisitHelp(page);
    await board(page).getByRole('button', { name: 'Start' }).click();
    await yourTurn(page, 1);
    await pads(page).nth(sequence[0]).click();
    await expect(board(page)).toHaveAttribute('data-level', '2');
    await page.goto('/game/sequence-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await yourTurn(page, 2);
    for (const pad of sequence.slice(0, 2)) await pads(page).nth(pad).click();
    await yourTurn(page, 3);
  });
});
