import type { Page } from '@playwright/test';

/**
 * Selects in the game frame too narrow for their chosen option (a native select cuts its text with no
 * scrollWidth to show for it): each is compared with a copy holding only that option at its natural width.
 */
export async function clippedSelects(page: Page, within = '.gk-frame'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>(`${selector} select`))) {
      const chosen = select.selectedOptions[0];
      if (!chosen || select.getBoundingClientRect().width === 0) continue;
      const copy = select.cloneNode(false) as HTMLSelectElement;
      copy.append(chosen.cloneNode(true));
      copy.removeAttribute('id');
      Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: 'auto', minWidth: '0', maxWidth: 'none', flex: 'none' });
      select.parentElement!.append(copy);
      const needed = copy.getBoundingClientRect().width;
      copy.remove();
      const has = select.getBoundingClientRect().width;
      if (needed > has + 0.5) found.push(`"${chosen.textContent}" needs ${Math.ceil(needed)}px, has ${Math.floor(has)}px`);
    }
    return found;
  }, within);
}
