import type { Page } from '@playwright/test';

/**
 * Every element (and ::before, ::after, ::backdrop) with a CSS animation or transition longer than 10 ms,
 * described as "tag.class: animation name duration" — empty when nothing on the page moves.
 */
export function cssMotion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (durations: string) => Math.max(...durations.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)));
    const found = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after', '::backdrop']) {
        const style = getComputedStyle(el, pseudo);
        const name = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')}${pseudo ?? ''}`;
        if (style.animationName !== 'none' && longest(style.animationDuration) > 10) found.add(`${name}: animation ${style.animationName} ${style.animationDuration}`);
        if (longest(style.transitionDuration) > 10) found.add(`${name}: transition ${style.transitionProperty} ${style.transitionDuration}`);
      }
    }
    return [...found];
  });
}
