import type { Locator } from '@playwright/test';

/**
 * The selects under a locator whose chosen option is not drawn whole: the option's text, measured in the
 * select's own font, plus the select's padding and room for its arrow, wider than the box. A closed native select
 * draws no overflow (its scrollWidth equals its clientWidth even when its text is cut), so the text is measured.
 */
export async function clippedSelects(scope: Locator): Promise<string[]> {
  return scope.locator('select').evaluateAll((selects) => {
    // Chromium draws a select's arrow in about 16 px at the inline end, inside the padding box.
    const ARROW = 16;
    const context = document.createElement('canvas').getContext('2d')!;
    return (selects as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select);
      context.font = style.font;
      const text = select.options[select.selectedIndex]?.text ?? '';
      const needed = context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + ARROW;
      const label = select.labels?.[0]?.textContent ?? select.getAttribute('aria-label') ?? select.name;
      return needed > select.clientWidth || select.scrollWidth > select.clientWidth
        ? [`${label}: "${text}" needs ${Math.ceil(needed)} px, has ${select.clientWidth} px`]
        : [];
    });
  });
}
