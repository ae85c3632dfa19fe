import { expect, test, type Locator, type Page } from '@playwright/test';
import { winQueens } from '../support/queens';
import { expectVisibleFocus, isFocusWithin, tabTo } from '../support/keyboard';
import { GAMES, boardOf, openGame } from '../support/site-map';
import { locate, readGrid, unfoundWords } from '../support/word-search-grid';

// Keyboard alone: the games without a keyboard-only game in their own spec are played here from a Tab
// (the accessibility spec tabs to every board); dialogs take focus, keep Tab inside and give it back;
// results are announced in the games' live regions.

/** The polite live region every game keeps for announcements. */
const liveRegion = (page: Page) => page.locator('.gk-frame [aria-live="polite"][aria-atomic="true"]');

/** Opens a game, takes the help dialog's "Got it" with Enter, and tabs to the board. */
async function tabToBoard(page: Page, slug: string): Promise<Locator> {
  const game = GAMES.find((g) => g.slug === slug)!;
  await openGame(page, game);
  const help = page.getByRole('dialog', { name: 'How to play' });
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Got it' }).focus();
  await page.keyboard.press('Enter');
  await expect(help).toHaveCount(0);
  const board = boardOf(page, game);
  await tabTo(page, board);
  await expectVisibleFocus(page);
  return board;
}

test.describe('keyboard', () => {
  test('2048: Tab to the board, arrows move the tiles, score gains are announced', async ({ page }) => {
    const board = await tabToBoard(page, '2048');
    const tiles = () => board.locator('[data-value]').evaluateAll((els) => els.map((t) => `${t.getAttribute('data-row')},${t.getAttribute('data-col')}=${t.getAttribute('data-value')}`).join(' '));
    const start = await tiles();
    let score = 0;
    for (let i = 0; i < 40 && score === 0; i++) {
      await page.keyboard.press(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'][i % 4]);
      score = Number(await board.getAttribute('data-score'));
    }
    expect(await tiles()).not.toBe(start);
    expect(score).toBeGreaterThan(0);
    await expect(liveRegion(page)).toContainText(`Score ${score}, plus`);
  });

  test('chess: Tab to the board, arrows and Enter pick up and put down a piece, the move is announced', async ({ page }) => {
    await page.goto('/game/chess?seed=e2e-keys&mode=friend');
    await expect(page.getByTestId('chess-board')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    const board = page.getByTestId('chess-board');
    await tabTo(page, board);
    await expectVisibleFocus(page);
    // Focus starts on the king's pawn: pick it, walk two squares up, put it down.
    await expect(board.locator('[data-square="e2"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(board.locator('[data-square="e4"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(board.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
    await expect(liveRegion(page)).toContainText('White:');
  });

  test('word search: Tab to the grid, arrows, Enter and Space select a word, the find is announced', async ({ page }) => {
    const grid = await tabToBoard(page, 'word-search');
    await expect(grid).toBeVisible();
    const [word] = await unfoundWords(page);
    const { start, end } = locate(await readGrid(page), word);
    const walk = async (from: [number, number], to: [number, number]) => {
      for (let r = from[0]; r !== to[0]; r += Math.sign(to[0] - from[0])) await page.keyboard.press(to[0] > from[0] ? 'ArrowDown' : 'ArrowUp');
      for (let c = from[1]; c !== to[1]; c += Math.sign(to[1] - from[1])) await page.keyboard.press(to[1] > from[1] ? 'ArrowRight' : 'ArrowLeft');
    };
    await walk([0, 0], start);
    await page.keyboard.press('Enter');
    await walk(start, end);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('word-list').locator(`[data-word="${word}"]`)).toHaveAttribute('data-found', 'true');
    await expect(liveRegion(page)).toContainText(`Found ${word}`);
  });

  test('falling stars: Tab to the stage, Space starts, P pauses and resumes, each announced', async ({ page }) => {
    await tabToBoard(page, 'falling-stars');
    const game = page.getByTestId('falling-stars');
    await page.keyboard.press('Space');
    await expect(game).toHaveAttribute('data-state', 'running');
    await expect(liveRegion(page)).toContainText('Go!');
    await page.keyboard.press('p');
    await expect(game).toHaveAttribute('data-state', 'paused');
    await expect(liveRegion(page)).toContainText('Paused.');
    await page.keyboard.press('p');
    await expect(game).toHaveAttribute('data-state', 'running');
    await expect(liveRegion(page)).toContainText('Resumed.');
  });
});

test.describe('dialogs', () => {
  /** Tab and Shift+Tab several times round the dialog: focus never leaves it. */
  async function expectTabTrapped(page: Page, dialog: Locator) {
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await isFocusWithin(dialog), `focus stays in the dialog after ${key}`).toBe(true);
    }
  }

  test('the help dialog takes focus, keeps Tab inside, closes with Esc and gives focus back', async ({ page }) => {
    await openGame(page, GAMES[0]);
    const help = page.getByRole('dialog', { name: 'How to play' });
    await expect(help).toBeVisible();
    expect(await isFocusWithin(help)).toBe(true);
    await expectTabTrapped(page, help);
    // Opened by itself: on close, focus goes to the game, so the next Tab is the frame's first button.
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await page.keyboard.press('Tab');
    const helpButton = page.getByRole('button', { name: 'How to play' });
    await expect(helpButton).toBeFocused();
    await expectVisibleFocus(page);
    // Opened from its button: on close, focus returns to that button.
    await page.keyboard.press('Enter');
    await expect(help).toBeVisible();
    expect(await isFocusWithin(help)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(helpButton).toBeFocused();
  });

  test('the result takes focus, is not modal, hides with Esc to show the board and comes back; the win is announced', async ({ page }) => {
    await winQueens(page, 'e2e-keys-win');
    await expect(liveRegion(page)).toContainText('Solved in');
    // The result panel stands beside the final board (not modal): its heading takes focus, so it is read first.
    const result = page.getByTestId('result-panel');
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await isFocusWithin(result)).toBe(true);
    await expectVisibleFocus(page);
    // Esc hides it to look at the board; focus waits on "Show result", which brings it back.
    await page.keyboard.press('Escape');
    await expect(result).toHaveCount(0);
    const show = page.getByRole('button', { name: 'Show result' });
    await expect(show).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  });
});
