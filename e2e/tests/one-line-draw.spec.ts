import { expect, test, type Page } from '@playwright/test';
import { dealFigure } from '../../remotes/one-line-draw/src/logic/deal';
import type { Figure } from '../../remotes/one-line-draw/src/logic/figure';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// One Line through the portal: a level drawn by dragging, one drawn by keyboard alone, a reload that keeps the
// stroke, and the hint. Map levels are made from the level alone, so the test knows each figure's stroke.

const board = (page: Page) => page.getByTestId('one-line-draw-board');
const dot = (page: Page, id: number) => board(page).locator(`[data-dot="${id}"]`);

async function open(page: Page, level: string): Promise<Figure> {
  await page.goto(`/game/one-line-draw?seed=e2e&difficulty=${level}`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
  await expect(board(page)).toHaveAttribute('data-level', level);
  return dealFigure('unlimited', level, 'e2e');
}

async function centre(page: Page, id: number) {
  const box = (await dot(page, id).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function expectSolved(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'won');
  const result = page.getByRole('dialog');
  await expect(result).toContainText('Solved!');
  await expect(result).toContainText('★★★');
  await expect(result.getByRole('button', { name: 'Next level' })).toBeVisible();
}

test.describe('One Line', () => {
  test('a level is drawn in one drag along its lines', async ({ page }) => {
    const figure = await open(page, '1-3');
    await closeFirstVisitHelp(page);
    const [first, ...rest] = figure.solution;
    const start = await centre(page, first);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (const id of rest) {
      const to = await centre(page, id);
      await page.mouse.move(to.x, to.y, { steps: 4 });
    }
    await page.mouse.up();
    await expectSolved(page);
  });

  test('a level is drawn by keyboard alone, and the next level follows', async ({ page }) => {
    const figure = await open(page, '1-2');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    // The cursor starts on dot 0 (or 1): walk it across the lattice to the stroke's start, then Enter.
    const cursorStart = figure.dots[figure.solution[0] === 0 ? 1 : 0];
    const target = figure.dots[figure.solution[0]];
    for (let x = cursorStart[0]; x !== target[0]; x += Math.sign(target[0] - x)) await page.keyboard.press(target[0] > x ? 'ArrowRight' : 'ArrowLeft');
    for (let y = cursorStart[1]; y !== target[1]; y += Math.sign(target[1] - y)) await page.keyboard.press(target[1] > y ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press('Enter');
    await expect(board(page)).toHaveAttribute('data-stroke', String(figure.solution[0]));
    const keyOf: Record<string, string> = { '1,0': 'ArrowRight', '-1,0': 'ArrowLeft', '0,1': 'ArrowDown', '0,-1': 'ArrowUp', '-1,-1': 'Home', '1,-1': 'PageUp', '-1,1': 'End', '1,1': 'PageDown' };
    for (let i = 1; i < figure.solution.length; i++) {
      const [a, b] = [figure.dots[figure.solution[i - 1]], figure.dots[figure.solution[i]]];
      await page.keyboard.press(keyOf[`${b[0] - a[0]},${b[1] - a[1]}`]);
      await expect(board(page)).toHaveAttribute('data-stroke', figure.solution.slice(0, i + 1).join(','));
    }
    await expectSolved(page);
    await page.getByRole('button', { name: 'Next level' }).press('Enter');
    await expect(board(page)).toHaveAttribute('data-level', '1-3');
  });

  test('a drag against a one-way arrow is refused and says why, on screen and to screen readers', async ({ page }) => {
    const figure = await open(page, '4-1');
    await closeFirstVisitHelp(page);
    const arrow = figure.lines.find((line) => line.oneWay)!;
    // Start on the arrow's head end, then drag back along it.
    await dot(page, arrow.b).click();
    await expect(board(page)).toHaveAttribute('data-stroke', String(arrow.b));
    const [from, to] = [await centre(page, arrow.b), await centre(page, arrow.a)];
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 4 });
    const note = page.getByTestId('one-line-note');
    await expect(note).toBeVisible();
    await expect(note).toContainText('one way');
    await expect(page.getByTestId('game-announcement')).toContainText('one way');
    await page.mouse.up();
    await expect(board(page)).toHaveAttribute('data-stroke', String(arrow.b));
    // The next move that counts takes the note away.
    const other = figure.lines.find((line) => !line.oneWay && (line.a === arrow.b || line.b === arrow.b))!;
    await dot(page, other.a === arrow.b ? other.b : other.a).click();
    await expect(note).toHaveCount(0);
  });

  test('keeps the stroke after a reload, and hints the next line', async ({ page }) => {
    const figure = await open(page, '2-1');
    await closeFirstVisitHelp(page);
    const [a, b, c] = figure.solution;
    for (const id of [a, b, c]) await dot(page, id).click();
    await expect(board(page)).toHaveAttribute('data-stroke', `${a},${b},${c}`);
    await page.goto('/game/one-line-draw');
    await expect(board(page)).toHaveAttribute('data-stroke', `${a},${b},${c}`, { timeout: 30_000 });
    await page.getByRole('button', { name: /^Hint/ }).click();
    await expect(page.getByTestId('puzzle-hint')).toContainText('Trace the highlighted line');
    await expect(board(page)).toHaveAttribute('data-stroke', new RegExp(`^${a},${b},${c},\\d+$`));
  });
});
