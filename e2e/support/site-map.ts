import { expect, type Locator, type Page } from '@playwright/test';

/** Every kind of page the portal serves, with what must be on screen before it counts as rendered. */
export const PAGES: ReadonlyArray<{ path: string; heading: string | RegExp; level?: number }> = [
  { path: '/', heading: 'All Games' },
  { path: '/puzzle-games', heading: 'Puzzle Games' },
  { path: '/brain-logic-games', heading: 'Brain/Logic Games' },
  { path: '/skill-games', heading: 'Skill Games' },
  { path: '/word-games', heading: 'Word Games' },
  { path: '/casual-games', heading: 'Casual Games' },
  { path: '/educational-games', heading: 'Educational Games' },
  { path: '/aboutus', heading: /About/ },
  { path: '/privacypolicy', heading: /Privacy/ },
  { path: '/faq', heading: /Frequently Asked Questions|FAQ/ },
  { path: '/contactus', heading: /Contact/ },
  { path: '/no/such/page', heading: 'Page Not Found' },
  { path: '/game/not-a-game', heading: 'Game Not Found' },
  // A catalogue game whose remote is not deployed.
  { path: '/game/brainvita', heading: 'Brainvita is not available right now', level: 2 },
];

/** The 8 games with a remote, and the test id of the element that shows the game has rendered. */
export const GAMES: ReadonlyArray<{ slug: string; ready: string }> = [
  { slug: '2048', ready: 'board-2048' },
  { slug: 'sudoku', ready: 'sudoku-board' },
  { slug: 'queens-game', ready: 'queens-board' },
  { slug: 'tango-game', ready: 'tango-board' },
  { slug: 'zip-game', ready: 'zip-board' },
  { slug: 'chess', ready: 'chess-board' },
  { slug: 'word-search', ready: 'word-search-grid' },
  { slug: 'falling-stars', ready: 'falling-stars-canvas' },
];

export async function openPage(page: Page, { path, heading, level = 1 }: (typeof PAGES)[number]): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** Opens a game and waits until its board is drawn; its first-visit help dialog is then open. */
export async function openGame(page: Page, { slug, ready }: (typeof GAMES)[number]): Promise<void> {
  await page.goto(`/game/${slug}?seed=e2e-a11y`);
  await expect(page.getByTestId(ready)).toBeVisible({ timeout: 30_000 });
}

/** The element a keyboard player plays on (falling-stars draws on a canvas inside its focusable stage). */
export function boardOf(page: Page, { slug, ready }: (typeof GAMES)[number]): Locator {
  return slug === 'falling-stars' ? page.getByRole('application', { name: /Falling Stars/ }) : page.getByTestId(ready);
}
