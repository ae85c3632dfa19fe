import { expect, type Locator, type Page } from '@playwright/test';
import type { GameDescriptor } from '@games/shared/contracts';
import { GAME_DESCRIPTORS } from './remotes';

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
  // (federation.spec drills the coming-soon page with a registry that lacks a game.)
];

/** Every game with a remote (from its descriptor), and the test id of the element that shows it has rendered. */
export const GAMES: ReadonlyArray<{ slug: string; ready: string; descriptor: GameDescriptor }> = GAME_DESCRIPTORS.map((descriptor) => ({
  slug: descriptor.slug,
  ready: descriptor.ready.testId,
  descriptor,
}));

export async function openPage(page: Page, { path, heading, level = 1 }: (typeof PAGES)[number]): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** Opens a game and waits until its board is drawn; its first-visit help dialog is then open. */
export async function openGame(page: Page, { slug, ready }: (typeof GAMES)[number]): Promise<void> {
  await page.goto(`/game/${slug}?seed=e2e-a11y`);
  await expect(page.getByTestId(ready)).toBeVisible({ timeout: 30_000 });
}

/** The element a keyboard player plays on: the board, or what the descriptor names (e.g. a stage around a canvas). */
export function keyboardTargetOf(page: Page, descriptor: GameDescriptor): Locator {
  const target = descriptor.ready.keyboardTarget;
  if (!target) return page.getByTestId(descriptor.ready.testId);
  return page.getByRole(target.role as Parameters<Page['getByRole']>[0], { name: new RegExp(target.name) });
}

export const boardOf = (page: Page, game: (typeof GAMES)[number]): Locator => keyboardTargetOf(page, game.descriptor);
