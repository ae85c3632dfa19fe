import { expect, test, type Page } from '@playwright/test';
import { dealPuzzle } from '../../remotes/kakuro-cross-sums/src/logic/deal';
import type { KakuroPuzzle } from '../../remotes/kakuro-cross-sums/src/logic/layout';
import type { Level } from '../../remotes/kakuro-cross-sums/src/logic/levels';
import { readPack } from '../../remotes/kakuro-cross-sums/src/logic/testing';
import { stepTo } from '../../remotes/kakuro-cross-sums/src/useKakuroKeys';
import { boardFirstProblems } from '../support/board-first';
import { touchDrag } from '../support/board-drag';
import { cellSeenInView, expectOnFirstScreen, expectSeenInView, scrolls, zoomViewport } from '../support/board-zoom';
import { expectOnScreen } from '../support/drawn';
import { closeFirstVisitHelp } from '../support/first-visit';

// Kakuro through the portal: a win by pointer (with a reload in the middle that keeps the game), a win by
// keyboard alone, the tools on a phone, and the 15×15 Expert board zoomed on a phone. A fixed seed in the URL deals the same puzzle every run.

const board = (page: Page) => page.getByTestId('kakuro-cross-sums-board');
const cellAt = (page: Page, size: number, index: number) => board(page).locator(`[data-row="${Math.floor(index / size)}"][data-col="${index % size}"]`);
const pad = (page: Page) => page.getByTestId('kakuro-pad');
const whitesOf = (puzzle: KakuroPuzzle) => puzzle.solution.flatMap((d, cell) => (d > 0 ? [cell] : []));
const dealt = (level: Level, seed: string) => dealPuzzle(readPack(level), seed);

