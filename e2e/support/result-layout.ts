import { expect, type Locator, type Page } from '@playwright/test';

// The finished game as a player sees it (kit README, "one result layout"): the result beside the final board
// on wide screens and a sheet under it on phones, never over the cells that tell how the game ended; Share is
// one of the panel's buttons, not loose under it; the panel hides (× or Escape) to look at the board and comes
// back with "Show result", its heading taking focus each time it shows.

export const resultPanel = (page: Page) => page.getByTestId('result-panel');

/**
 * Each of `cells` (the winning line, the queens, the last pegs) whose centre is off the screen or under
 * something other than the board: elementFromPoint at its centre must land inside `board`.
 */
export async function coveredCells(board: Locator, cells: Locator): Promise<string[]> {
  const boardHandle = await board.elementHandle();
  return cells.evaluateAll((all, boardElement) => {
    const problems: string[] = [];
    for (const cell of all) {
      const box = cell.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const name = cell.getAttribute('aria-label') ?? cell.textContent ?? 'a cell';
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) {
        problems.push(`${name} is off the screen (${Math.round(x)}, ${Math.round(y)})`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(boardElement as Element).contains(hit)) {
        const by = hit ? `<${hit.tagName.toLowerCase()} class="${hit.getAttribute('class') ?? ''}">` : 'nothing';
        problems.push(`${name} is covered by ${by}`);
      }
    }
    return problems;
  }, boardHandle);
}

/** The box of `inner` lies inside the box of `outer` (1 px forgiven). */
async function liesInside(inner: Locator, outer: Locator): Promise<boolean> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

/**
 * After a game ended with `title`: the result shows with its heading focused, `cells` of `board` are in view
 * and uncovered, Share sits inside the panel, Escape hides it ("Show result" left in its place, the cells
 * still uncovered) and "Show result" brings it back.
 */
export async function expectResultBesideBoard(page: Page, { title, board, cells }: { title: string | RegExp; board: Locator; cells: Locator }): Promise<void> {
  const panel = resultPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading')).toHaveText(title);
  await expect(panel.getByRole('heading')).toBeFocused();
  expect(await cells.count(), 'cells to check').toBeGreaterThan(0);
  expect(await coveredCells(board, cells), 'with the result shown').toEqual([]);
  const share = panel.getByRole('button', { name: 'Share result' });
  await expect(share).toBeVisible();
  expect(await liesInside(share, panel), 'Share lies inside the result panel').toBe(true);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  const show = page.getByRole('button', { name: 'Show result' });
  await expect(show).toBeFocused();
  expect(await coveredCells(board, cells), 'with the result hidden').toEqual([]);
  await show.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading')).toBeFocused();
}
