import { expect, type Page } from '@playwright/test';

/** Every game opens its how-to-play dialog on a player's first visit; close it as a player would. */
export async function closeFirstVisitHelp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
