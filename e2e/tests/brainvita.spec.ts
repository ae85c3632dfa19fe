import { expect, test, type Page } from '@playwright/test';
import { isHole, legalJumps, pegCount, SIZE } from '../../remotes/brainvita/src/logic/board';
import { createSolver } from '../../remotes/brainvita/src/logic/solver';
import { closeFirstVisitHelp } from '../support/first-visit';
import { expectVisibleFocus, tabTo } from '../support/keyboard';

// Brainvita through the portal: a win by pointer, a win by keyboard alone, and a reload that keeps the game.
// A fixed seed in the URL deals the same learning position every run; the logic's solver finds its finish.

const board = (page: Page) => page.getByTestId('brainvita-board');
const cell = (page: Page, index: number) => board(page).locator(`[data-cell="${index}"]`);

async function open(page: Page, seed: string) {
  await page.goto(`/game/brainvita?seed=${seed}&difficulty=easy`);
  await expect(board(page)).toBeVisible({ timeout: 30_000 });
}

/** The jumps that leave one peg, found by the game's own solver from the board as shown. */
async function solution(page: Page): Promise<Array<{ from: number; to: number }>> {
  const shown = await board(page).getAttribute('data-board');
  const line = createSolver('english').solve(shown!);
  expect(Array.isArray(line), 'the dealt position can be finished with one peg').toBe(true);
  return line as Array<{ from: number; to: number }>;
}

async function expectWon(page: Page) {
  await expect(board(page)).toHaveAttribute('data-state', 'over');
  const result = page.getByRole('dialog');
  await expect(result).toContainText('Solved!');
  await expect(result).toContainText(/Genius|Excellent/);
}

const ARROWS = [
  ['ArrowUp', -1, 0],
  ['ArrowDown', 1, 0],
  ['ArrowLeft', 0, -1],
  ['ArrowRight', 0, 1],
] as const;

/** The arrow keys from one hole to another (arrows skip the missing corners, as the board does). */
function keysBetween(from: number, to: number): string[] {
  const previous = new Map<number, [number, string]>([[from, [from, '']]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) break;
    for (const [key, dr, dc] of ARROWS) {
      let row = Math.floor(at / SIZE);
      let col = at % SIZE;
      do {
        row += dr;
        col += dc;
      } while (row >= 0 && row < SIZE && col >= 0 && col < SIZE && !isHole('english', row, col));
      const next = row * SIZE + col;
      if (isHole('english', row, col) && !previous.has(next)) {
        previous.set(next, [at, key]);
        queue.push(next);
      }
    }
  }
  const keys: string[] = [];
  for (let at = to; at !== from; at = previous.get(at)![0]) keys.unshift(previous.get(at)![1]);
  return keys;
}

test.describe('Brainvita', () => {
  test('is won by clicking a peg, then its landing hole', async ({ page }) => {
    await open(page, 'e2e-pointer');
    await closeFirstVisitHelp(page);
    for (const { from, to } of await solution(page)) {
      await cell(page, from).click();
      await expect(cell(page, to)).toHaveAttribute('aria-label', /landing hole/);
      await cell(page, to).click();
    }
    await expectWon(page);
  });

  test('stuck with pegs left is no win: no Solved, no Flawless, no best time recorded', async ({ page }) => {
    await open(page, 'e2e-stuck');
    await closeFirstVisitHelp(page);
    // The last legal jump each time, a line that does not look ahead, until no jump is left.
    for (let shown = (await board(page).getAttribute('data-board'))!; legalJumps('english', shown).length > 0; ) {
      const jumps = legalJumps('english', shown);
      const { from, to } = jumps[jumps.length - 1];
      await cell(page, from).click();
      await cell(page, to).click();
      await expect(board(page)).not.toHaveAttribute('data-board', shown);
      shown = (await board(page).getAttribute('data-board'))!;
    }
    const left = pegCount((await board(page).getAttribute('data-board'))!);
    expect(left).toBeGreaterThan(1);
    const result = page.getByRole('dialog');
    await expect(result).toContainText('No jumps left');
    await expect(result).not.toContainText('Solved');
    await expect(result).not.toContainText('Flawless');
    await expect(result).not.toContainText('New best');
    // The records document (version 2): the puzzle played, no best time on any board, nothing won.
    const records = await page.evaluate(() => JSON.parse(window.localStorage.getItem('games:brainvita:records') ?? 'null'));
    expect(records?.v).toBe(2);
    const boards: Record<string, { best: Record<string, number>; counts: Record<string, number> }> = records.data.boards;
    expect(Object.values(boards).filter((board) => board.best.time !== undefined)).toEqual([]);
    expect(boards['*']?.counts.won ?? 0).toBe(0);
  });

  test('is won by keyboard alone: Tab to the board, arrows move, Enter picks and jumps', async ({ page }) => {
    await open(page, 'e2e-keys');
    await page.getByRole('button', { name: 'Got it' }).press('Enter');
    await tabTo(page, board(page));
    await expectVisibleFocus(page);
    let at = 24; // the cursor starts in the centre
    await expect(cell(page, at)).toBeFocused();
    for (const { from, to } of await solution(page)) {
      for (const target of [from, to]) {
        for (const key of keysBetween(at, target)) await page.keyboard.press(key);
        at = target;
        await expect(cell(page, at)).toBeFocused();
        await page.keyboard.press('Enter');
      }
    }
    await expectWon(page);
  });

  test('keeps the game in progress after a reload', async ({ page }) => {
    await open(page, 'e2e-reload');
    await closeFirstVisitHelp(page);
    const [first] = await solution(page);
    await cell(page, first.from).click();
    await cell(page, first.to).click();
    await expect(cell(page, first.to)).toHaveAttribute('data-peg', 'true');
    const played = await board(page).getAttribute('data-board');
    // Without the seed the page continues the saved game instead of dealing the seeded one again.
    await page.goto('/game/brainvita');
    await expect(board(page)).toBeVisible({ timeout: 30_000 });
    await expect(board(page)).toHaveAttribute('data-board', played!);
  });
});
