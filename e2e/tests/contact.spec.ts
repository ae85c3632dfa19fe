import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SQLITE_PATH } from '../support/env';

const GREEN = 'rgb(24, 115, 47)';

async function fillContactForm(page: Page, fields: { name: string; email: string; subject: string; message: string }) {
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Your Email').fill(fields.email);
  await page.getByLabel('Subject').fill(fields.subject);
  await page.getByLabel('Your Message').fill(fields.message);
}

const SHORT_MESSAGE = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
const RED = 'rgb(198, 40, 40)';

test.describe('contact form', () => {
  test('a message sent through the page is stored by the contact service; the success line comes into view with focus', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const subject = `E2E hello ${Date.now()}`;
    await page.goto('/contactus');
    await fillContactForm(page, { name: 'Ada Lovelace', email: 'ada@example.com', subject, message: 'The runner game is great.\nThanks!' });
    await expect(page.getByLabel('Your Message')).toHaveAttribute('rows', '6');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const status = page.getByText('Your message has been sent successfully!');
    await expect(status).toBeVisible();
    await expect(status).toHaveCSS('color', GREEN);
    await expect(status).toBeInViewport({ ratio: 1 });
    await expect(status).toBeFocused();
    await expect(page.getByLabel('Subject')).toHaveValue('');

    const db = new Database(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT name, email, subject, message FROM contact_messages WHERE subject = ?').get(subject);
      expect(row).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', subject, message: 'The runner game is great.\nThanks!' });
    } finally {
      db.close();
    }
  });

  test('blank fields show the green "Please fill in all fields." and send nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/contactus');
    for (const label of ['Name', 'Your Email', 'Subject', 'Your Message']) {
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Your Email')).toHaveAttribute('type', 'email');
    await fillContactForm(page, { ...SHORT_MESSAGE, name: '   ' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const status = page.getByText('Please fill in all fields.');
    await expect(status).toBeVisible();
    await expect(status).toHaveCSS('color', GREEN);
    expect(posted).toBe(false);
  });

  test('a failing service shows its message in red and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Storage is unavailable' }) }),
    );
    await page.goto('/contactus');
    await fillContactForm(page, SHORT_MESSAGE);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const status = page.getByText('Failed to send message: Storage is unavailable');
    await expect(status).toBeVisible();
    await expect(status).toHaveCSS('color', RED);
    await expect(page.getByLabel('Subject')).toHaveValue('Hi');
  });

  test('a network failure shows the red error message', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.goto('/contactus');
    await fillContactForm(page, SHORT_MESSAGE);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const status = page.getByText('An error occurred while sending your message.');
    await expect(status).toBeVisible();
    await expect(status).toHaveCSS('color', RED);
  });
});
