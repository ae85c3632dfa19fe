import { expect, test, type Page } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';
import { locate, readGrid, unfoundWords } from '../support/word-search-grid';
import { countSolutions } from '../../remotes/sudoku/src/logic/solver';

/**
 * Saved-game robustness (issue #6): a save that is corrupt, from an older version, or cannot be written
 * (storage full) never crashes a game. Every game keeps its data in localStorage through the game kit
 * (`games:<game>:<what>`, an envelope `{ v, data }`); the keys below come from each remote's stores.ts
 * and the kit's useFirstVisit / puzzle records.
 */

interface SavedGameCase {
  slug: string;
  /** Storage keys (without the `games:` prefix) the game reads when it opens at `path`. */
  keys: string[];
  path: string;
  /** Visible once the game is ready to play. */
  ready: (page: Page) => Promise<void>;
  /** Makes one move and checks the game answered it. */
  play: (page: Page) => Promise<void>;
}

const seen = (game: string) => `${game}:how-to-play-seen`;

async function tileSignature(page: Page) {
  return page
    .getByTestId('board-2048')
    .locator('[data-value]')
    .evaluateAll((tiles) => tiles.map((t) => `${t.getAttribute('data-row')},${t.getAttribute('data-col')}=${t.getAttribute('data-value')}`).sort().join(' '));
}

const games: SavedGameCase[] = [
  {
    slug: '2048',
    keys: ['2048:game-4', '2048:best', '2048:settings', seen('2048')],
    path: '/game/2048?seed=e2e-saves',
    ready: async (page) => {
      await expect(page.getByTestId('board-2048')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('board-2048').locator('[data-value]')).toHaveCount(2);
    },
    play: async (page) => {
      const board = page.getByTestId('board-2048');
      const before = await tileSignature(page);
      await board.focus();
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
      await expect.poll(() => tileSignature(page)).not.toBe(before);
    },
  },
  {
    slug: 'sudoku',
    keys: ['sudoku:preferences', 'sudoku:game:daily', 'sudoku:records', seen('sudoku')],
    path: '/game/sudoku',
    ready: (page) => expect(page.getByTestId('sudoku-board')).toBeVisible({ timeout: 30_000 }),
    play: async (page) => {
      const cells = page.getByTestId('sudoku-board').locator('[data-row][data-col]');
      const givens = await cells.evaluateAll((all) => all.map((c) => (c.hasAttribute('data-given') ? Number(c.getAttribute('data-value')) : 0)));
      const solution = countSolutions(givens, 2).solution!;
      const index = givens.findIndex((v) => v === 0);
      await cells.nth(index).click();
      await page.getByTestId('sudoku-pad').locator(`[data-digit="${solution[index]}"]`).click();
      await expect(cells.nth(index)).toHaveAttribute('data-value', String(solution[index]));
    },
  },
  {
    slug: 'queens-game',
    keys: ['queens-game:settings', 'queens-game:game-daily', 'queens-game:records', seen('queens-game')],
    path: '/game/queens-game',
    ready: (page) => expect(page.getByTestId('queens-board')).toBeVisible({ timeout: 30_000 }),
    play: async (page) => {
      const cell = page.getByTestId('queens-board').locator('[data-row="0"][data-col="0"]');
      await cell.click();
      await expect(cell).toHaveAttribute('data-mark', 'cross');
    },
  },
  {
    slug: 'tango-game',
    keys: ['tango-game:progress', 'tango-game:records', seen('tango-game')],
    path: '/game/tango-game',
    ready: (page) => expect(page.getByTestId('tango-board')).toBeVisible({ timeout: 30_000 }),
    play: async (page) => {
      const board = page.getByTestId('tango-board');
      const row = await board.locator('[data-value="empty"]').first().getAttribute('data-row');
      const col = await board.locator('[data-value="empty"]').first().getAttribute('data-col');
      const cell = board.locator(`[data-row="${row}"][data-col="${col}"]`);
      await cell.click();
      await expect(cell).toHaveAttribute('data-value', 'sun');
    },
  },
  {
    slug: 'zip-game',
    keys: ['zip-game:settings', 'zip-game:game-daily', 'zip-game:records', seen('zip-game')],
    path: '/game/zip-game',
    ready: (page) => expect(page.getByTestId('zip-board')).toBeVisible({ timeout: 30_000 }),
    play: async (page) => {
      await page.getByRole('button', { name: /Hint/ }).click();
      await expect(page.getByTestId('zip-board')).toHaveAttribute('data-path-length', '1');
    },
  },
  {
    slug: 'chess',
    keys: ['chess:settings', 'chess:game', seen('chess')],
    path: '/game/chess?level=1&color=white',
    ready: (page) => expect(page.getByTestId('chess-board')).toBeVisible({ timeout: 30_000 }),
    play: async (page) => {
      const board = page.getByTestId('chess-board');
      await board.locator('[data-square="e2"]').click();
      await board.locator('[data-square="e4"]').click();
      await expect(board.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
      await expect(page.getByTestId('move-list').locator('[data-move]').first()).toHaveText('e4');
    },
  },
  {
    slug: 'word-search',
    keys: ['word-search:settings', 'word-search:best', 'word-search:daily', 'word-search:game-daily', seen('word-search')],
    path: '/game/word-search',
    ready: (page) => expect(page.getByTestId('word-search-grid')).toBeVisible({ timeout: 30_000 }),
    play: async (page) => {
      const grid = page.getByTestId('word-search-grid');
      // Real mouse events only reach what is on screen: bring the whole grid into view.
      await grid.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const rows = await readGrid(page);
      const [word] = await unfoundWords(page);
      const { start, end } = locate(rows, word);
      const centre = async ([row, col]: [number, number]) => {
        const box = (await grid.locator(`[data-row="${row}"][data-col="${col}"]`).boundingBox())!;
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      const from = await centre(start);
      const to = await centre(end);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 6 });
      await page.mouse.up();
      await expect(page.getByTestId('word-list').locator(`[data-word="${word}"]`)).toHaveAttribute('data-found', 'true');
    },
  },
  {
    slug: 'falling-stars',
    keys: ['falling-stars:best', seen('falling-stars')],
    path: '/game/falling-stars',
    ready: (page) => expect(page.getByTestId('falling-stars-canvas')).toBeVisible({ timeout: 30_000 }),
    play: async (page) => {
      await page.getByRole('application', { name: /Falling Stars/ }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByTestId('falling-stars')).toHaveAttribute('data-state', 'running');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('p');
      await expect(page.getByTestId('falling-stars')).toHaveAttribute('data-state', 'paused');
    },
  },
];

