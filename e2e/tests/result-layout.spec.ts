import { expect, test, type Page } from '@playwright/test';
import { newGame as new2048 } from '../../remotes/2048/src/logic/game';
import { toSaved as saved2048 } from '../../remotes/2048/src/logic/serialize';
import { boardFromRows } from '../../remotes/domino-merge-game/src/logic/board';
import { gameFrom, place } from '../../remotes/domino-merge-game/src/logic/game';
import { toSaved as savedDomino } from '../../remotes/domino-merge-game/src/logic/serialize';
import { drop, isOver as mdOver, newGame as newMd, type GameState as MdState } from '../../remotes/merge-and-double/src/logic/game';
import { CELL_COUNT as NC_CELLS } from '../../remotes/number-connect/src/logic/board';
import { hammer, isOver as ncOver, newGame as newNc, type GameState as NcState } from '../../remotes/number-connect/src/logic/game';
import { stuckBoard } from '../../remotes/number-connect/src/logic/testBoards';
import { VARIANTS, type Cell } from '../../remotes/tic-tac-toe/src/logic/board';
import { scoreMoves } from '../../remotes/tic-tac-toe/src/logic/engine';
import { closeFirstVisitHelp } from '../support/first-visit';
import { winQueens } from '../support/queens';
import { expectResultBesideBoard } from '../support/result-layout';

// One result layout for every game (GameFrame's result, kit README): after a win the board's deciding cells
// stay in view and uncovered on a phone and on a laptop, with Share inside the panel and the panel hidden
// and brought back. Queens (a puzzle: PuzzleGameFrame) and tic-tac-toe (an opponent game: its own result).

async function winTicTacToe(page: Page) {
  await page.goto('/game/tic-tac-toe?seed=e2e-pointer&difficulty=easy');
  const board = page.getByTestId('tic-tac-toe-board');
  await expect(board).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);
  for (let turn = 0; turn < 5; turn++) {
    await expect(board).toHaveAttribute('data-thinking', 'false');
    if ((await board.getAttribute('data-state')) !== 'playing') break;
    const now = (await board.getByRole('gridcell').evaluateAll((all) => all.map((c) => c.getAttribute('data-mark') || null))) as Cell[];
    const scored = scoreMoves(now, VARIANTS['3'], 'X');
    const top = Math.max(...scored.map((s) => s.score));
    await board.getByRole('gridcell').nth(scored.find((s) => s.score === top)!.move).click();
  }
  await expect(board).toHaveAttribute('data-state', 'won');
  return board;
}

/** Opens `path` with `save` stored under `key` (once: a reload keeps what the game saved since). */
async function openSaved(page: Page, path: string, key: string, save: unknown, ready: string) {
  await page.addInitScript(({ key, data }) => {
    if (sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    localStorage.setItem(key, data);
  }, { key, data: JSON.stringify({ v: 1, data: save }) });
  await page.goto(path);
  const board = page.getByTestId(ready);
  await expect(board).toBeVisible({ timeout: 30_000 });
  // Not closeFirstVisitHelp: a board saved stuck shows its result (a dialog too) as soon as the help closes.
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('dialog', { name: 'How to play' })).toHaveCount(0);
  return board;
}

// The score games that drew "Game over!" over their board: each reaches its end in one move from a saved board.
async function end2048(page: Page) {
  // Moving right fills the last cell and nothing can merge.
  const values = [8, 16, 8, 16, 16, 8, 16, 8, 8, 16, 8, 16, 32, 64, 128, 0];
  const cells = values.map((value, i) => (value ? { id: i + 1, value, row: Math.floor(i / 4), col: i % 4 } : null));
  const save = saved2048({ ...new2048(4, 'e2e-result'), score: 1500, grid: { size: 4, cells }, nextId: 20 });
  const board = await openSaved(page, '/game/2048', 'games:2048:game-4', save, 'board-2048');
  await board.focus();
  await page.keyboard.press('ArrowRight');
  await expect(board).toHaveAttribute('data-state', 'over');
  return board;
}

async function endDomino(page: Page) {
  const rows = ['12121', '21212', '12121', '21212', '1212.'];
  let game = gameFrom('e2e-end-0', boardFromRows(rows), { turn: 40, score: 1200, bestTile: 6 });
  for (let i = 1; game.over || !place(game, { anchor: { row: 4, col: 4 }, rotation: 0 }).over; i++) game = gameFrom(`e2e-end-${i}`, boardFromRows(rows), { turn: 40, score: 1200, bestTile: 6 });
  const board = await openSaved(page, '/game/domino-merge-game', 'games:domino-merge-game:game', savedDomino(game), 'domino-merge-game-board');
  await board.locator('.dm-cell[data-row="4"][data-col="4"]').click();
  await expect(board).toHaveAttribute('data-state', 'over');
  return board;
}

