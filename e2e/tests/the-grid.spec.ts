import { expect, test, type Page } from '@playwright/test';
import { generatePuzzle } from '../../remotes/the-grid/src/logic/generate';
import { boardFirstProblems } from '../support/board-first';
import { touchDrag } from '../support/board-drag';
import { cellSeenInView, expectOnFirstScreen, expectSeenInView, scrolls, twoFingerGesture, zoomViewport } from '../support/board-zoom';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// The Grid (nonogram) through the portal: a win by pointer (taps and a drag), a win by keyboard alone, a
// reload that keeps the game, and the 20×20 Expert picture zoomed on a phone. A fixed seed in the URL deals the same picture every run; the test reads the
// picture from the same generator the game uses.

const board = (page: Page) => page.getByTestId('the-grid-board');
const cells = (page: Page) => board(page).getByRole('gridcell');
const marks = (page: Page) => cells(page).evaluateAll((all) => all.map((cell) => cell.getAttribute('data-mark')));

async function open(page: Page, seed: string, level = 'easy') {
  await page.goto(`/game/the-grid?seed=${seed}&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

async function expectWon(page: Page, name: string) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  const result = page.getByRole('dialog');
  await expect(result).toContainText('Solved!');
  await expect(result).toContainText(name);
}

test.describe('The Grid', () => {
  test('is won by pointer: a drag along a row, then taps', async ({ page }) => {
    const puzzle = generatePuzzle('e2e-pointer', 'easy');
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    const size = puzzle.width;
    // Drag across the first row that has a run of 2+ filled cells.
    const row = puzzle.rowClues.findIndex((clue) => clue.some((n) => n >= 2));
    const line = puzzle.solution.slice(row * size, row * size + size);
    const start = line.findIndex((v, i) => v === 1 && line[i + 1] === 1);
    let end = start;
    while (line[end + 1] === 1) end++;
    const from = (await cells(page).nth(row * size + start).boundingBox())!;
    const to = (await cells(page).nth(row * size + end).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // drifting a little off the row still paints along it: the drag keeps to its line
    await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.9, { steps: 6 });
    await page.mouse.up();
    for (let col = start; col <= end; col++) await expect(cells(page).nth(row * size + col)).toHaveAttribute('data-mark', 'filled');
    const now = await marks(page);
    for (const [cell, filled] of puzzle.solution.entries()) {
      if (filled && now[cell] !== 'filled') await cells(page).nth(cell).click();
    }
    await expectWon(page, puzzle.name);
  });

  test('is won by keyboard alone: Tab to the board, arrows move, Space fills', async ({ page }) => {
    const puzzle = generatePuzzle('e2e-keys', 'easy');
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    const size = puzzle.width;
    const won = async () => (await board(page).getAttribute('data-state')) === 'won';
    // A snake through the grid: fill what the picture fills (X the rest, though finished lines cross themselves).
    walk: for (let row = 0; row < size; row++) {
      for (let step = 0; step < size; step++) {
        const col = row % 2 === 0 ? step : size - 1 - step;
        const cell = row * size + col;
        await expect(cells(page).nth(cell)).toBeFocused();
        const mark = await cells(page).nth(cell).getAttribute('data-mark');
        if (puzzle.solution[cell] === 1 && mark !== 'filled') await page.keyboard.press('Space');
        else if (puzzle.solution[cell] === 0 && mark === 'blank') await page.keyboard.press('x');
        if (await won()) break walk;
        if (step < size - 1) await page.keyboard.press(row % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
      }
      await page.keyboard.press('ArrowDown');
    }
    await expectWon(page, puzzle.name);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await open(page, 'e2e-reload', 'medium');
    await closeFirstVisitHelp(page);
    await cells(page).nth(0).click({ button: 'right' });
    await cells(page).nth(12).click();
    const played = await marks(page);
    expect(played.filter((mark) => mark !== 'blank').length).toBeGreaterThanOrEqual(2);
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/the-grid');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    expect(await marks(page)).toEqual(played);
  });
});

test.describe('The Grid at Expert on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  // Before the zoom, a 20×20 picture on a phone had 14 px cells.
  test('zooms to finger-sized cells: one finger paints, two fingers or a drag on the clues pan, the cursor stays clear of the stuck clues, a pinch shows the whole picture', async ({ page }) => {
    const puzzle = generatePuzzle('e2e-zoom', 'expert');
    const size = puzzle.width;
    await open(page, 'e2e-zoom', 'expert');
    await closeFirstVisitHelp(page);
    const zoomButton = page.getByRole('button', { name: 'Zoom', exact: true });
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'true');
    expect(await boardFirstProblems(zoomViewport(page))).toEqual([]);
    for (const tool of [/^Undo/, /^Redo/, /^Clear/, /^Hint/, /^Fill/, /^Cross/]) await expectOnFirstScreen(page.getByRole('button', { name: tool }));
    await expectOnFirstScreen(zoomButton);
    const rowClues = page.getByRole('list', { name: 'Row clues' });
    const colClues = page.getByRole('list', { name: 'Column clues' });

    // One finger on the cells paints along its line (as it does unzoomed); the view does not move.
    const [row, col] = await cellSeenInView(page, '.the-grid__cell');
    const start = cells(page).nth(row * size + col);
    const box = (await start.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(32);
    const before = await scrolls(page);
    await touchDrag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, box.width * 2, 0);
    for (const c of [col, col + 1, col + 2]) await expect(cells(page).nth(row * size + c)).toHaveAttribute('data-mark', 'filled');
    expect(await scrolls(page)).toEqual(before);
    const painted = await marks(page);

    // Two fingers on the cells pan the view and mark nothing; the page stays put.
    const view = (await zoomViewport(page).boundingBox())!;
    const centre = { x: view.x + view.width * 0.6, y: view.y + view.height * 0.6 };
    await twoFingerGesture(page, { x: centre.x - 30, y: centre.y }, { x: centre.x + 30, y: centre.y }, { x: -120, y: -100 }, { x: -120, y: -100 });
    const panned = await scrolls(page);
    expect(panned.view.x - before.view.x).toBeGreaterThan(90);
    expect(panned.view.y - before.view.y).toBeGreaterThan(70);
    expect(panned.page).toEqual(before.page);
    expect(await marks(page)).toEqual(painted);

    // One finger on the row clues pans too (they are not for painting), and the clues stay stuck to the view.
    const clueBox = (await rowClues.boundingBox())!;
    await touchDrag(page, { x: view.x + 12, y: view.y + view.height * 0.5 }, 0, 80);
    expect((await scrolls(page)).view.y).toBeLessThan(panned.view.y - 50);
    expect(Math.abs((await rowClues.boundingBox())!.x - clueBox.x)).toBeLessThanOrEqual(1);
    expect(await marks(page)).toEqual(painted);

    // The keyboard's cursor is kept in view, clear of the stuck clues: to the far right, then back to the left edge.
    await start.focus();
    for (let step = col; step < size - 1; step++) await page.keyboard.press('ArrowRight');
    await expectSeenInView(page, cells(page).nth(row * size + size - 1), [rowClues, colClues]);
    await page.keyboard.press('Home');
    await expectSeenInView(page, cells(page).nth(row * size), [rowClues, colClues]);
    for (let step = row; step < size - 1; step++) await page.keyboard.press('ArrowDown');
    await expectSeenInView(page, cells(page).nth((size - 1) * size), [rowClues, colClues]);
    await page.keyboard.press('ArrowUp');
    for (let step = size - 2; step > 0; step--) await page.keyboard.press('ArrowUp');
    await expectSeenInView(page, cells(page).nth(0), [rowClues, colClues]);

    // Pinching in shows the whole picture in the same box; pinching out zooms back in.
    const whole = (await zoomViewport(page).boundingBox())!;
    const mid = { x: whole.x + whole.width / 2, y: whole.y + whole.height / 2 };
    await twoFingerGesture(page, { x: mid.x - 100, y: mid.y }, { x: mid.x + 100, y: mid.y }, { x: 70, y: 0 }, { x: -70, y: 0 });
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'false');
    const last = (await cells(page).nth(size * size - 1).boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(whole.x + whole.width + 1);
    expect(last.y + last.height).toBeLessThanOrEqual(whole.y + whole.height + 1);
    await twoFingerGesture(page, { x: mid.x - 30, y: mid.y }, { x: mid.x + 30, y: mid.y }, { x: -60, y: 0 }, { x: 60, y: 0 });
    await expect(zoomButton).toHaveAttribute('aria-pressed', 'true');
    expect(await marks(page)).toEqual(painted);
  });
});
