import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __drillPreloadErrors: { id: string; payload: string }[];
  }
}

/** Records every `preload-error` event the page raises, from its first script on. */
export async function recordPreloadErrors(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__drillPreloadErrors = [];
    window.addEventListener('preload-error', (event) => {
      const { id, payload } = event as Event & { id: string; payload: unknown };
      window.__drillPreloadErrors.push({ id: String(id), payload: String(payload) });
    });
  });
}

export function preloadErrors(page: Page): Promise<{ id: string; payload: string }[]> {
  return page.evaluate(() => window.__drillPreloadErrors);
}
