import { expect, test, type Page } from '@playwright/test';
import { SIZE } from '../../remotes/word-scrabble/src/logic/board';
import { generateMoves, type Move } from '../../remotes/word-scrabble/src/logic/movegen';
import { loadTestLexicon } from '../../remotes/word-scrabble/src/test-support/lexicon';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Word Duel (word-scrabble) through the portal: plays by pointer (a drag, then taps), plays by keyboard alone,
// and a reload that keeps the game. A fixed seed fixes the bag; the spec finds a legal play with the game's own
// move generator and dictionary, choosing one without blanks so typed letters match.

const board = (page: Page) => page.getByTestId('word-scrabble-board');
const square = (page: Page, s: number) => board(page).locator(`[data-square="${s}"]`);
const rackTile = (page: Page, index: number) => page.getByTestId('ws-rack').locator(`button[data-rack-index="${index}"]`);
const lexicon = loadTestLexicon();

async function open(page: Page, seed: string) {
  await page.goto(`/game/word-scrabble?seed=${seed}&difficulty=easy`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

const shownBoard = (page: Page) => board(page).getAttribute('data-board') as Promise<string>;
const shownRack = (page: Page) => page.getByTestId('ws-rack').getAttribute('data-rack') as Promise<string>;

/** A short legal play without blanks (fewest tiles, then the highest score). */
async function findPlay(page: Page): Promise<Move> {
  const moves = generateMoves(lexicon.dawg, await shownBoard(page), await shownRack(page)).filter((m) => m.placements.every((p) => p.letter < 'a'));
  expect(moves.length, 'the rack has a play').toBeGreaterThan(0);
  moves.sort((a, b) => a.placements.length - b.placements.length || b.score - a.score);
  return moves.find((m) => m.placements.length >= 2) ?? moves[0];
}

/** After our play: the computer answers and it is our turn again. */
async function waitForOurTurn(page: Page, tilesBefore: number, move: Move) {
  await expect(board(page)).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
  await expect.poll(async () => Number(await board(page).getAttribute('data-tiles')), { timeout: 30_000 }).toBeGreaterThan(tilesBefore + move.placements.length - 1);
  await expect(page.getByTestId('ws-score-you')).not.toHaveText('0');
}

/** Which unused rack slot holds `letter`. */
async function rackIndexOf(page: Page, letter: string): Promise<number> {
  const index = await page
    .getByTestId('ws-rack')
    .locator(`button[data-tile="${letter}"]`)
    .first()
    .getAttribute('data-rack-index');
  return Number(index);
}

async function playByPointer(page: Page, move: Move) {
  const tilesBefore = Number(await board(page).getAttribute('data-tiles'));
  for (const [i, p] of move.placements.entries()) {
    const index = await rackIndexOf(page, p.letter);
    if (i === 0) {
      // The first tile is dragged onto its square.
      await rackTile(page, index).hover();
      await page.mouse.down();
      const box = (await square(page, p.square).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
    } else {
      await rackTile(page, index).click();
      await square(page, p.square).click();
    }
    await expect(square(page, p.square)).toHaveAttribute('data-letter', p.letter);
  }
  await expect(page.getByTestId('ws-status')).toContainText(`${move.score} points`);
  await expect(page.getByTestId('ws-status')).toContainText('✓', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await waitForOurTurn(page, tilesBefore, move);
}

/** Arrows to the play's first square, Space for down, the letters, Enter. */
async function playByKeyboard(page: Page, move: Move) {
  const tilesBefore = Number(await board(page).getAttribute('data-tiles'));
  const squares = move.placements.map((p) => p.square);
  const down = squares.length > 1 && squares[1] - squares[0] >= SIZE;
  const target = squares[0];
  const at = Number(await board(page).locator('[tabindex="0"]').getAttribute('data-square'));
  let row = Math.floor(at / SIZE);
  let col = at % SIZE;
  for (; row !== Math.floor(target / SIZE); row += Math.sign(Math.floor(target / SIZE) - row)) await page.keyboard.press(Math.floor(target / SIZE) > row ? 'ArrowDown' : 'ArrowUp');
  for (; col !== target % SIZE; col += Math.sign((target % SIZE) - col)) await page.keyboard.press(target % SIZE > col ? 'ArrowRight' : 'ArrowLeft');
  await expect(square(page, target)).toBeFocused();
  if ((await board(page).getAttribute('data-direction')) !== (down ? 'down' : 'across')) await page.keyboard.press(' ');
  await expect(board(page)).toHaveAttribute('data-direction', down ? 'down' : 'across');
  for (const p of move.placements) await page.keyboard.press(p.letter.toLowerCase());
  for (const p of move.placements) await expect(square(page, p.square)).toHaveAttribute('data-letter', p.letter);
  await expect(page.getByTestId('ws-status')).toContainText('✓', { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await waitForOurTurn(page, tilesBefore, move);
}

test.describe('Word Duel', () => {
  test('two rounds by pointer (a drag and taps), and a reload keeps the game', async ({ page }) => {
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    await expect(page.getByTestId('ws-bag')).toHaveText('86');
    await playByPointer(page, await findPlay(page));
    await playByPointer(page, await findPlay(page));
    const played = await shownBoard(page);
    const scores = await page.getByTestId('ws-score-you').textContent();
    await page.reload();
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    expect(await shownBoard(page)).toBe(played);
    await expect(page.getByTestId('ws-score-you')).toHaveText(scores!);
  });

  test('two rounds by keyboard alone', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    await playByKeyboard(page, await findPlay(page));
    await playByKeyboard(page, await findPlay(page));
  });

  test('the phone layout shows the whole board and the rack', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, 'e2e-phone');
    await closeFirstVisitHelp(page);
    const viewport = page.viewportSize()!;
    for (const locator of [board(page), page.getByTestId('ws-rack'), page.getByRole('button', { name: 'Play', exact: true })]) {
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
    }
  });
});
