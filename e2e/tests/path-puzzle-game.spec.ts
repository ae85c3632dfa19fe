import { expect, test, type Locator, type Page } from '@playwright/test';
import { dealBoard } from '../../remotes/path-puzzle-game/src/logic/generate';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Flow (path-puzzle-game) through the portal: not in the gallery but playable at its URL; a win by pointer
// (stars, next level, the level map), a win of a walled level by keyboard alone, a win of a bridge level by
// pointer with pipes crossing on its bridges, a reload that keeps the pipes and the stars. A numbered level in the URL deals the same board for everyone.

const board = (page: Page) => page.getByTestId('path-puzzle-game-board');
const cell = (page: Page, id: number) => board(page).locator(`[data-cell="${id}"]`);

async function open(page: Page, level: string) {
  await page.goto(`/game/path-puzzle-game?seed=e2e&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
  return dealBoard('unlimited', level, 'e2e');
}

async function centre(target: Locator) {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on the path's first cell, drags through the rest in order and releases. */
async function drag(page: Page, path: readonly number[]) {
  const start = await centre(cell(page, path[0]));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const id of path.slice(1)) {
    const at = await centre(cell(page, id));
    await page.mouse.move(at.x, at.y, { steps: 2 });
  }
  await page.mouse.up();
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  await expect(page.getByRole('dialog')).toContainText('Solved!');
}

const arrowFor = (from: number, to: number) => (to === from + 1 ? 'ArrowRight' : to === from - 1 ? 'ArrowLeft' : to > from ? 'ArrowDown' : 'ArrowUp');

test.describe('Path Puzzle Game (Flow)', () => {
  test('is not in the gallery but opens from its URL', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.gallery__grid a[href^="/game/"]').first()).toBeVisible();
    await expect(page.locator('a[href="/game/path-puzzle-game"]')).toHaveCount(0);
    await open(page, 'p5-1');
    await expect(board(page).locator('[data-dot]').first()).toBeVisible();
  });

  test('is won by dragging each pipe: three stars, the next level, the map', async ({ page }) => {
    const { solution } = await open(page, 'p5-4');
    await closeFirstVisitHelp(page);
    for (const path of solution) await drag(page, path);
    await expectWon(page);
    await expect(page.getByRole('dialog')).toContainText('★★★');
    await page.getByRole('dialog').getByRole('button', { name: 'Next level' }).click();
    const next = dealBoard('unlimited', 'p5-5', 'any');
    await expect(board(page).locator('[data-dot]')).toHaveCount(next.puzzle.ends.length * 2, { timeout: 30_000 });
    await expect(board(page)).toHaveAttribute('data-state', 'playing');
    await page.getByRole('button', { name: 'Levels' }).first().click();
    const map = page.getByRole('dialog', { name: 'Levels' });
    await expect(map.getByRole('button', { name: '5×5 level 4, 3 stars' })).toBeVisible();
    await expect(map.getByRole('button', { name: '5×5 level 5, not solved yet' })).toHaveAttribute('aria-current', 'true');
  });

  test('a walled level is won by keyboard alone: number keys pick a colour, arrows draw it, walls stop it', async ({ page }) => {
    const { puzzle, solution } = await open(page, 'w7-1');
    expect(puzzle.walls!.length).toBeGreaterThan(0);
    await expect(board(page).locator('[data-wall]')).toHaveCount(puzzle.walls!.length);
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    // A step from a dot across a wall is refused: nothing is drawn.
    const size = puzzle.size;
    const blocked = puzzle.ends
      .flatMap(([dot], k) => puzzle.walls!.map((edge) => ({ k, dot, edge })))
      .map(({ k, dot, edge }) => {
        const [a, b] = [edge >> 1, edge & 1 ? (edge >> 1) + size : (edge >> 1) + 1];
        return a === dot ? { k, from: a, to: b } : b === dot ? { k, from: b, to: a } : null;
      })
      .find((step) => step !== null);
    expect(blocked).toBeTruthy();
    await page.keyboard.press(String((blocked!.k + 1) % 10));
    await page.keyboard.press(arrowFor(blocked!.from, blocked!.to));
    await expect(board(page).locator('.flow-cell--filled')).toHaveCount(0);
    for (const [k, path] of solution.entries()) {
      await page.keyboard.press(String((k + 1) % 10));
      for (let i = 1; i < path.length; i++) await page.keyboard.press(arrowFor(path[i - 1], path[i]));
    }
    await expectWon(page);
  });

  test('a bridge level is won by dragging pipes straight across and under its bridges', async ({ page }) => {
    const { puzzle, solution } = await open(page, 'b7-1');
    const bridges = puzzle.bridges!;
    await closeFirstVisitHelp(page);
    await expect(board(page).locator('[data-bridge]')).toHaveCount(bridges.length);
    await expect(board(page).locator('.flow-bridge')).toHaveCount(bridges.length);
    for (const path of solution) await drag(page, path);
    await expectWon(page);
    for (const bridge of bridges) await expect(cell(page, bridge)).toHaveAttribute('aria-label', /^Bridge at [A-G][1-7]: flow [A-Z] across, flow [A-Z] down$/);
  });

  test('keeps the pipes after a reload', async ({ page }) => {
    const { solution } = await open(page, 'p6-3');
    await closeFirstVisitHelp(page);
    await drag(page, solution[0]);
    await expect(board(page).locator('.flow-cell--filled')).toHaveCount(solution[0].length);
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/path-puzzle-game');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await expect(board(page).locator('.flow-cell--filled')).toHaveCount(solution[0].length);
  });
});
