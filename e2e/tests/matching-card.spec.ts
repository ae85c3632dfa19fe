import { expect, test, type Page } from '@playwright/test';
import { dealCards } from '../../remotes/matching-card/src/logic/deal';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Matching Card through the portal: a cleared board by pointer, one by keyboard alone, and a reload that keeps
// the found pairs. A fixed seed in the URL deals the same cards every run, so the spec knows every pair.

const LEVEL = '3x4';
const board = (page: Page) => page.getByTestId('matching-card-board');
const cards = (page: Page) => board(page).getByRole('gridcell');

async function open(page: Page, seed: string) {
  await page.goto(`/game/matching-card?seed=${seed}&difficulty=${LEVEL}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** Card indexes of each pair of the seed's deal. */
function pairs(seed: string): Array<[number, number]> {
  const { faces } = dealCards(seed, LEVEL);
  return faces.flatMap((face, card) => {
    const twin = faces.indexOf(face, card + 1);
    return twin > card ? [[card, twin] as [number, number]] : [];
  });
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
  await expect(page.getByRole('dialog')).toContainText('★★★');
}

test.describe('Matching Card', () => {
  test('is cleared by clicking the pairs, and a mismatch flips back', async ({ page }) => {
    const seed = 'e2e-pointer';
    await open(page, seed);
    await closeFirstVisitHelp(page);
    const [[a], [b]] = pairs(seed);
    // A mismatch first: both stay up, then flip back by themselves.
    await cards(page).nth(a).click();
    await cards(page).nth(b).click();
    // (The two stay up about 0.8 s; the spec waits for the end state, not the moment.)
    await expect(page.locator('.gk-stat', { hasText: 'Moves' })).toContainText('1');
    await expect(board(page)).toHaveAttribute('data-open', '0');
    await expect(cards(page).nth(a)).toHaveAttribute('data-state', 'down');
    await expect(cards(page).nth(b)).toHaveAttribute('data-state', 'down');
    for (const [x, y] of pairs(seed)) {
      await cards(page).nth(x).click();
      await cards(page).nth(y).click();
      await expect(cards(page).nth(y)).toHaveAttribute('data-state', 'found');
    }
    await expect(board(page)).toHaveAttribute('data-state', 'won');
    await expect(page.getByRole('dialog')).toContainText('Solved!');
  });

  test('is cleared by keyboard alone: Tab to the board, arrows move, Enter turns', async ({ page }) => {
    const seed = 'e2e-keys';
    await open(page, seed);
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    // The help hands focus back when it has closed: wait for that before tabbing.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const cols = 4;
    let at = { row: 0, col: 0 };
    for (const card of pairs(seed).flat()) {
      const to = { row: Math.floor(card / cols), col: card % cols };
      for (; at.row !== to.row; at = { ...at, row: at.row + Math.sign(to.row - at.row) }) await page.keyboard.press(to.row > at.row ? 'ArrowDown' : 'ArrowUp');
      for (; at.col !== to.col; at = { ...at, col: at.col + Math.sign(to.col - at.col) }) await page.keyboard.press(to.col > at.col ? 'ArrowRight' : 'ArrowLeft');
      await expect(cards(page).nth(card)).toBeFocused();
      await page.keyboard.press(card % 2 === 0 ? 'Enter' : 'Space');
      await expect(cards(page).nth(card)).not.toHaveAttribute('data-state', 'down');
    }
    await expectWon(page);
  });

  test('keeps the found pairs and moves after a reload', async ({ page }) => {
    const seed = 'e2e-reload';
    await open(page, seed);
    await closeFirstVisitHelp(page);
    const [[a, b], [c, d]] = pairs(seed);
    for (const card of [a, b, c, d]) await cards(page).nth(card).click();
    await expect(cards(page).nth(d)).toHaveAttribute('data-state', 'found');
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/matching-card');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    for (const card of [a, b, c, d]) await expect(cards(page).nth(card)).toHaveAttribute('data-state', 'found');
    await expect(page.locator('.gk-stat', { hasText: 'Moves' })).toContainText('2');
  });
});
