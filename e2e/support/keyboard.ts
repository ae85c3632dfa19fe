import { expect, type Locator, type Page } from '@playwright/test';

export const isFocusWithin = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab until focus is on or inside `target`, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, maxPresses = 30): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await isFocusWithin(target)) return;
  }
  throw new Error(`${maxPresses} presses of Tab did not reach ${target}`);
}

/** The focused element looks different from its unfocused self: an outline or ring the user can see. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const { focused, blurred } = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const look = () => {
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : 'none';
      return `outline: ${outline}; box-shadow: ${s.boxShadow}; background: ${s.backgroundColor}`;
    };
    const focused = look();
    el.blur();
    const blurred = look();
    el.focus();
    return { focused, blurred };
  });
  expect(focused, 'the focused element shows a focus indicator').not.toBe(blurred);
}