async function endMergeAndDouble(page: Page) {
  // One free cell: the 32 fills it and the 128 after it fits nowhere.
  const rows = Array.from({ length: 7 }, (_, row) => (row % 2 ? [8, 16, 8, 16, 8] : [2, 4, 2, 4, 2]));
  rows[0] = [32, 64, 32, 64, 0];
  const nearEnd: MdState = { ...newMd('e2e-end'), cells: rows.flat(), queue: [32, 128, 2], score: 700, bestTile: 64 };
  expect(mdOver(drop(nearEnd, 4)!.state)).toBe(true);
  const board = await openSaved(page, '/game/merge-and-double', 'games:merge-and-double:game', nearEnd, 'merge-and-double-board');
  await board.locator('button[data-col="4"]').click();
  await expect(board).toHaveAttribute('data-state', 'over');
  return board;
}

async function endNumberConnect(page: Page) {
  // No chain left and one hammer: the smash that leaves no chain ends the round.
  const stuck: NcState = { ...newNc('e2e-end'), cells: stuckBoard(), score: 900, bestTile: 256, shuffles: 0, hammers: 1 };
  const smash = Array.from({ length: NC_CELLS }, (_, cell) => cell).find((cell) => ncOver(hammer(stuck, cell)!))!;
  const board = await openSaved(page, '/game/number-connect', 'games:number-connect:game', stuck, 'number-connect-board');
  await expect(board).toHaveAttribute('data-state', 'stuck');
  await page.getByRole('button', { name: /Hammer \(1 left\)/ }).click();
  await board.locator('[data-value]').nth(smash).click();
  await expect(board).toHaveAttribute('data-state', 'over');
  return board;
}

async function endFallingStars(page: Page) {
  // One life, and the basket held off at the edge: the first star missed ends the run.
  await page.goto('/game/falling-stars?seed=e2e-1&lives=1');
  const game = page.getByTestId('falling-stars');
  const canvas = page.getByTestId('falling-stars-canvas');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);
  await page.getByRole('application', { name: /Falling Stars/ }).focus();
  await page.keyboard.press('Space');
  await expect(game).toHaveAttribute('data-state', 'running');
  await page.keyboard.down('ArrowLeft');
  await expect(game).toHaveAttribute('data-state', 'over', { timeout: 60_000 });
  await page.keyboard.up('ArrowLeft');
  return page.getByRole('application', { name: /Falling Stars/ });
}

const SCREENS = [
  { name: 'phone', use: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'laptop', use: { viewport: { width: 1366, height: 768 } } },
] as const;

for (const screen of SCREENS) {
  test.describe(`the result on a ${screen.name}`, () => {
    test.use(screen.use);

    test('Queens: every queen stays in view beside the result; Share is in the panel; it hides and comes back', async ({ page }) => {
      await winQueens(page, 'e2e-result');
      const board = page.getByTestId('queens-board');
      await expectResultBesideBoard(page, { title: 'Solved!', board, cells: board.locator('[data-mark="queen"]') });
    });

    test('tic-tac-toe: the winning line stays in view beside the result', async ({ page }) => {
      const board = await winTicTacToe(page);
      await expectResultBesideBoard(page, { title: 'You win!', board, cells: board.locator('[role="gridcell"][aria-label*="winning line"]') });
    });

    test('2048: every tile of the final board stays in view beside "Game over!"', async ({ page }) => {
      const board = await end2048(page);
      await expectResultBesideBoard(page, { title: 'Game over!', board, cells: board.locator('.g2048-tile') });
    });

    test('Domino Merge: every tile of the full board stays in view beside "Game over!"', async ({ page }) => {
      const board = await endDomino(page);
      await expectResultBesideBoard(page, { title: 'Game over!', board, cells: board.locator('.dm-cell[data-value]:not([data-value="0"])') });
    });

    test('Merge & Double: the full column tops that ended the round stay in view beside "Game over!"', async ({ page }) => {
      const board = await endMergeAndDouble(page);
      // The seven rows are taller than a phone leaves above the sheet: the top row, where no block fits, decides.
      await expectResultBesideBoard(page, { title: 'Game over!', board, cells: board.locator('[data-row="0"] [data-value]') });
    });

    test('Number Connect: the tiles stay in view beside "Game over!"', async ({ page }) => {
      const board = await endNumberConnect(page);
      // On a phone the last of the eight rows lies under the sheet's heading (the kit never scrolls the board's
      // top away; hiding the sheet shows it): the rows above it are checked there, every row on a laptop.
      const rows = screen.name === 'phone' ? '[data-row]:not([data-row="7"])' : '[data-row]';
      await expectResultBesideBoard(page, { title: 'Game over!', board, cells: board.locator(`${rows}[data-value]`) });
    });

    test('Falling Stars: the sky stays in view beside "Game over"', async ({ page }) => {
      test.setTimeout(90_000);
      const stage = await endFallingStars(page);
      await expectResultBesideBoard(page, { title: 'Game over', board: stage, cells: page.getByTestId('falling-stars-canvas') });
    });
  });
}
