import { expect, test, type Locator } from '@playwright/test';
import { closeFirstVisitHelp } from '../support/first-visit';
import { tabTo } from '../support/keyboard';

// One focus ring across the shell and the games (shared/src/game-kit/focus-ring.css), and a keyboard return
// home that lands on the page's heading instead of <body>.

const ringOf = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });

test('the shell and a game draw the same focus ring, and Home by keyboard focuses the home heading', async ({ page }) => {
  await page.goto('/game/queens-game?seed=e2e-focus&difficulty=easy');
  await expect(page.getByTestId('queens-board')).toBeVisible({ timeout: 30_000 });
  await closeFirstVisitHelp(page);

  // Keyboard focus on the shell's Home link (Tab away and back, so the ring is the keyboard's).
  const home = page.getByRole('link', { name: 'Home' });
  await home.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(home).toBeFocused();
  const shellRing = await ringOf(home);
  const help = page.getByRole('button', { name: 'How to play' });
  await tabTo(page, help);
  const gameRing = await ringOf(help);
  expect(shellRing).toEqual({ style: 'solid', width: '3px', color: 'rgb(11, 87, 208)' });
  expect(gameRing).toEqual(shellRing);

  await home.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const heading = page.locator('#main h1');
  await expect(heading).toBeFocused();
});