/** Bad saves of each kind; every key the game reads gets one (cycling through the list). */
const GARBAGE = ['{not json', 'undefined', '<html>', '\u0000\u0001'];
const OLD_VERSIONS = [
  JSON.stringify({ v: 0, data: { score: 12, board: [[2, 0], [0, 2]] } }), // an older schema version
  JSON.stringify({ v: 1, data: { savedBy: 'an older release' } }), // the current version with its fields missing (renamed)
  JSON.stringify({ score: 12, grid: [2, 0, 0, 2] }), // a save from before the versioned envelope
  JSON.stringify({ v: 1, data: { mode: 42, difficulty: 'impossible', sessions: 'x', board: null } }),
];

/** Loads the game as a player would, plays one move, and checks nothing crashed. */
async function openAndPlay(page: Page, game: SavedGameCase) {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(game.path);
  await game.ready(page);
  await closeFirstVisitHelp(page);
  await game.play(page);
  await expect(page.locator(`[data-game-state="ready"]`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /stopped working|could not be loaded/ })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
}

async function seed(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    // Seed once per test, not on every navigation: the game's own writes must survive.
    if (sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const storageKey = (key: string) => `games:${key}`;

test.describe('saved games', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const game of games) {
    for (const [kind, values] of [
      ['a corrupt save', GARBAGE],
      ['a save from an older version', OLD_VERSIONS],
    ] as const) {
      test(`${game.slug}: ${kind} is discarded and the game plays`, async ({ page }) => {
        const seeded = Object.fromEntries(game.keys.map((key, i) => [storageKey(key), values[i % values.length]]));
        await seed(page, seeded);
        await openAndPlay(page, game);
        // Every bad value was dropped (or replaced by the game's own valid save).
        const after = await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), Object.keys(seeded));
        after.forEach((value, i) => {
          const key = Object.keys(seeded)[i];
          expect(value, `${key} still holds the bad save`).not.toBe(seeded[key]);
          if (value !== null) expect(JSON.parse(value), `${key} holds a current-version save`).toMatchObject({ v: expect.any(Number), data: expect.anything() });
        });
      });
    }

    test(`${game.slug}: storage full (every write throws) and the game still plays`, async ({ page }) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = function setItem() {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      await openAndPlay(page, game);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
    });
  }
});
