import type { Page } from '@playwright/test';

/**
 * Selects in the game frame too narrow for one of their options, as it would show once chosen (a native
 * select cuts its text with no scrollWidth to show for it): each option is measured in a copy of the select
 * holding only that option at its natural width.
 */
export async function clippedSelects(page: Page, within = '.gk-frame'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>(`${selector} select`))) {
      const has = select.getBoundingClientRect().width;
      if (has === 0) continue; // not shown (a closed options panel)
      for (const option of Array.from(select.options)) {
        const copy = select.cloneNode(false) as HTMLSelectElement;
        copy.append(option.cloneNode(true));
        copy.removeAttribute('id');
        Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: 'auto', minWidth: '0', maxWidth: 'none', flex: 'none' });
        select.parentElement!.append(copy);
        const needed = copy.getBoundingClientRect().width;
        copy.remove();
        if (needed > has + 0.5) found.push(`"${option.textContent}" needs ${Math.ceil(needed)}px, has ${Math.floor(has)}px`);
      }
    }
    return found;
  }, within);
}
