import { expect, test } from '@playwright/test';

test.describe('static pages', () => {
  test('about has its four sections and a link to contact', async ({ page }) => {
    await page.goto('/aboutus');
    for (const name of ['Our Mission', 'Our Story', 'Accessibility and Inclusivity', 'Get in Touch']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.locator('main a[href="/contactus"]')).toBeVisible();
  });

  test('privacy policy states its date and ages', async ({ page }) => {
    await page.goto('/privacypolicy');
    await expect(page.getByText('May 3, 2025')).toBeVisible();
    await expect(page.locator('main')).toContainText('16');
    await expect(page.locator('main')).toContainText('13');
  });

  test('FAQ: ten questions, one open at a time, collapsible', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.locator('main').getByRole('button', { expanded: false }).or(page.locator('main').getByRole('button', { expanded: true }));
    await expect(questions).toHaveCount(10);
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('main a[href^="mailto:support@playfield.games"]')).toBeVisible();
    await questions.nth(9).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main a[href="/privacypolicy"]')).toBeVisible();
    await questions.nth(9).click();
    await expect(questions.nth(9)).toHaveAttribute('aria-expanded', 'false');
  });

  test('404: status, text, runner and the two buttons', async ({ page }) => {
    await page.goto('/faq');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByText('Press Space or Click to Start')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goForward();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('the runner starts, scores and ends with Game Over and Restart', async ({ page }) => {
    await page.goto('/missing');
    const runner = page.locator('.runner__stage');
    await runner.click();
    await expect(page.getByText('Press Space or Click to Start')).toHaveCount(0);
    await expect(page.getByText('Game Over', { exact: true })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(page.getByText('Game Over', { exact: true })).toHaveCount(0);
  });

  test('offline replaces every route with the offline screen until the network returns', async ({ page, context }) => {
    await page.goto('/faq');
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: 'No Internet Connection' })).toBeVisible();
    await expect(page.getByText('ERR_INTERNET_DISCONNECTED')).toBeVisible();
    await expect(page.getByText('Press Space or Click to Start')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'No Internet Connection' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Frequently Asked Questions|FAQ/);
  });
});