async function open(page: Page, seed: string, level: Level = 'easy') {
  await page.goto(`/game/kakuro-cross-sums?seed=${seed}&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

/** The arrow presses from one white cell to another (arrows skip blocks), by breadth-first search. */
function arrowsBetween(puzzle: KakuroPuzzle, from: number, to: number): string[] {
  const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
  const paths = new Map<number, string[]>([[from, []]]);
  const queue = [from];
  while (queue.length > 0) {
    const cell = queue.shift()!;
    if (cell === to) return paths.get(cell)!;
    for (const key of keys) {
      const next = stepTo(puzzle.size, puzzle.solution, cell, key)!;
      if (!paths.has(next)) {
        paths.set(next, [...paths.get(cell)!, key]);
        queue.push(next);
      }
    }
  }
  throw new Error('unreachable cell');
}

test.describe('Kakuro Cross Sums', () => {
  test('is won by pointer, and a reload in the middle keeps the game', async ({ page }) => {
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    const puzzle = dealt('easy', 'e2e-pointer');
    const whites = whitesOf(puzzle);
    const half = Math.floor(whites.length / 2);
    const enter = async (cell: number) => {
      await cellAt(page, puzzle.size, cell).click();
      await pad(page).locator(`[data-digit="${puzzle.solution[cell]}"]`).click();
    };
    for (const cell of whites.slice(0, half)) await enter(cell);
    await expect(page.getByTestId('kakuro-combos')).toContainText(/in \d:/);
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/kakuro-cross-sums');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    for (const cell of whites.slice(0, half)) await expect(cellAt(page, puzzle.size, cell)).toHaveAttribute('data-value', String(puzzle.solution[cell]));
    for (const cell of whites.slice(half)) await enter(cell);
    await expectWon(page);
  });

  test('is won by keyboard alone: arrows move over the white cells, digits write, N toggles notes', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const puzzle = dealt('easy', 'e2e-keys');
    const whites = whitesOf(puzzle);
    let at = whites[0];
    await expect(cellAt(page, puzzle.size, at)).toHaveAttribute('aria-selected', 'true');
    // A note and back: a pencil mark is never a digit.
    await page.keyboard.press('n');
    await page.keyboard.press('4');
    await expect(cellAt(page, puzzle.size, at)).toHaveAttribute('aria-label', /notes 4/);
    await page.keyboard.press('n');
    for (const cell of whites) {
      for (const key of arrowsBetween(puzzle, at, cell)) await page.keyboard.press(key);
      at = cell;
      await page.keyboard.press(String(puzzle.solution[cell]));
    }
    await expectWon(page);
  });

  test('on a phone: Undo and Hint on the first screen at Hard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, 'e2e-phone', 'hard');
    await closeFirstVisitHelp(page);
    // Under the board: the keypad, then the tools (before, below the combinations, off the first screen).
    for (const name of [/^Undo/, /^Hint/]) {
      const tool = (await page.getByRole('toolbar', { name: 'Puzzle tools' }).getByRole('button', { name }).boundingBox())!;
      expect(tool.y + tool.height, `${name} on the first screen`).toBeLessThanOrEqual(667);
    }
    // A digit twice in a run: the message line under the board says so, seen on the first screen (it was
    // only in the screen reader's words), and the tools stay there too.
    const hard = dealt('hard', 'e2e-phone');
    const [a, b] = whitesOf(hard).filter((cell, i, all) => all.includes(cell + 1) && i === all.indexOf(cell)).flatMap((cell) => [cell, cell + 1]);
    for (const cell of [a, b]) {
      await cellAt(page, hard.size, cell).click();
      await pad(page).locator('[data-digit="9"]').click();
    }
    const message = page.getByTestId('game-message');
    await expect(message).toHaveText(/9 appears twice in the across run of \d+/);
    await expectOnScreen(message);
    const undo = (await page.getByRole('toolbar', { name: 'Puzzle tools' }).getByRole('button', { name: /^Undo/ }).boundingBox())!;
    expect(undo.y + undo.height, 'Undo on the first screen with the message shown').toBeLessThanOrEqual(667);
  });
});

test.describe('Kakuro Cross Sums at Expert on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  // Before the zoom, a 15×15 on a phone had 23 px cells (the "24 px").
  test('zooms the board to finger-sized cells in a view that pans by touch and follows the cursor, with every tool on the first screen', async ({ page }) => {
    await open(page, 'e2e-phone', 'expert');
    await closeFirstVisitHelp(page);
    const puzzle = dealt('expert', 'e2e-phone');
    const size = puzzle.size;
    const view = zoomViewport(page);
    expect(await boardFirstProblems(view)).toEqual([]);
    // A touch screen opens a board too small to tap zoomed in: the entry cell is drawn at least 32 px.
    const zoomButton = page.getByRole('button', { name: 'Zoom', exact: true });
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'true');
    const selected = board(page).locator('[aria-selected="true"]');
    const cellBox = (await selected.boundingBox())!;
    expect(cellBox.width).toBeGreaterThanOrEqual(32);
    expect(cellBox.height).toBeGreaterThanOrEqual(32);
    await expectSeenInView(page, selected);
    // Every tool stays put on the first screen: the digits, Erase, Notes, Undo, Redo, Clear, Hint and Zoom.
    const tools = [
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => pad(page).locator(`[data-digit="${digit}"]`)),
      ...['Erase', /^Notes/, /^Undo/, /^Redo/, /^Clear/, /^Hint/].map((name) => page.getByRole('button', { name })),
      zoomButton,
    ];
    for (const tool of tools) await expectOnFirstScreen(tool);

    // A tap selects a cell as ever; one finger's drag moves the board inside its view, and the page stays put.
    const [row, col] = await cellSeenInView(page, '.kk-white:not([aria-selected="true"])');
    const target = row * size + col;
    await cellAt(page, size, target).tap();
    await expect(cellAt(page, size, target)).toHaveAttribute('aria-selected', 'true');
    const viewBox = (await view.boundingBox())!;
    const before = await scrolls(page);
    await touchDrag(page, { x: viewBox.x + viewBox.width * 0.7, y: viewBox.y + viewBox.height * 0.7 }, -120, -90);
    const after = await scrolls(page);
    expect(after.view.x - before.view.x).toBeGreaterThan(100);
    expect(after.view.y - before.view.y).toBeGreaterThan(70);
    expect(after.page).toEqual(before.page);
    await expect(cellAt(page, size, target), 'a pan is not a tap').toHaveAttribute('aria-selected', 'true');

    // The keyboard's cursor is kept in view: arrows to the far corner, and back.
    const last = whitesOf(puzzle).at(-1)!;
    const first = whitesOf(puzzle)[0];
    for (const key of arrowsBetween(puzzle, target, last)) await page.keyboard.press(key);
    await expect(cellAt(page, size, last)).toHaveAttribute('aria-selected', 'true');
    await expectSeenInView(page, cellAt(page, size, last));
    for (const key of arrowsBetween(puzzle, last, first)) await page.keyboard.press(key);
    await expectSeenInView(page, cellAt(page, size, first));

    // Zoom out shows the whole board in the same box; + zooms back in from the keyboard.
    await zoomButton.tap();
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'false');
    const whole = (await board(page).boundingBox())!;
    expect(Math.abs(whole.width - viewBox.width)).toBeLessThanOrEqual(1);
    await page.keyboard.press('+');
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'true');
    expect((await cellAt(page, size, first).boundingBox())!.width).toBeGreaterThanOrEqual(32);
  });
});
