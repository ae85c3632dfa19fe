import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectConflictDrawn, expectCursorDrawn, expectOnScreen } from '../support/drawn';
import { closeFirstVisitHelp } from '../support/first-visit';

const SLUG = 'tango-game';
type CellValue = 0 | 1 | 2;
interface SavedPuzzle {
  size: number;
  givens: CellValue[];
  solution: CellValue[];
}

/** The puzzle of a level's saved game (the kit saves a dealt puzzle at once), once it is the `seed`'s. */
async function savedPuzzle(page: Page, level: string, seed: string): Promise<SavedPuzzle & { difficulty: string }> {
  const read = () =>
    page.evaluate((key) => {
      const raw = window.localStorage.getItem(key);
      return raw ? JSON.parse(raw).data : null;
    }, `games:tango-game:game-${level}`);
  await expect.poll(async () => (await read())?.seed).toBe(seed);
  return (await read()).puzzle;
}

/** The result dialog of a flawless solve (the kit's result: a time, and Flawless: Yes). */
async function expectFlawlessResult(page: Page) {
  const result = page.getByRole('dialog');
  await expect(result).toContainText('Solved!');
  await expect(result).toContainText('Time');
  await expect(result.locator('dt', { hasText: 'Flawless' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/Yes/);
  // Issue 21: the result can be shared, as on LinkedIn.
  await expect(result.getByRole('button', { name: /share/i })).toBeVisible();
}

const VALUE_NAMES = ['empty', 'sun', 'moon'] as const;
const cell = (board: Locator, index: number, size: number) => board.locator(`[data-row="${Math.floor(index / size)}"][data-col="${index % size}"]`);

test.describe('Tango', () => {
  test.setTimeout(120_000);
  test('plays a seeded puzzle to a win by pointer, painting by drag, and keeps progress after a reload', async ({ page }) => {
    await page.goto(`/game/${SLUG}?seed=e2e-pointer&difficulty=easy`);
    const board = page.getByTestId('tango-board');
    await expect(board).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const puzzle = await savedPuzzle(page, 'easy', 'e2e-pointer');
    const open = puzzle.givens.flatMap((value, index) => (value === 0 ? [index] : []));

    // Drag painting: two neighbouring open cells that are both suns get painted in one stroke.
    const pair = open.find((index) => index % puzzle.size < puzzle.size - 1 && open.includes(index + 1) && puzzle.solution[index] === 1 && puzzle.solution[index + 1] === 1);
    const painted: number[] = [];
    if (pair !== undefined) {
      const from = (await cell(board, pair, puzzle.size).boundingBox())!;
      const to = (await cell(board, pair + 1, puzzle.size).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect(cell(board, pair, puzzle.size)).toHaveAttribute('data-value', 'sun');
      await expect(cell(board, pair + 1, puzzle.size)).toHaveAttribute('data-value', 'sun');
      painted.push(pair, pair + 1);
    }

    const rest = open.filter((index) => !painted.includes(index));
    const half = Math.floor(rest.length / 2);
    const tapTo = async (index: number) => {
      const target = cell(board, index, puzzle.size);
      for (let tap = 0; tap < puzzle.solution[index]; tap++) await target.click();
      await expect(target).toHaveAttribute('data-value', VALUE_NAMES[puzzle.solution[index]]);
    };
    for (const index of rest.slice(0, half)) await tapTo(index);
    await expect(board.locator('[data-conflict]')).toHaveCount(0);

    // A reload without the seed restores the game in progress.
    await page.goto(`/game/${SLUG}`);
    await expect(page.getByTestId('tango-board')).toBeVisible({ timeout: 30_000 });
    for (const index of [...painted, ...rest.slice(0, half)]) {
      await expect(cell(board, index, puzzle.size)).toHaveAttribute('data-value', VALUE_NAMES[puzzle.solution[index]]);
    }
    for (const index of rest.slice(half)) await tapTo(index);

    await expectFlawlessResult(page);
    await expect(board).toHaveAttribute('data-solved', 'true');
  });

  test('plays a seeded puzzle to a win by keyboard only', async ({ page }) => {
    await page.goto(`/game/${SLUG}?seed=e2e-keyboard&difficulty=medium`);
    const board = page.getByTestId('tango-board');
    await expect(board).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Got it' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const puzzle = await savedPuzzle(page, 'medium', 'e2e-keyboard');

    // Move focus with the keyboard until the board has it (closing the help leaves focus on the game's frame,
    // so Tab goes on through its controls to the board); the board keeps one cell in the Tab order (a roving
    // tabindex), the first one at the start.
    const focusInBoard = () => board.evaluate((element) => element.contains(document.activeElement));
    for (let press = 0; press < 30 && !(await focusInBoard()); press++) await page.keyboard.press('Tab');
    await expect(cell(board, 0, puzzle.size)).toBeFocused();
    const position = { row: 0, col: 0 };
    for (let index = 0; index < puzzle.size * puzzle.size; index++) {
      if (puzzle.givens[index] !== 0) continue;
      const target = { row: Math.floor(index / puzzle.size), col: index % puzzle.size };
      while (position.row < target.row) {
        await page.keyboard.press('ArrowDown');
        position.row++;
      }
      while (position.col < target.col) {
        await page.keyboard.press('ArrowRight');
        position.col++;
      }
      while (position.col > target.col) {
        await page.keyboard.press('ArrowLeft');
        position.col--;
      }
      // Alternate the documented keys: S / M for most cells, 1 / 2 and Space cycling for some.
      const value = puzzle.solution[index];
      if (index % 3 === 0) await page.keyboard.press(value === 1 ? 'S' : 'M');
      else if (index % 3 === 1) await page.keyboard.press(value === 1 ? '1' : '2');
      else for (let press = 0; press < value; press++) await page.keyboard.press('Space');
      await expect(cell(board, index, puzzle.size)).toHaveAttribute('data-value', VALUE_NAMES[value]);
    }
    await expectFlawlessResult(page);
  });

  test('three suns in a row are drawn on the board (stripes, edge, ⚠) and said under it; the keyboard cursor shows', async ({ page }) => {
    await page.goto(`/game/${SLUG}?seed=e2e-drawn&difficulty=easy`);
    const board = page.getByTestId('tango-board');
    await expect(board).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const { size, givens } = await savedPuzzle(page, 'easy', 'e2e-drawn');
    // Three cells side by side in a row, none given a moon, at least one open: suns there break the rule.
    const run = Array.from({ length: size * (size - 2) }, (_, i) => Math.floor(i / (size - 2)) * size + (i % (size - 2)))
      .map((start) => [start, start + 1, start + 2])
      .find((three) => three.every((i) => givens[i] !== 2) && three.some((i) => givens[i] === 0))!;
    for (const index of run) if (givens[index] === 0) await cell(board, index, size).click();
    const row = Math.floor(run[0] / size) + 1;
    await expect(cell(board, run[0], size)).toHaveAttribute('data-conflict', 'true');
    const legal = givens.findIndex((value, index) => value === 0 && Math.floor(index / size) + 1 !== row && !run.includes(index));
    await expectConflictDrawn(cell(board, run[0], size), cell(board, legal, size));
    const message = page.getByTestId('game-message');
    await expect(message).toHaveText(new RegExp(`Row ${row} has (three suns in a row|four suns)`));
    await expectOnScreen(message);
    // The keyboard cursor is drawn where it moves.
    await cell(board, legal, size).focus();
    await page.keyboard.press(legal % size === 0 ? 'ArrowRight' : 'ArrowLeft');
    await expectCursorDrawn(board.locator('[tabindex="0"]'));
  });

  test('hint explains its step, undo takes it back, conflicts are marked, and a phone gets no sideways scroll', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    // Every deal, the seeded one and a later level's, comes from one generator worker.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/game/${SLUG}?seed=e2e-hint&difficulty=easy`);
    const board = page.getByTestId('tango-board');
    await expect(board).toBeVisible({ timeout: 30_000 });
    await closeFirstVisitHelp(page);
    const puzzle = await savedPuzzle(page, 'easy', 'e2e-hint');

    await page.getByRole('button', { name: 'Hint' }).tap();
    await expect(page.getByTestId('puzzle-hint')).toContainText(/so (this|it) (must be|is) a (sun|moon)|puts a (sun|moon) here/);
    const filledByHint = await board.locator('[data-value="sun"]:not([data-locked]), [data-value="moon"]:not([data-locked])').count();
    expect(filledByHint).toBe(1);
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(board.locator('[data-value="sun"]:not([data-locked]), [data-value="moon"]:not([data-locked])')).toHaveCount(0);

    // Three suns in a row along an open stretch: the cells are marked as conflicting.
    const open = puzzle.givens.flatMap((value, index) => (value === 0 ? [index] : []));
    const wrong = open.find((index) => puzzle.solution[index] === 2);
    await cell(board, wrong!, puzzle.size).tap();
    await expect(cell(board, wrong!, puzzle.size)).toHaveAttribute('data-value', 'sun');
    await page.getByRole('button', { name: 'Hint' }).tap();
    await expect(page.getByTestId('puzzle-hint')).toContainText('is wrong');
    await expect(cell(board, wrong!, puzzle.size)).toHaveAttribute('data-value', 'empty');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Choosing another level deals a new puzzle from the same generator worker.
    await page.getByRole('combobox', { name: 'Puzzle' }).selectOption('unlimited:hard');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('games:tango-game:game-hard') ?? 'null')?.data.puzzle.difficulty))
      .toBe('hard');
    await expect(board).toBeVisible();
    expect(workers.length).toBe(1);

    // Issue 21: on the daily (a medium puzzle) no stat's text overflows its box on a phone; "Medium" did, and
    // the level is now the picker's alone.
    await page.getByRole('combobox', { name: 'Puzzle' }).selectOption('daily');
    await expect(page.getByTestId('tango-board')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.gk-stat', { hasText: 'Streak' })).toBeVisible();
    const overflowing = await page.locator('.gk-stat').evaluateAll((stats) =>
      stats.filter((stat) => [stat, ...stat.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1)).map((stat) => stat.textContent),
    );
    expect(overflowing).toEqual([]);
    await expect(page.locator('.gk-stat', { hasText: /medium/i })).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
